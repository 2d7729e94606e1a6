/** @jest-environment node */
import {
  dayHeading,
  describeSlot,
  slotTime,
  slotValue,
  slotsByDay,
  zoneAbbreviation,
  zoneName,
} from "@/lib/booking/display";

describe("slots in Toronto time", () => {
  it("writes a start as the form's and the API's value, from a Date or its text", () => {
    expect(slotValue(new Date("2026-03-09T13:00:00.000Z"))).toBe("2026-03-09T13:00:00Z");
    expect(slotValue("2026-03-09T13:00:00Z")).toBe("2026-03-09T13:00:00Z");
  });

  it("names the zone EST in winter and EDT in summer", () => {
    expect(zoneAbbreviation("2026-01-12T14:00:00Z")).toBe("EST");
    expect(zoneAbbreviation("2026-07-13T13:00:00Z")).toBe("EDT");
    expect(zoneName("2026-01-12T14:00:00Z")).toBe("Eastern Standard Time");
    expect(zoneName("2026-07-13T13:00:00Z")).toBe("Eastern Daylight Time");
  });

  it("shows times and days as Canadian English readers expect, with plain spaces", () => {
    expect(slotTime("2026-01-12T14:00:00Z")).toBe("9:00 a.m.");
    expect(slotTime("2026-07-13T20:30:00Z")).toBe("4:30 p.m.");
    expect(dayHeading("2026-03-09")).toBe("Monday, March 9");
    expect(describeSlot({ start: "2026-01-12T21:30:00Z", end: "2026-01-12T22:00:00Z" })).toBe(
      "Monday, January 12, 4:30 p.m. to 5:00 p.m. EST",
    );
  });

  it("groups slots by their Toronto day, not their UTC day", () => {
    // 16:30 in Toronto on a winter Friday is 21:30 UTC; 00:30 UTC on the Saturday is still Friday there.
    const days = slotsByDay([
      { start: "2026-01-16T21:30:00Z", end: "2026-01-16T22:00:00Z" },
      { start: "2026-01-17T00:30:00Z", end: "2026-01-17T01:00:00Z" },
      { start: new Date("2026-01-19T14:00:00Z"), end: new Date("2026-01-19T14:30:00Z") },
    ]);
    expect(days.map((d) => [d.date, d.heading, d.zone, d.slots.map((s) => s.time)])).toEqual([
      ["2026-01-16", "Friday, January 16", "EST", ["4:30 p.m.", "7:30 p.m."]],
      ["2026-01-19", "Monday, January 19", "EST", ["9:00 a.m."]],
    ]);
    expect(days[1]!.slots[0]).toEqual({
      value: "2026-01-19T14:00:00Z",
      time: "9:00 a.m.",
      label: "Monday, January 19, 9:00 a.m. to 9:30 a.m. EST",
    });
  });
});
