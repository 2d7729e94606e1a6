import type { Affected, Severity } from "@/lib/support/schema";

/**
 * What a client's status page shows of an urgent request: only what the client sent and where it
 * stands, never a username or another client's data. Built on the server (lib/support/status.ts)
 * from the stored request; pure here so the page and its tests share it.
 */
export type UrgentStage =
  /** Paging is due now and on its way (the first seconds after sending). */
  | { kind: "paging" }
  /** A major request outside the help desk's hours: the page goes out when it opens. */
  | { kind: "scheduled"; at: Date }
  | { kind: "paged"; at: Date }
  /**
   * `by` is the technician's display name, or "a technician" when they have none; `pagedAt` is set
   * when a page went out before they took it.
   */
  | { kind: "acknowledged"; at: Date; by: string; pagedAt?: Date }
  /** The paging service refused or did not answer for ten minutes: the client must call. */
  | { kind: "page-failed" }
  /** Stored and e-mailed to the on-call inbox, but paging no one: the client should call. */
  | { kind: "not-paged" }
  /**
   * Its support code had paged as often as it may in the last 60 minutes and none of its requests
   * was open: the on-call inbox has it, the pager was not used. The client should call.
   */
  | { kind: "inbox-only" };

export interface UrgentStatusView {
  reference: number;
  practice: string;
  severity: Severity;
  affected: Affected;
  receivedAt: Date;
  /** Where it stands; for a request attached to another, where that open request stands. */
  stage: UrgentStage;
  /** Set when this request was added to the practice's open request instead of paging again. */
  attachedTo?: number;
  /** When this request itself was closed (never another request's closing). */
  closedAt?: Date;
  /** Set when it was closed together with the request it was attached to. */
  closedWith?: number;
}

const TIME = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Toronto",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Toronto",
  weekday: "long",
  month: "long",
  day: "numeric",
});
const CALENDAR_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Toronto",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * "7:42 a.m." in Toronto time, or "7:42 a.m. on Monday, November 30" when that is not today in
 * Toronto.
 */
export function torontoTime(at: Date, now: Date = new Date()): string {
  // en-CA writes "a.m."/"p.m." already; spaces are normalised (some ICU versions use U+202F).
  const time = TIME.format(at).replace(/\s/g, " ");
  return CALENDAR_DAY.format(at) === CALENDAR_DAY.format(now) ? time : `${time} on ${DAY.format(at)}`;
}
