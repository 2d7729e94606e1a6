/**
 * THE BUSINESS RECORD — the one place an operator edits facts.
 *
 * Every page, the header and footer, JSON-LD, e-mails and the downloaded checklist results read
 * from this module. Nothing else in the code base spells a phone number, an address, the hours or
 * a claim. Values marked PLACEHOLDER are fictional (555-01xx numbers, an invented parent company,
 * an e-mail domain to be set) and must be replaced by the operator before launch.
 */

export interface PostalAddress {
  street: string;
  suite: string;
  city: string;
  region: string;
  regionCode: string;
  postalCode: string;
  country: string;
  countryCode: string;
}

export interface PhoneNumber {
  /** Hyphen-separated, as printed on the page: "416-555-0142". */
  display: string;
  /** What the number is for, read aloud by screen readers and shown in JSON-LD contact points. */
  label: string;
}

export interface EmergencyTier {
  id: "critical" | "major" | "standard";
  name: string;
  /** "within 1 hour, 24/7" — phrased to follow "response". */
  response: string;
  examples: string;
}

/** PLACEHOLDER: the operator's e-mail domain. */
const EMAIL_DOMAIN = "torontodentalit.ca";

/**
 * How soon the office answers. A constant of its own so the contact form, a browser island, takes
 * these few words into its script without the rest of the business record.
 */
export const RESPONSE_PROMISES = {
  contactEmail: "within 1 business day",
  faqEmail: "within 24 hours",
  accessibilityFeedback: "within 2 business days",
  averageOnSite: "under 2 hours",
} as const;

/**
 * PLACEHOLDER: the main line, used site-wide and in structured data. A constant of its own so the
 * header, a browser island, takes it into its script without the rest of the business record.
 */
export const MAIN_PHONE = {
  display: "416-555-0142",
  label: "Main line and 24/7 emergency support",
} satisfies PhoneNumber;

/** The trading name, a constant of its own for the header's island (see MAIN_PHONE). */
export const BUSINESS_NAME = "Toronto Dental IT";

/**
 * The office's time zone: its hours, the booking page's times and every date the staff see are
 * Toronto time. A constant of its own so a browser island that shows a time takes this one word.
 */
export const OFFICE_TIME_ZONE = "America/Toronto";

/** Days (0 Sunday … 6 Saturday) and times ("HH:MM", local to `timeZone`) when a place is open. */
export interface WeeklyHours {
  days: readonly number[];
  opens: string;
  closes: string;
  timeZone: string;
}

