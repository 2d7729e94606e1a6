/** @jest-environment node */
import fc from "fast-check";
import { BOOKING_RULES, type BookingRules } from "@/content/business";
import { slotTime, slotValue, slotsByDay, zoneAbbreviation } from "@/lib/booking/display";
import { closedDay } from "@/lib/booking/holidays";
import {
  bookingDay,
  bookingHorizon,
  bookingWeek,
  bookingWeekCount,
  bookingWeekOfSlot,
  classifySlot,
  type Interval,
  MAX_SLOT_RANGE_DAYS,
  officeTimeAfter,
  openSlots,
  rangeInterval,
  readSlotRange,
  type Slot,
  type SlotContext,
} from "@/lib/booking/slots";
import { addDays, dateIn, instantAt, minutesOfDay, wallClock } from "@/lib/core/zoned-time";
import { openMinutesBetween } from "@/lib/support/hours";

const TORONTO = "America/Toronto";
/** The record's rules without its dated closures, so the dates below keep their meaning. */
const RULES: BookingRules = { ...BOOKING_RULES, closures: [] };

const at = (iso: string) => new Date(iso);
const values = (context: SlotContext, from: string, days: number) =>
  openSlots({ rules: RULES, ...context }, { from, days }).map((s) => slotValue(s.start));
const toronto = (value: string) => {
  const w = wallClock(new Date(value), TORONTO);
  return `${w.date} ${String(Math.floor(w.minutes / 60)).padStart(2, "0")}:${String(w.minutes % 60).padStart(2, "0")}`;
};
const interval = (start: string, end: string): Interval => ({ start: at(start), end: at(end) });
const verdict = (value: unknown, context: Omit<SlotContext, "rules">, rules: BookingRules = RULES) => {
  const v = classifySlot(value, { rules, ...context });
  return v.outcome === "free" ? "free" : `${v.outcome}:${v.reason}`;
};

