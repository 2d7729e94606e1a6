import ICAL from "ical.js";
import type { BusyInterval } from "@/lib/booking/feed-store";
import { calendarDate, instantAt } from "@/lib/core/zoned-time";
import { OFFICE_TIME_ZONE } from "@/content/business";

export type { BusyInterval };

/**
 * An assessor's calendar feed reduced to the times it is busy, with Mozilla's ical.js
 * (docs/decisions/0034-calendar-feeds-and-invites.md): recurring events expanded with their
 * EXDATEs, occurrences moved by a RECURRENCE-ID override taken from the override, times read in
 * the zone the file's own VTIMEZONE defines (Outlook's Windows names such as "Eastern Standard
 * Time" included), all-day events blocking their whole days in the office's zone, and events
 * marked free (TRANSP:TRANSPARENT, Outlook's busy status FREE) or cancelled blocking nothing.
 * Only instants come out: no summary, description, location or address of an event is kept.
 */

/** The stretch of time asked about, [from, to). */
export interface BusyWindow {
  from: Date;
  to: Date;
}

export interface ParseOptions {
  /**
   * The zone of all-day events and of times without a zone: the office's (OFFICE_TIME_ZONE of
   * the business record) by default.
   */
  zone?: string;
  /** Occurrences one recurring event may expand to before the rest is ignored. */
  maxOccurrencesPerEvent?: number;
}

export const DEFAULT_FEED_ZONE = OFFICE_TIME_ZONE;
/** Over fifty years of a daily event: a rule that expands further (every minute, say) is cut short. */
export const MAX_OCCURRENCES_PER_EVENT = 20000;

/** A feed that is not an iCalendar file the library can read; the message quotes nothing of it. */
export class FeedParseError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = "FeedParseError";
  }
}

/** The busy intervals of one feed inside the window, clipped to it, sorted and merged. */
export function parseBusyIntervals(text: string, window: BusyWindow, options: ParseOptions = {}): BusyInterval[] {
  const zone = options.zone ?? DEFAULT_FEED_ZONE;
  const cap = options.maxOccurrencesPerEvent ?? MAX_OCCURRENCES_PER_EVENT;
  const from = window.from.getTime();
  const to = window.to.getTime();
  if (!(from < to)) return [];

  const calendars = readCalendars(text);
  const found: [number, number][] = [];
  const add = (start: number, end: number) => {
    if (end > from && start < to && end > start) found.push([Math.max(start, from), Math.min(end, to)]);
  };

  for (const calendar of calendars) {
    const events = calendar.getAllSubcomponents("vevent");
    // The occurrences each series' overrides replace, and the series cancelled as a whole.
    const overridden = new Map<string, Set<number>>();
    const cancelledSeries = new Set<string>();
    for (const event of events) {
      const uid = text_(event, "uid");
      const recurrenceId = event.getFirstProperty("recurrence-id");
      if (recurrenceId) {
        const ids = overridden.get(uid) ?? new Set<number>();
        ids.add(instant(recurrenceId.getFirstValue() as ICAL.Time, zoneOf(recurrenceId, zone), zone));
        overridden.set(uid, ids);
      } else if (text_(event, "status").toUpperCase() === "CANCELLED") {
        cancelledSeries.add(uid);
      }
    }

    for (const component of events) {
      if (!blocks(component)) continue;
      const uid = text_(component, "uid");
      if (cancelledSeries.has(uid)) continue;
      const dtstart = component.getFirstProperty("dtstart");
      if (!dtstart) continue;
      const startZone = zoneOf(dtstart, zone);
      const event = new ICAL.Event(component);
      const endZone = zoneOf(component.getFirstProperty("dtend") ?? dtstart, zone);

      // An override is an occurrence of its own, wherever it moved to (into the window or out).
      if (event.isRecurrenceException() || !event.isRecurring()) {
        add(instant(event.startDate, startZone, zone), instant(event.endDate, endZone, zone));
        continue;
      }

      const skip = overridden.get(uid);
      const duration = event.duration;
      const expansion = event.iterator();
      for (let count = 0; count < cap; count++) {
        const occurrence = expansion.next();
        if (!occurrence) break;
        const start = instant(occurrence, startZone, zone);
        if (start >= to) break;
        if (skip?.has(start)) continue;
        const end = occurrence.clone();
        end.addDuration(duration);
        add(start, instant(end, startZone, zone));
      }
    }
  }
  return mergeIntervals(found.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })));
}

/** Sorted, with overlapping or touching intervals joined (several feeds' busy times combine so). */
export function mergeIntervals(intervals: readonly BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals]
    .filter((i) => i.end.getTime() > i.start.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start.getTime() <= last.end.getTime()) {
      if (interval.end.getTime() > last.end.getTime()) last.end = new Date(interval.end);
    } else {
      merged.push({ start: new Date(interval.start), end: new Date(interval.end) });
    }
  }
  return merged;
}

function readCalendars(text: string): ICAL.Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    // The library's messages quote the offending line, which may be an event's private text.
    throw new FeedParseError("the feed is not a readable iCalendar file");
  }
  const roots = (Array.isArray(parsed) && typeof parsed[0] === "string" ? [parsed] : parsed) as unknown[];
  const calendars = roots
    .filter((root): root is unknown[] => Array.isArray(root) && root[0] === "vcalendar")
    .map((root) => new ICAL.Component(root as ConstructorParameters<typeof ICAL.Component>[0]));
  if (calendars.length === 0) throw new FeedParseError("the feed holds no VCALENDAR");
  return calendars;
}

/** Whether an event makes its time busy: not cancelled, not marked free. */
function blocks(event: ICAL.Component): boolean {
  if (text_(event, "status").toUpperCase() === "CANCELLED") return false;
  if (text_(event, "transp").toUpperCase() === "TRANSPARENT") return false;
  // Outlook's own busy status, which it also publishes for "Show as: Free" events.
  if (text_(event, "x-microsoft-cdo-busystatus").toUpperCase() === "FREE") return false;
  return true;
}

function text_(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === "string" ? value : "";
}

const knownZones = new Map<string, boolean>();

/**
 * The zone to read a time in when the file does not define its TZID: the TZID itself when it is
 * an IANA name this runtime knows, else the office's.
 */
function zoneOf(property: ICAL.Property, fallback: string): string {
  const tzid = property.getParameter("tzid");
  if (typeof tzid !== "string" || tzid === "") return fallback;
  let known = knownZones.get(tzid);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tzid });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(tzid, known);
  }
  return known ? tzid : fallback;
}

/**
 * A time as milliseconds since the epoch. A date (an all-day event) is midnight in the office's
 * zone; a time in a zone ical.js found (the file's VTIMEZONE, or UTC) is converted by it; a time
 * without one (floating, or a TZID the file never defines) is read as wall time in `wallZone`.
 */
function instant(time: ICAL.Time, wallZone: string, officeZone: string): number {
  if (time.isDate) return wallTimeToUtc(time.year, time.month, time.day, 0, 0, 0, officeZone);
  const tzid = time.zone?.tzid;
  if (!time.zone || tzid === "floating") {
    return wallTimeToUtc(time.year, time.month, time.day, time.hour, time.minute, time.second, wallZone);
  }
  return time.toUnixTime() * 1000;
}

/** The instant a wall-clock time in `zone` names (lib/core/zoned-time.ts carries the zone's rules). */
function wallTimeToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  zone: string,
): number {
  return instantAt(calendarDate(year, month, day), hour * 60 + minute, zone).getTime() + second * 1000;
}
