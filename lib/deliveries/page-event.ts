/**
 * A page as the paging service takes it: the PagerDuty Events API v2 format (which Opsgenie and
 * Grafana OnCall also take), without the routing key, which is read from the environment when the
 * page is sent and never stored. Its targets are lib/core/paging-targets.ts's.
 */
export type { PageTarget } from "@/lib/core/paging-targets";

export interface PagerEvent {
  event_action: "trigger" | "acknowledge" | "resolve";
  dedup_key: string;
  payload?: {
    summary: string;
    source: string;
    severity: "critical" | "error" | "warning" | "info";
    component?: string;
    group?: string;
    class?: string;
    custom_details?: Record<string, string>;
  };
  links?: { href: string; text: string }[];
  client?: string;
  client_url?: string;
}
