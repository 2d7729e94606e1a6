import "server-only";
import { getEnv } from "@/lib/core/env";

/**
 * Who a page can go to, and whether that is set up: read by the urgent requests when they decide
 * whether a request pages anyone at all, and by the deliveries' page channel when it sends one
 * (lib/deliveries/page.ts). `oncall` is the on-call technician, `escalation` the person an
 * unanswered page goes to next.
 */
export type PageTarget = "oncall" | "escalation";

/** The paging service's address and routing key for a target, as set in the environment now. */
export function pageTargetOf(target: string): { url?: string; routingKey?: string } {
  const env = getEnv();
  return (target as PageTarget) === "escalation"
    ? { url: env.ONCALL_ESCALATION_WEBHOOK_URL, routingKey: env.ONCALL_ESCALATION_ROUTING_KEY }
    : { url: env.ONCALL_WEBHOOK_URL, routingKey: env.ONCALL_ROUTING_KEY };
}

/** Whether pages to this target would reach a person: a deployment that is not a preview, set up. */
export function pagingConfigured(target: PageTarget): boolean {
  const env = getEnv();
  if (env.stage === "preview") return true; // logged, so a reviewer sees the whole flow
  if (env.stage === "local") return true; // logged without a URL, sent with one
  return Boolean(pageTargetOf(target).url);
}
