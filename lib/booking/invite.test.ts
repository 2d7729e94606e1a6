/** @jest-environment node */
import { spawnSync } from "node:child_process";
import path from "node:path";
import {
  bookingIcs,
  calendarLinks,
  fold,
  inviteAttachment,
  inviteContentType,
  invitationIcs,
  staffFeedIcs,
  text,
  type InviteBooking,
  type InviteSite,
} from "@/lib/booking/invite";
import { parseBusyIntervals } from "@/lib/booking/feed-parse";

/**
 * The invitation, its cancellation and the plain file, read back by a second, independent parser:
 * Debian's python3-icalendar (scripts/test.sh installs it), through tests/support/ics-read.py.
 */
const READER = path.resolve(__dirname, "../../tests/support/ics-read.py");
// Debian's interpreter, where python3-icalendar is installed (a python3 earlier on PATH may lack it).
const PYTHON = process.env.ICS_TEST_PYTHON ?? "/usr/bin/python3";

interface Address {
  address: string;
  cn: string;
  params: Record<string, string>;
}
interface Read {
  method: string | null;
  version: string;
  events: {
    uid: string;
    sequence: number | null;
    dtstamp: string;
    dtstart: string;
    dtend: string;
    status: string | null;
    summary: string;
    description: string;
    location: string;
    organizer: Address[];
    attendees: Address[];
  }[];
}