export const BUSINESS = {
  name: BUSINESS_NAME,
  /** The legal owner; the site presents itself as a division of it. PLACEHOLDER. */
  owner: "Northbridge Managed IT Inc.",
  parent: {
    name: "Northbridge Managed IT",
    /** PLACEHOLDER: the parent provider's website. */
    url: "https://www.northbridgemanagedit.ca",
  },
  tagline: "Managed IT, cybersecurity and dental software support for dental practices across the GTA",
  description:
    "Toronto Dental IT keeps dental practices in Toronto and the Greater Toronto Area running: managed IT, dental software and imaging support, PHIPA and PIPEDA-minded cybersecurity, cloud backup and hardware support, with 24/7 emergency response.",
  foundedYear: 2008,
  phones: {
    main: MAIN_PHONE,
    /** PLACEHOLDER: second line printed on the service pages. */
    services: { display: "416-555-0178", label: "Service desk" } satisfies PhoneNumber,
  },
  emails: {
    info: `info@${EMAIL_DOMAIN}`,
    support: `support@${EMAIL_DOMAIN}`,
    privacy: `privacy@${EMAIL_DOMAIN}`,
    /** Sender of every e-mail the site sends. */
    noreply: `hello@${EMAIL_DOMAIN}`,
    /** Where contact messages and checklist leads are delivered. */
    leads: `leads@${EMAIL_DOMAIN}`,
  },
  address: {
    street: "150 King Street East", // PLACEHOLDER street number; only King Street East is the real office's street
    suite: "Suite 1400",
    city: "Toronto",
    region: "Ontario",
    regionCode: "ON",
    postalCode: "M5C 1G6", // PLACEHOLDER
    country: "Canada",
    countryCode: "CA",
  } satisfies PostalAddress,
  /** The office's position (map centre and geo tags). */
  geo: { latitude: 43.6497, longitude: -79.3763 },
  /** Centre of the advertised service radius (downtown Toronto). */
  serviceArea: { latitude: 43.6532, longitude: -79.3832, radiusMeters: 50000 },
  directions: {
    floor: "14th floor, Suite 1400",
    parking: "Underground visitor parking is available in the building; enter from the east side ramp.",
    transit: "A short walk from King subway station on Line 1, and on the 504 King streetcar route.",
  },
  /** Office hours: when the office is open to visitors (business record, structured data). */
  officeHours: {
    weekdays: "9:00 AM - 5:00 PM",
    weekend: "Closed",
    /** schema.org OpeningHoursSpecification values. */
    structured: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" },
    /** The same as data (0 Sunday … 6 Saturday): what the booking page offers (BOOKING_RULES). */
    open: { days: [1, 2, 3, 4, 5], opens: "09:00", closes: "17:00", timeZone: OFFICE_TIME_ZONE } satisfies WeeklyHours,
  },
  /**
   * Help desk hours: when support staff answer (service pages), plus round-the-clock emergencies.
   * `open` is the same as data: the days (0 Sunday … 6 Saturday) and times, Toronto time, that
   * decide when a major urgent request pages the on-call technician (lib/support/hours.ts).
   */
  helpDeskHours: {
    weekdays: "Monday to Friday, 8:00 AM - 6:00 PM",
    emergency: "24/7 emergency support for clients",
    open: { days: [1, 2, 3, 4, 5], opens: "08:00", closes: "18:00", timeZone: OFFICE_TIME_ZONE } satisfies WeeklyHours,
  },
  /**
   * The remote-support session link clients open when a technician asks them to (the provider's
   * remote-control tool). Empty: the support page leaves its remote-session section out.
   * PLACEHOLDER: set to the tool's client link before launch, or leave empty.
   */
  remoteSupportUrl: "" as string,
  socialMedia: {
    // PLACEHOLDER profile addresses
    facebook: "https://www.facebook.com/torontodentalit",
    twitter: "https://x.com/torontodentalit",
    linkedin: "https://www.linkedin.com/company/toronto-dental-it",
  },
  responsePromises: RESPONSE_PROMISES,
  claims: {
    costSavings: "30-40%",
    pricePerWorkstation: { min: 150, max: 400, currency: "CAD", period: "month" },
    firstCallResolution: "98.7%",
    emergencyTiers: [
      {
        id: "critical",
        name: "Critical",
        response: "within 1 hour, 24/7",
        examples: "Server down, ransomware, the practice cannot see patients",
      },
      {
        id: "major",
        name: "Major",
        response: "within 2-4 business hours",
        examples: "Imaging or a workstation group down, degraded practice software",
      },
      {
        id: "standard",
        name: "Standard",
        response: "within 24 hours",
        examples: "A single printer, a new user account, a software question",
      },
    ] satisfies EmergencyTier[],
  },
} as const;

/**
 * A public holiday as a rule, so every year's date is computed, never typed. `statutory` is false
 * for a day Ontario's Employment Standards Act does not list that the office closes anyway.
 * `substitute`: when the day falls on a day the office is closed anyway (a weekend), the office
 * closes on the next open weekday that is not itself a holiday or another holiday's substitute
 * (Christmas on a Saturday: Monday the 27th; Boxing Day on the Sunday: Tuesday the 28th).
 */
export type HolidayRule = { name: string; statutory: boolean } & (
  | { kind: "fixed"; month: number; day: number; substitute: boolean }
  /** The `nth` (1-4) `weekday` (0 Sunday … 6 Saturday) of `month`. */
  | { kind: "nth-weekday"; month: number; weekday: number; nth: number }
  /** The last `weekday` strictly before `month`/`day` (Victoria Day: the Monday before May 25). */
  | { kind: "weekday-before"; month: number; day: number; weekday: number }
  /** Days after Easter Sunday (Gregorian computus); -2 is Good Friday. */
  | { kind: "easter"; offsetDays: number }
);