/** The sixteen half hours from 9:00 to 16:30, as Toronto wall clocks. */
const DAY_GRID = Array.from(
  { length: 16 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);

describe("daylight saving time", () => {
  it("keeps the March week's slots at 9:00 to 16:30 in Toronto while their UTC times move an hour", () => {
    // Clocks go forward on Sunday, March 8, 2026.
    const now = at("2026-02-26T15:00:00Z");
    const slots = openSlots({ rules: RULES, now }, { from: "2026-03-02", days: 14 });
    const days = slotsByDay(slots);
    expect(days.map((d) => d.date)).toEqual([
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-09",
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
    ]);
    for (const day of days) expect(day.slots.map((s) => toronto(s.value).slice(11))).toEqual(DAY_GRID);
    const friday = days.find((d) => d.date === "2026-03-06")!;
    const monday = days.find((d) => d.date === "2026-03-09")!;
    expect([friday.slots[0]!.value, friday.slots.at(-1)!.value]).toEqual([
      "2026-03-06T14:00:00Z",
      "2026-03-06T21:30:00Z",
    ]);
    expect([monday.slots[0]!.value, monday.slots.at(-1)!.value]).toEqual([
      "2026-03-09T13:00:00Z",
      "2026-03-09T20:30:00Z",
    ]);
    expect([friday.zone, monday.zone]).toEqual(["EST", "EDT"]);
    expect([friday.zoneName, monday.zoneName]).toEqual(["Eastern Standard Time", "Eastern Daylight Time"]);
    expect(friday.slots[0]!.time).toBe("9:00 a.m.");
    expect(monday.slots[0]!.time).toBe("9:00 a.m.");
    expect(monday.slots.at(-1)!.label).toBe("Monday, March 9, 4:30 p.m. to 5:00 p.m. EDT");
  });

  it("keeps the November week's slots at 9:00 to 16:30 in Toronto while their UTC times move back", () => {
    // Clocks go back on Sunday, November 1, 2026.
    const now = at("2026-10-22T15:00:00Z");
    const days = slotsByDay(openSlots({ rules: RULES, now }, { from: "2026-10-26", days: 14 }));
    expect(days).toHaveLength(10);
    for (const day of days) expect(day.slots.map((s) => toronto(s.value).slice(11))).toEqual(DAY_GRID);
    const friday = days.find((d) => d.date === "2026-10-30")!;
    const monday = days.find((d) => d.date === "2026-11-02")!;
    expect(friday.slots[0]!.value).toBe("2026-10-30T13:00:00Z");
    expect(monday.slots[0]!.value).toBe("2026-11-02T14:00:00Z");
    expect(monday.slots.at(-1)!.value).toBe("2026-11-02T21:30:00Z");
    expect([friday.zone, monday.zone]).toEqual(["EDT", "EST"]);
  });

  it("validates a slot by its Toronto time on either side of a change", () => {
    const now = at("2026-02-26T15:00:00Z");
    // 13:00 UTC is 8:00 in EST (closed) and 9:00 in EDT (open).
    expect(verdict("2026-03-06T13:00:00Z", { now })).toBe("never:outside-hours");
    expect(verdict("2026-03-09T13:00:00Z", { now })).toBe("free");
    // 21:30 UTC is 16:30 in EST (the last slot) and 17:30 in EDT (closed).
    expect(verdict("2026-03-06T21:30:00Z", { now })).toBe("free");
    expect(verdict("2026-03-09T21:30:00Z", { now })).toBe("never:outside-hours");
  });
});

describe("notice of two office hours", () => {
  it("counts only office hours: 16:30 on a Friday books from 10:30 on Monday", () => {
    const now = at("2026-03-13T20:30:00Z"); // Friday 16:30 EDT
    expect(officeTimeAfter(now, 120, RULES).toISOString()).toBe("2026-03-16T14:30:00.000Z");
    expect(values({ now }, "2026-03-13", 4)[0]).toBe("2026-03-16T14:30:00Z");
    expect(verdict("2026-03-16T14:00:00Z", { now })).toBe("not-free:notice");
    expect(verdict("2026-03-16T14:30:00Z", { now })).toBe("free");
  });

  it("skips a holiday Monday: 16:30 on the Friday before Thanksgiving books from 10:30 on Tuesday", () => {
    const now = at("2026-10-09T20:30:00Z");
    expect(closedDay("2026-10-12", RULES)?.name).toBe("Thanksgiving");
    expect(values({ now }, "2026-10-09", 5)[0]).toBe("2026-10-13T14:30:00Z");
    expect(verdict("2026-10-12T14:30:00Z", { now })).toBe("never:closed-day");
  });

  it("ends exactly at closing time when two office hours remain, leaving the next morning's first slot", () => {
    const now = at("2026-03-13T19:00:00Z"); // Friday 15:00
    expect(officeTimeAfter(now, 120, RULES).toISOString()).toBe("2026-03-13T21:00:00.000Z");
    expect(values({ now }, "2026-03-13", 4)[0]).toBe("2026-03-16T13:00:00Z");
    // One minute later the notice ends at 9:01 on Monday: the first slot is 9:30.
    expect(values({ now: at("2026-03-13T19:01:00Z") }, "2026-03-13", 4)[0]).toBe("2026-03-16T13:30:00Z");
  });

  it("starts counting at the opening when asked before it, and within the day when asked during it", () => {
    expect(values({ now: at("2026-03-17T11:00:00Z") }, "2026-03-17", 1)[0]).toBe("2026-03-17T15:00:00Z"); // 7:00 → 11:00
    expect(values({ now: at("2026-03-17T14:10:00Z") }, "2026-03-17", 1)[0]).toBe("2026-03-17T16:30:00Z"); // 10:10 → 12:10 → 12:30
  });

  it("counts a weekend request from Monday's opening", () => {
    const now = at("2026-03-14T16:00:00Z"); // Saturday noon
    expect(values({ now }, "2026-03-14", 3)[0]).toBe("2026-03-16T15:00:00Z"); // Monday 11:00
  });
});

describe("the horizon of 15 business days", () => {
  it("counts business days from the first day the notice leaves a slot on, skipping holidays", () => {
    // Friday, March 27, 2026 at 16:30: the first day is Monday the 30th; Good Friday (April 3) is
    // not a business day, so the fifteenth is Monday, April 20.
    const now = at("2026-03-27T20:30:00Z");
    expect(bookingHorizon(now, RULES)).toMatchObject({ first: "2026-03-30", last: "2026-04-20" });
    const listed = new Set(values({ now }, "2026-03-27", 31).map((v) => v.slice(0, 10)));
    expect(listed.size).toBe(15);
    expect(listed.has("2026-04-03")).toBe(false);
    expect(listed.has("2026-04-20")).toBe(true);
    expect(verdict("2026-04-21T13:00:00Z", { now })).toBe("never:beyond-horizon");
  });

  it("counts today when a slot is still possible today", () => {
    const now = at("2026-03-17T13:00:00Z"); // Tuesday 9:00
    // Good Friday, April 3, is not counted: the fifteenth business day is Tuesday, April 7.
    expect(bookingHorizon(now, RULES)).toMatchObject({ first: "2026-03-17", last: "2026-04-07" });
  });

  it("skips the dated closures of the business record too", () => {
    const rules: BookingRules = { ...RULES, closures: [{ from: "2026-03-18", through: "2026-03-20", note: "Away" }] };
    const now = at("2026-03-17T13:00:00Z");
    expect(bookingHorizon(now, rules).last).toBe("2026-04-10");
    expect(verdict("2026-03-18T14:00:00Z", { now }, rules)).toBe("never:closed-day");
    expect(openSlots({ rules, now }, { from: "2026-03-18", days: 3 })).toEqual([]);
  });
});

describe("the day's cap and what is taken", () => {
  const now = at("2026-03-13T13:00:00Z");
  const day = "2026-03-17";
  const booking = (hhmm: string): Interval => {
    const start = instantAt(day, minutesOfDay(hhmm), TORONTO);
    return { start, end: new Date(start.getTime() + 30 * 60_000) };
  };

  it("closes a day once it holds four live bookings", () => {
    const three = ["09:00", "11:00", "14:00"].map(booking);
    expect(values({ now, bookings: three }, day, 1)).toHaveLength(13);
    const four = [...three, booking("15:30")];
    expect(values({ now, bookings: four }, day, 1)).toEqual([]);
    expect(verdict("2026-03-17T13:30:00Z", { now, bookings: four })).toBe("not-free:day-full");
    expect(verdict("2026-03-17T13:00:00Z", { now, bookings: four })).toBe("not-free:taken");
    // The next day is untouched.
    expect(values({ now, bookings: four }, "2026-03-18", 1)).toHaveLength(16);
  });

  it("takes a booked slot out and keeps its neighbours without a break", () => {
    const taken = values({ now, bookings: [booking("10:00")] }, day, 1).map((v) => toronto(v).slice(11));
    expect(taken).toEqual(DAY_GRID.filter((t) => t !== "10:00"));
  });

  it("keeps a break around bookings and busy times when the setting asks for one", () => {
    const rules: BookingRules = { ...RULES, breakMinutes: 15 };
    const busy = [interval("2026-03-17T18:00:00Z", "2026-03-17T18:30:00Z")]; // 14:00-14:30
    const free = openSlots({ rules, now, bookings: [booking("10:00")], busy }, { from: day, days: 1 }).map((s) =>
      toronto(slotValue(s.start)).slice(11),
    );
    expect(free).toEqual(DAY_GRID.filter((t) => !["09:30", "10:00", "10:30", "13:30", "14:00", "14:30"].includes(t)));
  });

  it("takes out every slot a calendar's busy time touches, and a whole day for an all-day event", () => {
    const busy = [
      interval("2026-03-17T14:15:00Z", "2026-03-17T14:45:00Z"), // 10:15-10:45
      interval("2026-03-18T04:00:00Z", "2026-03-19T04:00:00Z"), // all of Wednesday
    ];
    expect(values({ now, busy }, day, 1).map((v) => toronto(v).slice(11))).toEqual(
      DAY_GRID.filter((t) => t !== "10:00" && t !== "10:30"),
    );
    expect(values({ now, busy }, "2026-03-18", 1)).toEqual([]);
    expect(verdict("2026-03-17T14:00:00Z", { now, busy })).toBe("not-free:busy");
    // A busy time that ends as a slot starts does not touch it.
    expect(verdict("2026-03-17T14:45:00Z", { now, busy })).toBe("never:off-grid");
    expect(verdict("2026-03-17T15:00:00Z", { now, busy })).toBe("free");
  });
});

describe("classifying a requested slot", () => {
  const now = at("2026-03-13T13:00:00Z"); // Friday 9:00 EDT; first slot 11:00

  it.each([
    ["2026-03-17T13:00:00Z", "free"],
    ["2026-03-17T13:00:00.000Z", "never:format"],
    ["2026-03-17T13:00Z", "never:format"],
    ["2026-03-17 13:00:00Z", "never:format"],
    ["2026-03-17T09:00:00-04:00", "never:format"],
    ["2026-03-17T13:00:00z", "never:format"],
    [" 2026-03-17T13:00:00Z", "never:format"],
    ["", "never:format"],
    [1773752400000, "never:format"],
    [null, "never:format"],
    [["2026-03-17T13:00:00Z"], "never:format"],
    ["2026-02-30T14:00:00Z", "never:not-an-instant"],
    ["2026-03-17T24:00:00Z", "never:not-an-instant"],
    ["2026-03-17T13:60:00Z", "never:not-an-instant"],
    ["2026-03-12T13:00:00Z", "never:past"],
    ["0000-01-01T00:00:00Z", "never:past"],
    ["9999-12-31T14:00:00Z", "never:beyond-horizon"],
    ["+02026-03-17T13:00:00Z", "never:format"],
    ["２０２６-03-17T13:00:00Z", "never:format"],
    ["2026-03-17T13:00:00Z\n", "never:format"],
    ["2026-03-13T12:30:00Z", "never:past"],
    ["2026-03-17T03:00:00Z", "never:outside-hours"], // 23:00 Monday night
    ["2026-03-17T12:30:00Z", "never:outside-hours"], // 8:30
    ["2026-03-17T21:00:00Z", "never:outside-hours"], // 17:00
    ["2026-03-14T15:00:00Z", "never:outside-hours"], // Saturday
    ["2026-03-17T13:15:00Z", "never:off-grid"],
    ["2026-03-17T13:00:30Z", "never:off-grid"],
    ["2026-04-03T14:00:00Z", "never:closed-day"], // Good Friday
    ["2026-05-18T13:00:00Z", "never:closed-day"], // Victoria Day, past the horizon too
    ["2026-04-06T13:00:00Z", "never:beyond-horizon"],
    ["2026-03-13T13:00:00Z", "not-free:notice"],
    ["2026-03-13T14:30:00Z", "not-free:notice"],
    ["2026-03-13T15:00:00Z", "free"],
  ])("finds %j %s", (value, expected) => {
    expect(verdict(value, { now })).toBe(expected);
  });

  it("gives a message for each refusal and the slot for a free one", () => {
    const refused = classifySlot("2026-03-17T13:15:00Z", { rules: RULES, now });
    expect(refused).toMatchObject({ outcome: "never", message: expect.stringContaining("30 minutes") });
    expect(classifySlot("2026-03-13T14:00:00Z", { rules: RULES, now })).toMatchObject({
      outcome: "not-free",
      message: expect.stringContaining("at least 2 office hours ahead"),
    });
    expect(classifySlot("2026-03-17T13:00:00Z", { rules: RULES, now })).toEqual({
      outcome: "free",
      slot: { start: at("2026-03-17T13:00:00Z"), end: at("2026-03-17T13:30:00Z") },
    });
  });

  it("reads the business record's rules when none are given", () => {
    expect(classifySlot("2026-03-17T13:00:00Z", { now }).outcome).toBe("free");
  });
});

describe("the API's range and the week pages", () => {
  const now = at("2026-03-13T13:00:00Z");

  it("reads from and days, with today and 31 days when left out", () => {
    expect(readSlotRange({}, now, RULES)).toEqual({ ok: true, from: "2026-03-13", days: MAX_SLOT_RANGE_DAYS });
    expect(readSlotRange({ from: "2026-03-16", days: "7" }, now, RULES)).toEqual({
      ok: true,
      from: "2026-03-16",
      days: 7,
    });
    for (const query of [
      { from: "2026-02-30" },
      { from: "16/03/2026" },
      { days: "0" },
      { days: "32" },
      { days: "7.5" },
      { days: "-1" },
      { days: "1e1" },
      { days: "" },
    ])
      expect(readSlotRange(query, now, RULES).ok).toBe(false);
  });

  it("spans a range of Toronto dates from midnight to midnight, an hour shorter across spring-forward", () => {
    expect(rangeInterval({ from: "2026-03-07", days: 2 }, RULES)).toEqual({
      start: at("2026-03-07T05:00:00Z"),
      end: at("2026-03-09T04:00:00Z"),
    });
    expect(bookingDay(at("2026-03-07T01:30:00Z"), RULES)).toBe("2026-03-06");
  });

  it("pages the horizon a Monday-to-Sunday week at a time", () => {
    // First day Friday the 13th, fifteenth business day Thursday, April 2.
    expect(bookingWeekCount(now, RULES)).toBe(4);
    expect(bookingWeek(undefined, now, RULES)).toEqual({
      number: 1,
      count: 4,
      from: "2026-03-09",
      days: 7,
      dates: ["2026-03-13"],
      previous: null,
      next: 2,
    });
    expect(bookingWeek("2", now, RULES)).toMatchObject({ from: "2026-03-16", previous: 1, next: 3 });
    expect(bookingWeek("2", now, RULES).dates).toHaveLength(5);
    expect(bookingWeek("4", now, RULES)).toMatchObject({
      from: "2026-03-30",
      dates: ["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02"],
      next: null,
    });
    expect(bookingWeek("99", now, RULES).number).toBe(4);
    expect(bookingWeek("-1", now, RULES).number).toBe(1);
    expect(bookingWeek(["2", "3"], now, RULES).number).toBe(1);
  });

  it("finds the week that shows a chosen slot, for the page a refused booking comes back to", () => {
    expect(bookingWeekOfSlot("2026-03-13T14:00:00Z", now, RULES)).toBe("1");
    expect(bookingWeekOfSlot("2026-03-16T13:00:00Z", now, RULES)).toBe("2");
    // Sunday evening in Toronto is still the week before, though it is Monday in UTC.
    expect(bookingWeekOfSlot("2026-03-23T02:00:00Z", now, RULES)).toBe("2");
    expect(bookingWeekOfSlot("2026-04-01T14:00:00Z", now, RULES)).toBe("4");
    expect(bookingWeekOfSlot("not a time", now, RULES)).toBeUndefined();
    expect(bookingWeekOfSlot(undefined, now, RULES)).toBeUndefined();
  });

  it("lists a week's slots through openSlots with the week's range", () => {
    const week = bookingWeek("2", now, RULES);
    const days = slotsByDay(openSlots({ rules: RULES, now }, week));
    expect(days.map((d) => d.date)).toEqual(week.dates);
  });
});

describe("properties of the slot list", () => {
  const OFFICE = { days: [1, 2, 3, 4, 5], opens: "09:00", closes: "17:00", timeZone: TORONTO };

  /** Office minutes between two instants counted another way: per day, by the help desk's counter. */
  function officeMinutesBetween(from: Date, to: Date, rules: BookingRules): number {
    let total = 0;
    for (let date = dateIn(from, TORONTO); date <= dateIn(to, TORONTO); date = addDays(date, 1)) {
      if (closedDay(date, rules)) continue;
      const dayStart = Math.max(instantAt(date, 0, TORONTO).getTime(), from.getTime());
      const dayEnd = Math.min(instantAt(addDays(date, 1), 0, TORONTO).getTime(), to.getTime());
      if (dayEnd > dayStart) total += openMinutesBetween(new Date(dayStart), new Date(dayEnd), OFFICE);
    }
    return total;
  }

  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  /** Moments from 2024 to 2030, half of them near a change of clocks or a holiday. */
  const moments = fc.oneof(
    fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) }),
    fc
      .constantFrom("2026-03-06", "2026-10-30", "2027-03-12", "2026-12-23", "2027-12-23", "2026-04-01", "2028-06-29")
      .chain((d) => fc.integer({ min: Date.parse(`${d}T00:00:00Z`), max: Date.parse(`${d}T00:00:00Z`) + 4 * DAY })),
  );
  const rulesArb = fc.record({
    breakMinutes: fc.constantFrom(0, 0, 15, 30),
    maxBookingsPerDay: fc.integer({ min: 1, max: 4 }),
    noticeOfficeMinutes: fc.constantFrom(0, 120, 120, 600),
    shape: fc.constantFrom([30, 30], [30, 30], [60, 30], [45, 15]),
    closures: fc.constantFrom([], [{ from: "2026-03-10", through: "2026-03-12", note: "Away" }]),
  });
  const scenario = fc.tuple(moments, rulesArb).chain(([nowMs, r]) =>
    fc.record({
      nowMs: fc.constant(nowMs),
      r: fc.constant(r),
      busy: fc.array(
        fc
          .tuple(fc.integer({ min: -DAY, max: 30 * DAY }), fc.integer({ min: 60_000, max: 30 * HOUR }))
          .map(([offset, length]) => ({ start: new Date(nowMs + offset), end: new Date(nowMs + offset + length) })),
        { maxLength: 6 },
      ),
      // Bookings start on the half hour (as the site's own do) or anywhere (a moved meeting).
      bookings: fc.array(
        fc.tuple(fc.integer({ min: -DAY, max: 30 * DAY }), fc.boolean()).map(([offset, onGrid]) => {
          const start = onGrid ? Math.floor((nowMs + offset) / (30 * 60_000)) * 30 * 60_000 : nowMs + offset;
          return { start: new Date(start), end: new Date(start + 30 * 60_000) };
        }),
        { maxLength: 12 },
      ),
      fromOffset: fc.integer({ min: -3, max: 20 }),
      days: fc.integer({ min: 1, max: MAX_SLOT_RANGE_DAYS }),
    }),
  );

  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

  const build = (s: Scenario) => {
    const rules: BookingRules = {
      ...BOOKING_RULES,
      breakMinutes: s.r.breakMinutes,
      maxBookingsPerDay: s.r.maxBookingsPerDay,
      noticeOfficeMinutes: s.r.noticeOfficeMinutes,
      meetingMinutes: s.r.shape[0]!,
      gridMinutes: s.r.shape[1]!,
      closures: s.r.closures,
    };
    const now = new Date(s.nowMs);
    const from = addDays(dateIn(now, TORONTO), s.fromOffset);
    const context: SlotContext = { rules, now, busy: s.busy, bookings: s.bookings };
    return { rules, now, from, context, slots: openSlots(context, { from, days: s.days }) };
  };

  it("never lists a slot outside the hours, off the grid, on a closed day, busy, booked, on a full day or inside the notice", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { rules, now, from, slots } = build(s);
        const pad = rules.breakMinutes * 60_000;
        const last = addDays(from, s.days - 1);
        const bookingDays = s.bookings.map((b) => dateIn(b.start, TORONTO));
        // Each broken rule is named with its slot; one assertion per run keeps hundreds of slots fast.
        const broken: string[] = [];
        const check = (slot: Slot, ok: boolean, rule: string) => {
          if (!ok) broken.push(`${slotValue(slot.start)}: ${rule}`);
        };
        slots.forEach((slot, i) => {
          const local = wallClock(slot.start, TORONTO);
          check(slot, slot.end.getTime() - slot.start.getTime() === rules.meetingMinutes * 60_000, "length");
          check(slot, local.date >= from && local.date <= last, "in the range asked for");
          check(slot, [1, 2, 3, 4, 5].includes(local.weekday), "on an office weekday");
          check(slot, local.minutes >= 9 * 60 && local.minutes + rules.meetingMinutes <= 17 * 60, "inside the hours");
          check(slot, local.seconds === 0 && (local.minutes - 9 * 60) % rules.gridMinutes === 0, "on the grid");
          check(slot, closedDay(local.date, rules) === null, "not on a closed day");
          for (const b of [...s.busy, ...s.bookings])
            check(
              slot,
              slot.start.getTime() >= b.end.getTime() + pad || slot.end.getTime() <= b.start.getTime() - pad,
              "clear of busy times and bookings",
            );
          check(slot, bookingDays.filter((day) => day === local.date).length < rules.maxBookingsPerDay, "day not full");
          check(slot, slot.start.getTime() >= now.getTime(), "not in the past");
          check(slot, i === 0 || slot.start.getTime() > slots[i - 1]!.start.getTime(), "in time order, once");
        });
        // Office minutes only grow with time, so the first slot is the one the notice could miss.
        if (slots[0])
          check(slots[0], officeMinutesBetween(now, slots[0].start, rules) >= rules.noticeOfficeMinutes, "notice");
        expect(broken).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it("lists a grid start exactly when the validator finds it free, and never calls a listed slot never bookable", () => {
    fc.assert(
      fc.property(scenario, fc.array(fc.integer({ min: 0, max: 31 * 24 * 60 }), { maxLength: 20 }), (s, minutes) => {
        const { rules, from, context, slots } = build(s);
        const listed = new Set(slots.map((slot) => slotValue(slot.start)));
        const candidates = new Set<string>();
        const opens = minutesOfDay(rules.hours.opens);
        for (let i = 0; i < s.days; i++)
          for (let m = opens; m + rules.meetingMinutes <= 17 * 60; m += rules.gridMinutes)
            candidates.add(slotValue(instantAt(addDays(from, i), m, TORONTO)));
        // Arbitrary minutes of the range too: off the grid, at night, on weekends.
        const rangeStart = instantAt(from, 0, TORONTO).getTime();
        for (const m of minutes) if (m < s.days * 24 * 60) candidates.add(slotValue(new Date(rangeStart + m * 60_000)));
        const disagreements = [...candidates].filter(
          (value) => (classifySlot(value, context).outcome === "free") !== listed.has(value),
        );
        expect(disagreements).toEqual([]);
        expect([...listed].filter((value) => !candidates.has(value))).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it("shows every listed slot at its Toronto wall time with the zone of its day", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { slots } = build(s);
        const shown = slotsByDay(slots).flatMap((day) =>
          day.slots.map((choice) => ({
            day: [day.date, day.zone, choice.time],
            own: [
              wallClock(new Date(choice.value), TORONTO).date,
              zoneAbbreviation(choice.value),
              slotTime(choice.value),
            ],
          })),
        );
        expect(shown.map((s) => s.day)).toEqual(shown.map((s) => s.own));
        expect(shown.every((s) => s.day[1] === "EST" || s.day[1] === "EDT")).toBe(true);
        expect(shown).toHaveLength(slots.length);
      }),
      { numRuns: 40 },
    );
  });
});
