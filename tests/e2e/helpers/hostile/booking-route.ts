import fc from "fast-check";
import { OFFICE_TIME_ZONE } from "@/content/business";
import { slotValue } from "@/lib/booking/display";
import { BOOKING_LIMITS, BOOKING_MAX_BYTES, MAX_WORKSTATIONS } from "@/lib/booking/schema";
import { addDays, dateIn, instantAt, wallClock, weekdayOf, type CalendarDate } from "@/lib/core/zoned-time";
import { emailFor, hostileField, hostileText } from "./arbitraries";
import type { FieldSpec, PostRoute } from "./invalid";
import { invalidEmails } from "./routes";

/**
 * POST /api/booking as the hostile-input spec sees it. Its valid bodies carry slots picked from
 * GET /api/booking/slots (as a visitor's page would), so they depend on the moment the tests run:
 * `bookingSlotPlan` reads that list once and splits it into the days the tests book themselves (a
 * taken slot, a full day) and the days it leaves free. Every slot case is chosen so its answer
 * cannot change while the tests run (hours, not minutes, from any edge of the rules).
 */

/** Office hours on the grid, as minutes after midnight: 9:00 … 16:30. */
const GRID = Array.from({ length: 16 }, (_, i) => 9 * 60 + 30 * i);
/** Grid-aligned times outside the office hours: midnight … 8:30 and 17:00 … 23:30. */
const NIGHT = Array.from({ length: 48 }, (_, i) => 30 * i).filter((m) => m < 9 * 60 || m >= 17 * 60);

const at = (date: CalendarDate, minutes: number) => slotValue(instantAt(date, minutes, OFFICE_TIME_ZONE));
const dayOf = (slot: string) => dateIn(new Date(slot), OFFICE_TIME_ZONE);

export interface BookingSlotPlan {
  /** The Toronto date today. */
  today: CalendarDate;
  /** Every free start the API listed, in order, and the dates they fall on. */
  free: string[];
  days: CalendarDate[];
  /** Booked by the tests before its properties run: one slot, and a day up to its cap. */
  taken: string;
  fullDay: { date: CalendarDate; booked: string[]; rest: string[] };
  /** Free slots on days the tests never book, far enough ahead to stay free (and out of the notice) all run. */
  open: string[];
  /**
   * Grid times of the first bookable day before its first free slot and more than 45 minutes
   * ahead: inside the notice now, and still inside it (not yet past) for more than an hour.
   */
  insideNotice: string[];
}

/** Splits the API's free slots (read at `now`) into what the booking properties use. */
export function bookingSlotPlan(free: string[], now: Date): BookingSlotPlan {
  const days = [...new Set(free.map(dayOf))];
  if (days.length < 8) throw new Error(`the slots API listed ${days.length} days; the booking properties need 8`);
  const onDay = (d: CalendarDate) => free.filter((s) => dayOf(s) === d);
  const fullDate = days[4]!;
  const fullSlots = onDay(fullDate);
  if (fullSlots.length < 6)
    throw new Error(`${fullDate} has ${fullSlots.length} free slots; the day-full case needs 6`);
  const first = free[0]!;
  const insideNotice = GRID.map((m) => at(days[0]!, m)).filter(
    (s) => s < first && new Date(s).getTime() > now.getTime() + 45 * 60_000,
  );
  return {
    today: dateIn(now, OFFICE_TIME_ZONE),
    free,
    days,
    taken: onDay(days[3]!)[2]!,
    fullDay: { date: fullDate, booked: fullSlots.slice(0, 4), rest: fullSlots.slice(4) },
    open: days.slice(5).flatMap(onDay),
    insideNotice,
  };
}

export interface SlotCase {
  label: string;
  slot: unknown;
  /** 400: it can never be booked; 409: a valid slot that is not free; 429: a limit of the store. */
  expected: 400 | 409 | 429;
  /** The e-mail address to book with, when the case is about the address rather than the time. */
  email?: string;
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
};

/**
 * Slots the booking route must refuse, each with its status: the past, the night, weekends, off
 * the grid, impossible dates and times, text that is not one instant written
 * `YYYY-MM-DDTHH:MM:SSZ`, beyond the horizon (400); inside the notice, taken, on a full day (409);
 * a free slot for an e-mail address whose booking still waits for its confirmation (429).
 */
