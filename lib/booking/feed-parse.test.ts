/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { FeedParseError, mergeIntervals, parseBusyIntervals, type BusyInterval } from "@/lib/booking/feed-parse";

/**
 * The busy times of feeds written in the shapes Outlook / Microsoft 365 ("Publish calendar") and
 * Google Calendar ("Secret address in iCal format") publish: tests/fixtures/ics/.
 */
const FIXTURES = path.resolve(__dirname, "../../tests/fixtures/ics");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8");

/** Monday 30 November to Monday 7 December 2026, midnight to midnight in Toronto (EST, UTC-5). */
const WEEK = { from: new Date("2026-11-30T05:00:00Z"), to: new Date("2026-12-07T05:00:00Z") };

const iso = (intervals: BusyInterval[]) =>
  intervals.map((i) => `${i.start.toISOString().slice(0, 16)}/${i.end.toISOString().slice(0, 16)}`);

describe("an Outlook / Microsoft 365 feed", () => {
  const outlook = fixture("outlook-busy.ics");

  it("expands the weekday rule with its EXDATE and moved occurrence, in the file's Windows zones", () => {
    expect(iso(parseBusyIntervals(outlook, WEEK))).toEqual([
      // Monday 10:00-11:00 Eastern Standard Time.
      "2026-11-30T15:00/2026-11-30T16:00",
      // Tuesday's occurrence joined with the tentative 10:30-11:30; the free 13:00 lunch blocks nothing.
      "2026-12-01T15:00/2026-12-01T16:30",
      // Wednesday: excluded by EXDATE; the cancelled 15:00 demo blocks nothing.
      // Thursday: 08:00-09:00 Pacific Standard Time, then the 10:00 occurrence moved to 14:00.
      "2026-12-03T16:00/2026-12-03T17:00",
      "2026-12-03T19:00/2026-12-03T20:00",
      // Friday: an all-day event blocks the whole Toronto day (its 10:00 occurrence inside it).
      "2026-12-04T05:00/2026-12-05T05:00",
    ]);
  });

  it("follows the rule across the change from daylight to standard time", () => {
    const busy = iso(parseBusyIntervals(outlook, { from: new Date("2026-10-30T04:00:00Z"), to: WEEK.from }));
    expect(busy).toEqual([
      "2026-10-30T14:00/2026-10-30T15:00", // Friday 10:00 EDT (UTC-4)
      "2026-11-02T15:00/2026-11-02T16:00", // Monday 10:00 EST (UTC-5)
      "2026-11-03T15:00/2026-11-03T16:00",
      "2026-11-04T15:00/2026-11-04T16:00",
      "2026-11-05T15:00/2026-11-05T16:00",
      "2026-11-06T15:00/2026-11-06T16:00",
      "2026-11-09T15:00/2026-11-09T16:00",
      "2026-11-10T15:00/2026-11-10T16:00",
      "2026-11-11T15:00/2026-11-11T16:00",
      "2026-11-12T15:00/2026-11-12T16:00",
      "2026-11-13T15:00/2026-11-13T16:00",
      "2026-11-16T15:00/2026-11-16T16:00",
      "2026-11-17T15:00/2026-11-17T16:00",
      "2026-11-18T15:00/2026-11-18T16:00",
      "2026-11-19T15:00/2026-11-19T16:00",
      "2026-11-20T15:00/2026-11-20T16:00",
      "2026-11-23T15:00/2026-11-23T16:00",
      "2026-11-24T15:00/2026-11-24T16:00",
      "2026-11-25T15:00/2026-11-25T16:00",
      "2026-11-26T15:00/2026-11-26T16:00",
      "2026-11-27T15:00/2026-11-27T16:00",
    ]);
  });

  it("reads a Windows zone name by the file's own VTIMEZONE, not by a guess", () => {
    // The same feed whose "Eastern Standard Time" is defined one hour further west.
    const shifted = outlook
      .replace("TZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500", "TZOFFSETFROM:-0500\r\nTZOFFSETTO:-0600")
      .replace("TZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400", "TZOFFSETFROM:-0600\r\nTZOFFSETTO:-0500");
    expect(shifted).not.toBe(outlook);
    const busy = iso(parseBusyIntervals(shifted, WEEK));
    expect(busy[0]).toBe("2026-11-30T16:00/2026-11-30T17:00");
  });

  it("clips to the window and keeps nothing outside it", () => {
    const busy = iso(
      parseBusyIntervals(outlook, {
        from: new Date("2026-11-30T15:30:00Z"),
        to: new Date("2026-12-01T15:10:00Z"),
      }),
    );
    expect(busy).toEqual(["2026-11-30T15:30/2026-11-30T16:00", "2026-12-01T15:00/2026-12-01T15:10"]);
  });
});

