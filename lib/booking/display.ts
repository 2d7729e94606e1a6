import { OFFICE_TIME_ZONE } from "@/content/business";
import { onFirstUse } from "@/lib/core/format";
import { type CalendarDate, dateIn } from "@/lib/core/zoned-time";

/**
 * Slots as a visitor reads them: Toronto time, with the zone named (EST in winter, EDT in summer),
 * grouped by day. Imports only the zone's name from the business record, so a browser island (the
 * day-then-time picker) can format the slots it is handed without the rest of the record.
 */

/** A slot's start and end as UTC instants, or as the API's `YYYY-MM-DDTHH:MM:SSZ` text. */
export interface SlotTimes {
  start: Date | string;
  end: Date | string;
}

export interface SlotChoice {
  /** The radio's value and the API's `slot`: the start, `YYYY-MM-DDTHH:MM:SSZ`. */
  value: string;
  /** "9:00 a.m." */
  time: string;
  /** "Monday, March 9, 9:00 a.m. to 9:30 a.m. EDT": a label that stands alone for a screen reader. */
  label: string;
}

export interface SlotDay {
  date: CalendarDate;
  /** "Monday, March 9" */
  heading: string;
  /** "EDT" or "EST": the zone's abbreviation that day. */
  zone: string;
  /** "Eastern Daylight Time" */
  zoneName: string;
  slots: SlotChoice[];
}

const asDate = (at: Date | string) => (typeof at === "string" ? new Date(at) : at);

const formats = onFirstUse(() => ({
  time: new Intl.DateTimeFormat("en-CA", {
    timeZone: OFFICE_TIME_ZONE,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }),
  day: new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }),
  zone: new Intl.DateTimeFormat("en-US", { timeZone: OFFICE_TIME_ZONE, timeZoneName: "short" }),
  zoneName: new Intl.DateTimeFormat("en-US", { timeZone: OFFICE_TIME_ZONE, timeZoneName: "long" }),
}));

/** ICU writes a narrow no-break space before "a.m." in some versions; pages and tests want a space. */
const plainSpaces = (text: string) => text.replace(/\s/g, " ");

const zonePart = (format: Intl.DateTimeFormat, at: Date) =>
  format.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "Toronto time";

/** "9:00 a.m.", Toronto time. */
export function slotTime(at: Date | string): string {
  return plainSpaces(formats().time.format(asDate(at)));
}

/** "Monday, March 9" for a Toronto calendar date. */
export function dayHeading(date: CalendarDate): string {
  return plainSpaces(formats().day.format(new Date(`${date}T12:00:00Z`)));
}

/** "EST" or "EDT": Toronto's zone abbreviation at that instant. */
export function zoneAbbreviation(at: Date | string): string {
  return zonePart(formats().zone, asDate(at));
}

/** "Eastern Standard Time" or "Eastern Daylight Time" at that instant. */
export function zoneName(at: Date | string): string {
  return zonePart(formats().zoneName, asDate(at));
}

/** A slot's start as a form value and the API's text: "2026-03-09T13:00:00Z". */
export function slotValue(at: Date | string): string {
  return asDate(at)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z");
}

/** "Monday, March 9, 9:00 a.m. to 9:30 a.m. EDT" for an e-mail, a confirmation or a label. */
export function describeSlot(slot: SlotTimes): string {
  const start = asDate(slot.start);
  const date = dateIn(start, OFFICE_TIME_ZONE);
  return `${dayHeading(date)}, ${slotTime(start)} to ${slotTime(slot.end)} ${zoneAbbreviation(start)}`;
}

/** The slots grouped by their Toronto day, in the order given (openSlots gives time order). */
export function slotsByDay(slots: readonly SlotTimes[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const start = asDate(slot.start);
    const date = dateIn(start, OFFICE_TIME_ZONE);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, heading: dayHeading(date), zone: zoneAbbreviation(start), zoneName: zoneName(start), slots: [] };
      days.push(day);
    }
    day.slots.push({ value: slotValue(start), time: slotTime(start), label: describeSlot(slot) });
  }
  return days;
}
