import type { PagerEvent } from "@/lib/deliveries/page-event";
import { AFFECTED, type Severity } from "@/lib/support/schema";

/**
 * The paging events, in the PagerDuty Events API v2 format (which Opsgenie and Grafana OnCall
 * also take): a `trigger` per paged request, and `acknowledge` and `resolve` with the same dedup
 * key when staff take it or close it. Pure: the routing key is added when the event is sent
 * (lib/deliveries/page.ts), so it is never stored.
 *
 * Nothing a client typed goes out but the practice's name, the severity, what is affected and the
 * first 200 characters of the description: no e-mail address, phone number or person's name.
 */
export const DESCRIPTION_IN_PAGE = 200;

/** The delivery kind of a request's page to the on-call technician (its trigger). */
export const REQUEST_PAGE_KIND = "urgent-page";
/** The delivery kind of an unanswered request's page to the escalation target (its trigger). */
export const ESCALATION_PAGE_KIND = "urgent-escalation-page";
/** PagerDuty refuses a summary longer than this. */
const SUMMARY_MAX = 1024;

export interface PagedRequest {
  id: number;
  /** The request's own key for the paging service (`pageKey`). */
  key: string;
  practice: string;
  severity: Severity;
  affected: string;
  description: string;
}

/** The dedup key of a request's page: its number and a piece of its random token's hash. */
export function pageKey(id: number, statusTokenHash: string): string {
  return `urgent-${id}-${statusTokenHash.slice(0, 12)}`;
}

const PAGER_SEVERITY: Record<Severity, "critical" | "error" | "info"> = {
  critical: "critical",
  major: "error",
  standard: "info",
};

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function affectedLabel(value: string): string {
  return AFFECTED.find((a) => a.value === value)?.label ?? value;
}

/** The trigger of a request's page; `escalation` for the page that follows an unanswered one. */
export function triggerEvent(
  request: PagedRequest,
  staffUrl: string,
  siteHost: string,
  options: { escalation?: boolean } = {},
): PagerEvent {
  const first = oneLine(request.description).slice(0, DESCRIPTION_IN_PAGE);
  const lead = options.escalation ? "NOT ACKNOWLEDGED: " : "";
  const summary =
    `${lead}${request.severity.toUpperCase()} urgent request #${request.id} from ${oneLine(request.practice)}: ` +
    `${affectedLabel(request.affected)}. ${first}`;
  return {
    event_action: "trigger",
    dedup_key: options.escalation ? `${request.key}-escalation` : request.key,
    payload: {
      summary: summary.slice(0, SUMMARY_MAX),
      source: siteHost,
      severity: PAGER_SEVERITY[request.severity],
      component: request.affected,
      group: oneLine(request.practice).slice(0, 150),
      class: "urgent-request",
      custom_details: {
        practice: oneLine(request.practice),
        severity: request.severity,
        affected: affectedLabel(request.affected),
        description: first,
      },
    },
    // The staff page of the request comes first: it is where the technician says "I've got it".
    links: [{ href: staffUrl, text: `Urgent request #${request.id} in the staff area` }],
    client: "Toronto Dental IT website",
    client_url: staffUrl,
  };
}

/** An acknowledge or resolve for a page already sent under `dedupKey`. */
export function followUpEvent(action: "acknowledge" | "resolve", dedupKey: string): PagerEvent {
  return { event_action: action, dedup_key: dedupKey };
}

/** The one page of an hour past the site-wide paging limit: how many requests wait unpaged. */
export function summaryEvent(hourIndex: number, waiting: number, staffUrl: string, siteHost: string): PagerEvent {
  return summaryPageEvent(
    `urgent-summary-${hourIndex}`,
    `${waiting} more urgent request${waiting === 1 ? "" : "s"} waiting unpaged: the site's paging limit for this hour is reached. See the staff area.`,
    staffUrl,
    siteHost,
  );
}

/** A summary page: it names no request, only how to reach them all in the staff area. */
function summaryPageEvent(dedupKey: string, summary: string, staffUrl: string, siteHost: string): PagerEvent {
  return {
    event_action: "trigger",
    dedup_key: dedupKey,
    payload: { summary, source: siteHost, severity: "critical", class: "urgent-request-summary" },
    links: [{ href: staffUrl, text: "Urgent requests in the staff area" }],
    client: "Toronto Dental IT website",
    client_url: staffUrl,
  };
}

/**
 * The one page to the escalation target past the escalation pages' limit (at most one in any 60
 * minutes): more requests went unacknowledged, and their escalations went by e-mail only.
 */
export function escalationSummaryEvent(minuteIndex: number, staffUrl: string, siteHost: string): PagerEvent {
  return summaryPageEvent(
    `urgent-escalation-summary-${minuteIndex}`,
    "NOT ACKNOWLEDGED: more urgent requests are waiting unacknowledged; the escalation paging limit is reached, so they are escalated by e-mail only. See the staff area.",
    staffUrl,
    siteHost,
  );
}