function readWithPython(ics: string): Read {
  const run = spawnSync(PYTHON, [READER], { input: ics, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`python3-icalendar could not read it: ${run.stderr || run.error}`);
  return JSON.parse(run.stdout) as Read;
}

const SITE: InviteSite = {
  businessName: "Toronto Dental IT",
  organizerEmail: "hello@torontodentalit.ca",
  officePhone: "(416) 555-0199",
};

const MANAGE = "https://torontodentalit.ca/book/manage/Zx8kQ1w2e3r4t5y6u7i8o9p0aSdFgHjKlZxCvBnM1q2";

const BOOKING: InviteBooking = {
  uid: "b7f3c2a1-5d4e-4f6a-8b9c-0d1e2f3a4b5c@torontodentalit.ca",
  start: new Date("2026-12-01T15:00:00Z"),
  end: new Date("2026-12-01T15:30:00Z"),
  sequence: 0,
  meeting: "phone",
  visitor: {
    // Every character a calendar must escape, a line break, and text beyond ASCII.
    name: 'Dr. Zoë "Zed" O\'Brien, DDS; owner',
    email: "zoe+booking@bloor-dental.example",
    practice: "Bloor, Dental; & Co \\ Ltd\nSuite 2",
    phone: "416-555-0100",
    workstations: 12,
    notes: "Backups; the front-desk PC, the X-ray 🦷 server",
  },
};

const STAMP = new Date("2026-11-29T18:04:05Z");

describe("the invitation, read by python3-icalendar", () => {
  it("is a REQUEST to the visitor with the booking's UID, times, sequence, organizer and private link", () => {
    const ics = invitationIcs(BOOKING, SITE, {
      method: "REQUEST",
      stamp: STAMP,
      copy: { for: "visitor", manageUrl: MANAGE },
    });
    const read = readWithPython(ics);
    expect(read.method).toBe("REQUEST");
    expect(read.version).toBe("2.0");
    expect(read.events).toHaveLength(1);
    const event = read.events[0]!;
    expect(event.uid).toBe(BOOKING.uid);
    expect(event.sequence).toBe(0);
    expect(event.status).toBe("CONFIRMED");
    expect(event.dtstamp).toBe("2026-11-29T18:04:05+00:00");
    expect(event.dtstart).toBe("2026-12-01T15:00:00+00:00");
    expect(event.dtend).toBe("2026-12-01T15:30:00+00:00");
    expect(event.organizer).toEqual([
      { address: "mailto:hello@torontodentalit.ca", cn: "Toronto Dental IT", params: { CN: "Toronto Dental IT" } },
    ]);
    expect(event.attendees).toHaveLength(1);
    expect(event.attendees[0]!.address).toBe("mailto:zoe+booking@bloor-dental.example");
    // The double quote cannot be written in a parameter; the rest survives.
    expect(event.attendees[0]!.cn).toBe("Dr. Zoë Zed O'Brien, DDS; owner");
    expect(event.attendees[0]!.params).toMatchObject({ ROLE: "REQ-PARTICIPANT", RSVP: "FALSE" });
    expect(event.summary).toBe("Free 30-minute IT assessment with Toronto Dental IT");
    expect(event.location).toBe("Phone call to 416-555-0100");
    expect(event.description).toContain(MANAGE);
    expect(event.description).toContain("Toronto Dental IT calls you at 416-555-0100.\nQuestions");
  });

  it("is a CANCEL with the same UID and a higher SEQUENCE", () => {
    const cancelled = { ...BOOKING, sequence: 2 };
    const read = readWithPython(
      invitationIcs(cancelled, SITE, { method: "CANCEL", stamp: STAMP, copy: { for: "visitor", manageUrl: MANAGE } }),
    );
    expect(read.method).toBe("CANCEL");
    const event = read.events[0]!;
    expect(event.uid).toBe(BOOKING.uid);
    expect(event.sequence).toBe(2);
    expect(event.status).toBe("CANCELLED");
    expect(event.dtstart).toBe("2026-12-01T15:00:00+00:00");
    expect(event.dtend).toBe("2026-12-01T15:30:00+00:00");
    expect(event.attendees.map((a) => a.address)).toEqual(["mailto:zoe+booking@bloor-dental.example"]);
    expect(event.organizer.map((a) => a.address)).toEqual(["mailto:hello@torontodentalit.ca"]);
  });

  it("sends the assessor's copy to the assessor, with the visitor's details escaped and no private link", () => {
    const visit = { ...BOOKING, meeting: "visit" as const, sequence: 1 };
    const read = readWithPython(
      invitationIcs(visit, SITE, {
        method: "REQUEST",
        stamp: STAMP,
        copy: {
          for: "assessor",
          email: "assessor@torontodentalit.ca",
          staffUrl: "https://torontodentalit.ca/admin/bookings",
        },
      }),
    );
    const event = read.events[0]!;
    expect(event.uid).toBe(BOOKING.uid);
    expect(event.sequence).toBe(1);
    expect(event.attendees.map((a) => a.address)).toEqual(["mailto:assessor@torontodentalit.ca"]);
    expect(event.location).toBe("Visit to Bloor, Dental; & Co \\ Ltd\nSuite 2");
    expect(event.description).not.toContain(MANAGE);
    expect(event.description).toContain("E-mail: zoe+booking@bloor-dental.example");
    expect(event.description).toContain("What to look at: Backups; the front-desk PC, the X-ray 🦷 server");
    expect(event.description).toContain("Workstations: 12");
  });

  it("gives the plain file no METHOD, no organizer or attendee, and no private link", () => {
    const read = readWithPython(bookingIcs(BOOKING, SITE, STAMP));
    expect(read.method).toBeNull();
    const event = read.events[0]!;
    expect(event.uid).toBe(BOOKING.uid);
    expect(event.dtstart).toBe("2026-12-01T15:00:00+00:00");
    expect(event.organizer).toEqual([]);
    expect(event.attendees).toEqual([]);
    expect(event.description).not.toContain("/book/manage/");
  });

  it("is read the same by ical.js, the library that reads the feeds", () => {
    const ics = invitationIcs(BOOKING, SITE, {
      method: "REQUEST",
      stamp: STAMP,
      copy: { for: "visitor", manageUrl: MANAGE },
    });
    const busy = parseBusyIntervals(ics, {
      from: new Date("2026-12-01T00:00:00Z"),
      to: new Date("2026-12-02T00:00:00Z"),
    });
    expect(busy).toEqual([{ start: BOOKING.start, end: BOOKING.end }]);
  });
});

describe("the staff calendar feed, read by python3-icalendar", () => {
  it("has one event per booking with the name, the practice and the staff link only", () => {
    const staffUrl = "https://torontodentalit.ca/admin/bookings#booking-7";
    const ics = staffFeedIcs(
      [
        {
          uid: BOOKING.uid,
          start: BOOKING.start,
          end: BOOKING.end,
          pending: false,
          name: BOOKING.visitor.name,
          practice: BOOKING.visitor.practice,
          staffUrl,
        },
        {
          uid: "other@torontodentalit.ca",
          start: new Date("2026-12-02T15:00:00Z"),
          end: new Date("2026-12-02T15:30:00Z"),
          pending: true,
          name: "Sam",
          practice: "Queen Dental",
          staffUrl: `${staffUrl}8`,
        },
      ],
      SITE,
      STAMP,
    );
    const read = readWithPython(ics);
    expect(read.method).toBe("PUBLISH");
    expect(read.events).toHaveLength(2);
    const [first, second] = read.events;
    expect(first!.uid).toBe(`feed-${BOOKING.uid}`);
    expect(first!.summary).toBe(`Assessment: ${BOOKING.visitor.name}, ${BOOKING.visitor.practice}`);
    expect(first!.description).toBe(staffUrl);
    expect(first!.status).toBe("CONFIRMED");
    expect(new Date(first!.dtstart)).toEqual(BOOKING.start);
    expect(new Date(first!.dtend)).toEqual(BOOKING.end);
    expect(second!.status).toBe("TENTATIVE");
    expect(second!.summary).toBe("(pending) Assessment: Sam, Queen Dental");
    for (const secret of [BOOKING.visitor.email, BOOKING.visitor.phone, "Backups"]) expect(ics).not.toContain(secret);
    expect(first!.attendees).toEqual([]);
    expect(first!.organizer).toEqual([]);
  });
});

describe("the text itself", () => {
  const ics = invitationIcs(BOOKING, SITE, {
    method: "REQUEST",
    stamp: STAMP,
    copy: { for: "visitor", manageUrl: MANAGE },
  });

  it("ends every line with CRLF and keeps each within 75 octets", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n").slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    // The long description was folded, so continuation lines exist.
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
  });

  it("never splits a character across a fold", () => {
    const long = `DESCRIPTION:${"é".repeat(50)}🦷${"ü".repeat(60)}`;
    const folded = fold(long);
    const unfolded = folded.replace(/\r\n /g, "");
    expect(unfolded).toBe(long);
    for (const line of folded.split("\r\n")) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
    }
  });

  it("escapes backslash, semicolon, comma and line breaks in text", () => {
    expect(text("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    expect(text("bell\u0007 and\u0000 nul")).toBe("bell and nul");
  });

  it("cannot be given a property of the visitor's making", () => {
    const hostile = {
      ...BOOKING,
      visitor: { ...BOOKING.visitor, name: "X\r\nATTENDEE:mailto:evil@example.com", practice: "P\r\nMETHOD:CANCEL" },
    };
    const written = invitationIcs(hostile, SITE, {
      method: "REQUEST",
      stamp: STAMP,
      copy: { for: "visitor", manageUrl: MANAGE },
    });
    const read = readWithPython(written);
    expect(read.method).toBe("REQUEST");
    expect(read.events[0]!.attendees).toHaveLength(1);
    expect(written.split("\r\n").filter((l) => l.startsWith("ATTENDEE"))).toHaveLength(1);
  });

  it("names its content type with the method, and is attached as invite.ics byte for byte", () => {
    expect(inviteContentType("REQUEST")).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(inviteContentType("CANCEL")).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const attachment = inviteAttachment("REQUEST", ics);
    expect(attachment.filename).toBe("invite.ics");
    expect(attachment.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(Buffer.from(attachment.content, "base64").toString("utf8")).toBe(ics);
  });
});

describe("add-to-calendar links", () => {
  const links = calendarLinks(BOOKING, SITE);

  it("carry the time, title and place but never the private link", () => {
    for (const link of Object.values(links)) {
      expect(link).not.toContain("manage");
      expect(decodeURIComponent(link)).not.toContain("/book/");
      expect(decodeURIComponent(link)).toContain("Free 30-minute IT assessment with Toronto Dental IT");
    }
    const google = new URL(links.google);
    expect(google.host).toBe("calendar.google.com");
    expect(google.searchParams.get("dates")).toBe("20261201T150000Z/20261201T153000Z");
    expect(google.searchParams.get("location")).toBe("Phone call to 416-555-0100");
    const outlook = new URL(links.outlook);
    expect(outlook.host).toBe("outlook.live.com");
    expect(outlook.searchParams.get("startdt")).toBe("2026-12-01T15:00:00Z");
    expect(outlook.searchParams.get("enddt")).toBe("2026-12-01T15:30:00Z");
    expect(new URL(links.office365).host).toBe("outlook.office.com");
  });
});