export function slotCases(plan: BookingSlotPlan, pendingEmail: string): fc.Arbitrary<SlotCase> {
  const anyOpen = fc.constantFrom(...plan.open);
  const horizonDates = Array.from({ length: 35 }, (_, i) => addDays(plan.days[0]!, i));
  const weekend = horizonDates.filter((d) => [0, 6].includes(weekdayOf(d)));
  const never = (label: string, slot: unknown): SlotCase => ({ label, slot, expected: 400 });
  const cases: fc.Arbitrary<SlotCase>[] = [
    fc
      .tuple(fc.integer({ min: 1, max: 3650 }), fc.constantFrom(...GRID))
      .map(([back, m]) => never("past", at(addDays(plan.today, -back), m))),
    fc.tuple(fc.constantFrom(...plan.days), fc.constantFrom(...NIGHT)).map(([d, m]) => never("night", at(d, m))),
    fc.tuple(fc.constantFrom(...weekend), fc.constantFrom(...GRID)).map(([d, m]) => never("weekend", at(d, m))),
    // Past the last meeting of the day, or past its closing time.
    fc.constantFrom(...plan.days).map((d) => never("ends after closing", at(d, 16 * 60 + 45))),
    fc
      .tuple(
        fc.constantFrom(...plan.free),
        fc.oneof(
          fc.integer({ min: 1, max: 29 }).map((m) => m * 60_000),
          fc.integer({ min: 1, max: 59 }).map((s) => s * 1000),
        ),
      )
      .map(([s, shift]) => never("off the grid", slotValue(new Date(Date.parse(s) + shift)))),
    fc
      .tuple(fc.constantFrom(...plan.free), fc.integer({ min: 40, max: 2000 }))
      .map(([s, days]) => never("beyond the horizon", at(addDays(dayOf(s), days), 10 * 60))),
    fc
      .tuple(
        fc.integer({ min: 2020, max: 2099 }),
        fc.constantFrom(
          "02-30T15:00:00Z",
          "02-31T15:00:00Z",
          "04-31T15:00:00Z",
          "13-01T15:00:00Z",
          "00-10T15:00:00Z",
          "06-00T15:00:00Z",
          "06-10T24:00:00Z",
          "06-10T25:00:00Z",
          "06-10T15:60:00Z",
          "06-10T15:00:60Z",
          "06-10T99:99:99Z",
        ),
      )
      .map(([year, rest]) => never("impossible date or time", `${year}-${rest}`)),
    fc
      .constantFrom("2027-02-29T15:00:00Z", "2100-02-29T15:00:00Z", "0000-00-00T00:00:00Z")
      .map((s) => never("impossible", s)),
    // One real, free instant, written any other way than the list writes it.
    fc
      .tuple(
        anyOpen,
        fc.constantFrom<(s: string) => string>(
          (s) => s.replace("Z", ".000Z"),
          (s) => s.replace("Z", "+00:00"),
          (s) => s.replace("Z", ""),
          (s) => s.toLowerCase(),
          (s) => s.replace("T", " "),
          (s) => ` ${s}`,
          (s) => `${s}\n`,
          (s) => s.slice(0, 10),
          (s) => s.slice(11),
          (s) => String(Date.parse(s)),
          (s) => new Date(s).toUTCString(),
          (s) => new Date(s).toString(),
          (s) => s.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
          (s) => `${s},${s}`,
          (s) => {
            const local = wallClock(new Date(s), OFFICE_TIME_ZONE);
            const offset = Math.round(
              (Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000 - Date.parse(s)) / 60_000,
            );
            return `${local.date}T${String(Math.floor(local.minutes / 60)).padStart(2, "0")}:${String(local.minutes % 60).padStart(2, "0")}:00${offsetText(offset)}`;
          },
        ),
      )
      .map(([s, write]) => never("not written YYYY-MM-DDTHH:MM:SSZ", write(s))),
    fc
      .constantFrom("tomorrow at ten", "now", "next Tuesday 10am", "10:00", "ASAP", "null", "undefined", "<script>")
      .map((s) => never("not an instant", s)),
    hostileText.map((s) => never("hostile text", s)),
    // Valid slots that are not free: 409 with the fresh slots.
    fc.constant<SlotCase>({ label: "taken", slot: plan.taken, expected: 409 }),
    fc.constantFrom(...plan.fullDay.rest).map((s): SlotCase => ({ label: "on a full day", slot: s, expected: 409 })),
    // A free slot for an address whose booking waits for its confirmation: the store's limit.
    fc
      .tuple(
        anyOpen,
        fc.constantFrom<(e: string) => string>(
          (e) => e,
          (e) => e.toUpperCase(),
          (e) => e.replace("@", "+again@"),
        ),
      )
      .map(([s, spell]): SlotCase => ({
        label: "e-mail with a pending booking",
        slot: s,
        expected: 429,
        email: spell(pendingEmail),
      })),
  ];
  if (plan.insideNotice.length > 0)
    cases.push(
      fc
        .constantFrom(...plan.insideNotice)
        .map((s): SlotCase => ({ label: "inside the notice", slot: s, expected: 409 })),
    );
  return fc.oneof(...cases);
}

