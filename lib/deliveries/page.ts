import "server-only";
import { getEnv } from "@/lib/core/env";
import type { SendOutcome } from "@/lib/deliveries/email";
import { pageTargetOf } from "@/lib/core/paging-targets";
import type { PagerEvent } from "@/lib/deliveries/page-event";

/**
 * The page channel of the deliveries: posts one claimed row's event to the paging service
 * (PagerDuty's Events API v2, or a service that takes the same events), with the routing key of
 * its target read from the environment at that moment. Claims, outcomes and the run are shared with
 * e-mail (lib/deliveries/send.ts); what is particular to pages is here:
 * - A preview deployment never pages anyone, whatever is configured: a reviewer trying the form
 *   must not wake the real technician. Its pages, and a local run's without ONCALL_WEBHOOK_URL, are
 *   only logged.
 * - The service's 429 and 5xx answers and network failures are retried by each run (every minute);
 *   any other 4xx is final (FinalSendError): the event itself is wrong, and sending it again
 *   cannot help. A redirect is never followed (it would carry the routing key to whatever host it
 *   names) and is final too: the address is wrong, and only a corrected ONCALL_*_WEBHOOK_URL helps. What a page's outcome means for its request is the support domain's business
 *   (lib/support/paging.ts).
 */
export class FinalSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FinalSendError";
  }
}

/** What the page channel reads of a claimed row. */
export interface PageRow {
  toAddress: string;
  text: string;
}

export async function sendPage(row: PageRow): Promise<SendOutcome> {
  const env = getEnv();
  const { url, routingKey } = pageTargetOf(row.toAddress);
  if (env.stage === "preview") return { status: "logged" };
  if (!url) {
    if (env.stage === "local") return { status: "logged" };
    throw new FinalSendError(`No paging address is set for the ${row.toAddress} target.`);
  }
  const event = JSON.parse(row.text) as PagerEvent;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ routing_key: routingKey ?? "", ...event }),
      // Followed, a 307 or 308 would post the routing key again to the host it names.
      redirect: "manual",
      signal: AbortSignal.timeout(env.EMAIL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`The paging service did not answer: ${error instanceof Error ? error.name : "error"}`);
  }
  const body = await response.text().catch(() => "");
  if (response.status >= 200 && response.status < 300) return { status: "sent", providerId: event.dedup_key };
  const moved = response.status >= 300 && response.status < 400;
  const detail = moved
    ? `The paging service answered ${response.status}, a redirect, which is not followed: set the ${row.toAddress === "escalation" ? "ONCALL_ESCALATION_WEBHOOK_URL" : "ONCALL_WEBHOOK_URL"} to the service's own address`
    : `The paging service answered ${response.status}: ${body.replace(/\s+/g, " ").slice(0, 200)}`;
  if (response.status === 429 || response.status >= 500) throw new Error(detail);
  throw new FinalSendError(detail);
}
