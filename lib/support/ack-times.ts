import { openMinutesBetween } from "@/lib/support/hours";
import type { Severity } from "@/lib/support/schema";

/**
 * Time to acknowledge, measured against what each tier promises the client
 * (BUSINESS.claims.emergencyTiers): critical within 1 hour, major within 2-4 business hours,
 * standard within 24 hours. It counts from the page (`pagedAt`), not from the request's receipt:
 * a major request sent at night pages no one until the help desk opens, and that wait is the
 * hours' doing, not the technician's. Times shown are clock time; whether a response was late is
 * judged on the promise's own clock (the help desk's open hours for major, so a page at 5:30 p.m.
 * taken at 8:30 the next morning took one business hour) with the promise's longest figure (4
 * hours for major), so "late" never flags a response the promise still allows.
 */
export interface AckPromise {
  minutes: number;
  /** Counted only while the help desk is open (lib/support/hours.ts), not around the clock. */
  businessHours: boolean;
  /** "1 h": short enough for a table cell. */
  label: string;
}

export const ACK_PROMISES: Readonly<Record<Severity, AckPromise>> = {
  critical: { minutes: 60, businessHours: false, label: "1 h" },
  major: { minutes: 4 * 60, businessHours: true, label: "4 business h" },
  standard: { minutes: 24 * 60, businessHours: false, label: "24 h" },
};

export function ackPromiseOf(severity: string): AckPromise | null {
  return Object.hasOwn(ACK_PROMISES, severity) ? ACK_PROMISES[severity as Severity] : null;
}

/** Whether a response from `from` to `to` took longer than the promise allows, on its own clock. */
export function isLate(promise: AckPromise, from: Date, to: Date): boolean {
  const taken = promise.businessHours ? openMinutesBetween(from, to) : minutesBetween(from, to);
  return taken > promise.minutes;
}

const MINUTE_MS = 60_000;

/** Whole minutes between two moments (never negative: clocks of two servers may disagree a little). */
export function minutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / MINUTE_MS));
}

/** "12 min", "2 h 5 min", "3 d 4 h": a duration staff read at a glance. */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  if (m < 48 * 60) {
    const hours = Math.floor(m / 60);
    const rest = m % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(m / (24 * 60));
  const hours = Math.floor((m % (24 * 60)) / 60);
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
}

/** Where a request stands against its promise. */
export type AckTiming =
  /** Never paged: nothing was promised from a page. */
  | { kind: "not-paged" }
  | { kind: "acknowledged"; minutes: number; late: boolean; promise: AckPromise }
  /** Paged, not yet taken (and not closed): the clock is still running. */
  | { kind: "waiting"; minutes: number; late: boolean; promise: AckPromise }
  /** Closed without anyone taking it after the page. */
  | { kind: "closed-untaken"; promise: AckPromise };

export function ackTiming(
  row: { severity: string; pagedAt: Date | null; acknowledgedAt: Date | null; closedAt: Date | null },
  now: Date = new Date(),
): AckTiming {
  const promise = ackPromiseOf(row.severity);
  if (!row.pagedAt || !promise) return { kind: "not-paged" };
  if (row.acknowledgedAt) {
    const minutes = minutesBetween(row.pagedAt, row.acknowledgedAt);
    return { kind: "acknowledged", minutes, late: isLate(promise, row.pagedAt, row.acknowledgedAt), promise };
  }
  if (row.closedAt) return { kind: "closed-untaken", promise };
  const minutes = minutesBetween(row.pagedAt, now);
  return { kind: "waiting", minutes, late: isLate(promise, row.pagedAt, now), promise };
}

/** "12 min (promise 1 h)", "waiting 25 min (promise 1 h)", or "—" when there was no page. */
export function ackTimingText(timing: AckTiming): string {
  switch (timing.kind) {
    case "not-paged":
      return "—";
    case "acknowledged":
      return `${formatMinutes(timing.minutes)} (promise ${timing.promise.label})`;
    case "waiting":
      return `waiting ${formatMinutes(timing.minutes)} (promise ${timing.promise.label})`;
    case "closed-untaken":
      return `closed before anyone took it (promise ${timing.promise.label})`;
  }
}