/** A valid booking's details (the slot apart), carrying hostile text where text is free. */
export const bookingDetails = fc.record(
  {
    meeting: fc.constantFrom("phone", "visit"),
    name: hostileField(2, BOOKING_LIMITS.name),
    practice: hostileField(2, BOOKING_LIMITS.practice),
    email: emailFor("booking"),
    phone: hostileField(7, BOOKING_LIMITS.phone),
    workstations: fc.oneof(
      fc.integer({ min: 1, max: MAX_WORKSTATIONS }),
      fc
        .tuple(fc.integer({ min: 1, max: MAX_WORKSTATIONS }), fc.constantFrom("", " ", "  "))
        .map(([n, pad]) => `${pad}${n}${pad}`),
    ),
    notes: hostileField(0, BOOKING_LIMITS.notes),
    sourcePath: fc.constantFrom("/book", "/book/check", "/"),
    utmSource: fc.oneof(fc.constant("newsletter"), hostileText),
    referrerDomain: fc.oneof(fc.constant("google.ca"), hostileText),
  },
  { requiredKeys: ["meeting", "name", "practice", "email", "phone"] },
);

/** The booking route for invalidRequest: any free slot, since no invalid body reaches the slot's check. */
export function bookingRoute(plan: BookingSlotPlan): PostRoute {
  const fields: Record<string, FieldSpec> = {
    slot: { kind: "string", required: true, max: BOOKING_LIMITS.slot, invalid: fc.constantFrom("", " ", "\t\n") },
    meeting: {
      kind: "string",
      required: true,
      invalid: fc.constantFrom("", "video", "Phone", "phone ", "<script>", "visit,phone"),
    },
    name: { kind: "string", required: true, max: BOOKING_LIMITS.name, invalid: fc.constantFrom("", " ", "a", " a \n") },
    practice: {
      kind: "string",
      required: true,
      max: BOOKING_LIMITS.practice,
      invalid: fc.constantFrom("", "x", "   "),
    },
    email: { kind: "string", required: true, max: BOOKING_LIMITS.email, invalid: invalidEmails },
    phone: {
      kind: "string",
      required: true,
      max: BOOKING_LIMITS.phone,
      invalid: fc.constantFrom("", "12345", "  123  "),
    },
    workstations: {
      // A whole number, as JSON or as the form's text: no other type.
      kind: "number",
      required: false,
      wrongType: fc.constantFrom(null, true, false, [], [3], {}, { n: 3 }),
      invalid: fc.constantFrom(
        0,
        -1,
        1.5,
        MAX_WORKSTATIONS + 1,
        1e308,
        "0",
        "lots",
        "1.5",
        "1e2",
        "-3",
        "1000",
        " ",
        "０",
      ),
    },
    notes: { kind: "string", required: false, max: BOOKING_LIMITS.notes },
    sourcePath: {
      kind: "string",
      required: false,
      max: 200,
      invalid: fc.constantFrom("https://evil.example/", "/ABC", "/<script>", "relative", "/a b"),
    },
  };
  return {
    name: "booking",
    path: "/api/booking",
    accepts: ["json", "form", "multipart"],
    maxBytes: BOOKING_MAX_BYTES,
    fields,
    validBody: fc.tuple(fc.constantFrom(...plan.open), bookingDetails).map(([slot, details]) => ({ slot, ...details })),
    honeypot: "website",
    honeypotStatus: 201,
  };
}
