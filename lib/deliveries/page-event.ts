/**
 * A page as the paging service takes it: the PagerDuty Events API v2 format (which Opsgenie and
 * Grafana OnCall also take), without the routing key, which is read from the environment when the
 * page is sent and never stored. `oncall` is the on-call technician, `escalation` the person an
 * unanswered page goes to next.
 */
export type PageTarget = "oncall" | "escalation";

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