/** Days the office is closed that no rule gives: `from` to `through` (inclusive), YYYY-MM-DD. */
export interface OfficeClosure {
  from: string;
  /** The last closed day; the same as `from` when left out. */
  through?: string;
  /** Why, for the staff (never shown to visitors). */
  note: string;
}

export interface BookingRules {
  /** When a meeting may take place: the office hours. */
  hours: WeeklyHours;
  /** Length of one meeting. */
  meetingMinutes: number;
  /** Meetings start on this grid, counted from the opening time. */
  gridMinutes: number;
  /** How many business days ahead, counted from the first day the notice leaves a slot on. */
  horizonBusinessDays: number;
  /** Office minutes (open hours of business days) between a request and the meeting it books. */
  noticeOfficeMinutes: number;
  /** Live bookings (pending ones too) on one day, past which the day is full. */
  maxBookingsPerDay: number;
  /** Minutes kept free before and after every booking and every busy time of the calendars. */
  breakMinutes: number;
  /** The office's holidays: closed, no slots. */
  holidays: readonly HolidayRule[];
  /** Dated closures beside the holidays (a training day, the week between Christmas and New Year). */
  closures: readonly OfficeClosure[];
}

/**
 * The free 30-minute assessment's booking rules (lib/booking/slots.ts reads them; decision 0033).
 * Ontario's public holidays follow the Employment Standards Act, 2000, plus the Civic Holiday.
 */
export const BOOKING_RULES: BookingRules = {
  hours: BUSINESS.officeHours.open,
  meetingMinutes: 30,
  gridMinutes: 30,
  horizonBusinessDays: 15,
  noticeOfficeMinutes: 120,
  maxBookingsPerDay: 4,
  breakMinutes: 0,
  holidays: [
    { name: "New Year's Day", statutory: true, kind: "fixed", month: 1, day: 1, substitute: true },
    { name: "Family Day", statutory: true, kind: "nth-weekday", month: 2, weekday: 1, nth: 3 },
    { name: "Good Friday", statutory: true, kind: "easter", offsetDays: -2 },
    { name: "Victoria Day", statutory: true, kind: "weekday-before", month: 5, day: 25, weekday: 1 },
    { name: "Canada Day", statutory: true, kind: "fixed", month: 7, day: 1, substitute: true },
    // Not a statutory holiday in Ontario, but banks, the city and most offices (and practices)
    // close: nobody would be there to take an assessment.
    { name: "Civic Holiday", statutory: false, kind: "nth-weekday", month: 8, weekday: 1, nth: 1 },
    { name: "Labour Day", statutory: true, kind: "nth-weekday", month: 9, weekday: 1, nth: 1 },
    { name: "Thanksgiving", statutory: true, kind: "nth-weekday", month: 10, weekday: 1, nth: 2 },
    { name: "Christmas Day", statutory: true, kind: "fixed", month: 12, day: 25, substitute: true },
    { name: "Boxing Day", statutory: true, kind: "fixed", month: 12, day: 26, substitute: true },
  ],
  // The office's own closures (a training day, a move), edited by the operator; none is planned.
  // Each entry is { from, through?, note }, dates in Toronto, and takes its days out of /book.
  closures: [],
};

/** Years in business, derived from the founding year at render time (never typed). */
export function yearsInBusiness(now: Date = new Date()): number {
  return now.getFullYear() - BUSINESS.foundedYear;
}

/** "over 15 years" style phrase: whole years completed, rounded down to the last multiple of five. */
export function experiencePhrase(now: Date = new Date()): string {
  const years = yearsInBusiness(now);
  return `over ${Math.max(5, Math.floor(years / 5) * 5)} years`;
}

/** "+14165550142" for a tel: link: +1 prefix, hyphens and spaces removed. */
export function telHref(phone: PhoneNumber | string): string {
  const display = typeof phone === "string" ? phone : phone.display;
  return `tel:+1${display.replace(/[^0-9]/g, "")}`;
}

/** One-line postal address for e-mails, footers and map queries. */
export function formatAddress(a: PostalAddress = BUSINESS.address): string {
  return `${a.street}, ${a.suite}, ${a.city}, ${a.regionCode} ${a.postalCode}, ${a.country}`;
}
