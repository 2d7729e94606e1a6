import { BOOKING_RULES, BUSINESS, experiencePhrase, formatAddress, telHref, yearsInBusiness } from "@/content/business";

describe("business record", () => {
  it("derives years in business from the founding year", () => {
    expect(yearsInBusiness(new Date("2026-11-22T12:00:00Z"))).toBe(18);
    expect(yearsInBusiness(new Date("2031-01-02T12:00:00Z"))).toBe(23);
  });
  it("phrases experience as 'over 15 years' and keeps it true as years pass", () => {
    expect(experiencePhrase(new Date("2026-06-01T12:00:00Z"))).toBe("over 15 years");
    expect(experiencePhrase(new Date("2029-06-01T12:00:00Z"))).toBe("over 20 years");
  });
  it("dials phones with +1 and no hyphens", () => {
    expect(telHref("416-555-0142")).toBe("tel:+14165550142");
    expect(telHref(BUSINESS.phones.main)).toMatch(/^tel:\+1\d{10}$/);
  });
  it("uses fictional 555-01xx numbers for both lines", () => {
    for (const phone of Object.values(BUSINESS.phones)) expect(phone.display).toMatch(/^\d{3}-555-01\d\d$/);
    expect(BUSINESS.phones.main.display).not.toBe(BUSINESS.phones.services.display);
  });
  it("keeps office hours and help-desk hours as two named facts", () => {
    expect(BUSINESS.officeHours.weekdays).toBe("9:00 AM - 5:00 PM");
    expect(BUSINESS.officeHours.weekend).toBe("Closed");
    expect(BUSINESS.helpDeskHours.weekdays).toContain("8:00 AM - 6:00 PM");
    expect(BUSINESS.helpDeskHours.emergency).toContain("24/7");
  });
  it("formats the address on one line with the suite on King Street East", () => {
    expect(formatAddress()).toContain("King Street East, Suite 1400, Toronto, ON");
  });
  it("states the office hours once as text and once as the data the booking page reads", () => {
    const { open, structured } = BUSINESS.officeHours;
    expect([open.opens, open.closes]).toEqual([structured.opens, structured.closes]);
    expect(
      open.days.map((d) => ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][d]),
    ).toEqual(structured.days);
    expect(open.timeZone).toBe("America/Toronto");
  });
  it("books the free assessment by the rules of the offer", () => {
    expect(BOOKING_RULES).toMatchObject({
      hours: BUSINESS.officeHours.open,
      meetingMinutes: 30,
      gridMinutes: 30,
      horizonBusinessDays: 15,
      noticeOfficeMinutes: 120,
      maxBookingsPerDay: 4,
      breakMinutes: 0,
    });
    expect(BOOKING_RULES.holidays.map((h) => h.name)).toEqual([
      "New Year's Day",
      "Family Day",
      "Good Friday",
      "Victoria Day",
      "Canada Day",
      "Civic Holiday",
      "Labour Day",
      "Thanksgiving",
      "Christmas Day",
      "Boxing Day",
    ]);
  });
});