describe("a Google Calendar feed", () => {
  const google = fixture("google-busy.ics");

  it("applies EXDATE, a moved and a cancelled occurrence, all-day, transparent and cancelled events", () => {
    expect(iso(parseBusyIntervals(google, WEEK))).toEqual([
      // Monday 13:00: that occurrence is cancelled by its override. Tuesday: the transparent
      // all-day birthday and the cancelled 15:00Z call block nothing; the 19:00Z event does.
      "2026-12-01T19:00/2026-12-01T20:00",
      // Wednesday 13:00 moved to 16:00 Toronto.
      "2026-12-02T21:00/2026-12-02T21:30",
      // Thursday: an opaque all-day event. Friday 13:00: excluded by EXDATE.
      "2026-12-03T05:00/2026-12-04T05:00",
    ]);
  });

  it("keeps only instants: no summary, description, location or address", () => {
    const busy = [...parseBusyIntervals(google, WEEK), ...parseBusyIntervals(fixture("outlook-busy.ics"), WEEK)];
    for (const interval of busy) expect(Object.keys(interval).sort()).toEqual(["end", "start"]);
    expect(JSON.stringify(busy)).not.toMatch(/secret|Dentist|Dial-in|Example St|Team sync/);
  });

  it("combines with another feed into one calendar's busy times", () => {
    const combined = mergeIntervals([
      ...parseBusyIntervals(google, WEEK),
      ...parseBusyIntervals(fixture("outlook-busy.ics"), WEEK),
    ]);
    expect(iso(combined)).toEqual([
      "2026-11-30T15:00/2026-11-30T16:00",
      "2026-12-01T15:00/2026-12-01T16:30",
      "2026-12-01T19:00/2026-12-01T20:00",
      "2026-12-02T21:00/2026-12-02T21:30",
      "2026-12-03T05:00/2026-12-05T05:00",
    ]);
  });
});

describe("what a feed may hold", () => {
  const calendar = (...lines: string[]) =>
    ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");

  it("refuses text that is not iCalendar without quoting it", () => {
    const secret = "BEGIN:VCALENDAR\r\nthis line is a private note\r\nEND:VCALENDAR\r\n";
    expect(() => parseBusyIntervals(secret, WEEK)).toThrow(FeedParseError);
    try {
      parseBusyIntervals(secret, WEEK);
    } catch (error) {
      expect(String((error as Error).message)).not.toContain("private note");
    }
    expect(() => parseBusyIntervals("BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n", WEEK)).toThrow(FeedParseError);
  });

  it("reads a time without a zone, or with a zone the file never defines, as Toronto's or the named IANA zone's", () => {
    const busy = parseBusyIntervals(
      calendar(
        "BEGIN:VEVENT",
        "UID:floating",
        "DTSTAMP:20261128T120000Z",
        "DTSTART:20261201T090000",
        "DTEND:20261201T093000",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:undefined-iana",
        "DTSTAMP:20261128T120000Z",
        "DTSTART;TZID=Europe/London:20261202T090000",
        "DTEND;TZID=Europe/London:20261202T093000",
        "END:VEVENT",
      ),
      WEEK,
    );
    expect(iso(busy)).toEqual(["2026-12-01T14:00/2026-12-01T14:30", "2026-12-02T09:00/2026-12-02T09:30"]);
  });

  it("cuts a rule that would expand without end instead of following it", () => {
    const busy = parseBusyIntervals(
      calendar(
        "BEGIN:VEVENT",
        "UID:every-minute",
        "DTSTAMP:20261128T120000Z",
        "DTSTART:19900101T000000Z",
        "DTEND:19900101T000030Z",
        "RRULE:FREQ=MINUTELY",
        "END:VEVENT",
      ),
      WEEK,
      { maxOccurrencesPerEvent: 1000 },
    );
    expect(busy).toEqual([]);
  });

  it("a cancelled series cancels its overrides too", () => {
    const busy = parseBusyIntervals(
      calendar(
        "BEGIN:VEVENT",
        "UID:series",
        "DTSTAMP:20261128T120000Z",
        "STATUS:CANCELLED",
        "DTSTART:20261130T150000Z",
        "DTEND:20261130T160000Z",
        "RRULE:FREQ=DAILY;COUNT=5",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:series",
        "DTSTAMP:20261128T120000Z",
        "RECURRENCE-ID:20261201T150000Z",
        "DTSTART:20261201T170000Z",
        "DTEND:20261201T180000Z",
        "END:VEVENT",
      ),
      WEEK,
    );
    expect(busy).toEqual([]);
  });
});
