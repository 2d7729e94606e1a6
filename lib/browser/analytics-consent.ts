/**
 * The visitor's answer to the analytics notice: kept in localStorage (never in a cookie, so it is
 * not sent to the server with every request) together with the date it was given. An answer older
 * than 12 months no longer counts, so the visitor is asked again, as a consent given once must not
 * stand forever.
 */
export type AnalyticsChoice = "granted" | "denied";

export const ANALYTICS_CHOICE_KEY = "tdi-analytics-consent";
/** How long an answer stands, in calendar months. */
export const CHOICE_MONTHS = 12;

/** The part of Storage this module uses, so tests can hand it a plain object. */
export type ChoiceStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

interface StoredChoice {
  choice: AnalyticsChoice;
  /** When it was given (ISO 8601). */
  at: string;
}

/** The moment an answer given at `at` stops counting: the same day and time 12 months later. */
export function choiceExpiry(at: Date): Date {
  const expiry = new Date(at.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + CHOICE_MONTHS);
  return expiry;
}

/**
 * The answer still standing at `now`, or null: none given, unreadable, dated in the future (a
 * clock set wrong) or older than 12 months. An answer that no longer counts is removed.
 */
export function readChoice(storage: ChoiceStorage | undefined, now: Date = new Date()): AnalyticsChoice | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(ANALYTICS_CHOICE_KEY) ?? null;
  } catch {
    // Storage refused (a privacy mode): treated as no answer, so the notice asks again.
    return null;
  }
  if (raw === null) return null;
  const stored = parse(raw);
  const given = stored ? new Date(stored.at) : undefined;
  if (!stored || !given || Number.isNaN(given.getTime()) || given > now || choiceExpiry(given) <= now) {
    try {
      storage?.removeItem(ANALYTICS_CHOICE_KEY);
    } catch {
      // Nothing more to do: the answer is not used either way.
    }
    return null;
  }
  return stored.choice;
}

function parse(raw: string): StoredChoice | undefined {
  try {
    const value = JSON.parse(raw) as Partial<StoredChoice> | null;
    if (value && (value.choice === "granted" || value.choice === "denied") && typeof value.at === "string") {
      return { choice: value.choice, at: value.at };
    }
  } catch {
    // Not JSON: read as no answer.
  }
  return undefined;
}

/** Keeps the answer with today's date; false when storage refused it (it then lasts this page only). */
export function saveChoice(
  storage: ChoiceStorage | undefined,
  choice: AnalyticsChoice,
  now: Date = new Date(),
): boolean {
  if (!storage) return false;
  try {
    const stored: StoredChoice = { choice, at: now.toISOString() };
    storage.setItem(ANALYTICS_CHOICE_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

/** Google Analytics' cookies: `_ga`, `_ga_<container>`, and the older `_gid` and `_gat…`. */
export function isAnalyticsCookie(name: string): boolean {
  return /^_ga($|_)/.test(name) || name === "_gid" || name.startsWith("_gat");
}

/**
 * The domains a cookie for `hostname` may have been set on: the host itself and each parent with
 * at least two labels (gtag.js sets its cookies on the highest one a browser accepts, the
 * registrable domain, e.g. `.example.ca` for `www.example.ca`). A browser ignores a deletion for a
 * public suffix, so trying every parent needs no list of suffixes. An IP address or a single-label
 * host (localhost) takes host-only cookies only.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(":") || !hostname.includes(".")) return [];
  const labels = hostname.split(".");
  const domains: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join("."));
  return domains;
}

/**
 * The `document.cookie` assignments that delete every analytics cookie present: each name once
 * host-only and once per possible domain, since a deletion must name the domain the cookie was
 * set on and a page cannot read it.
 */
export function analyticsCookieDeletions(cookieHeader: string, hostname: string): string[] {
  const names = new Set(
    cookieHeader
      .split(";")
      .map((c) => c.split("=", 1)[0]!.trim())
      .filter(isAnalyticsCookie),
  );
  const expired = "expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  return [...names].flatMap((name) => [
    `${name}=; ${expired}`,
    ...cookieDomains(hostname).map((domain) => `${name}=; ${expired}; domain=.${domain}`),
  ]);
}

/** Deletes Google Analytics' cookies from the current host and its registrable domain. */
export function deleteAnalyticsCookies(doc: Pick<Document, "cookie"> & { location: Pick<Location, "hostname"> }): void {
  for (const assignment of analyticsCookieDeletions(doc.cookie, doc.location.hostname)) doc.cookie = assignment;
}

/**
 * The footer's "Privacy choices" asks the analytics component to show its notice again. The
 * component registers itself only while a measurement id is set; without one the footer's link
 * stays a plain link to the privacy policy.
 */
let opener: (() => void) | undefined;

export function registerNoticeOpener(open: (() => void) | undefined): void {
  opener = open;
}

/** Shows the notice and returns true, or returns false when there is none to show. */
export function openAnalyticsNotice(): boolean {
  if (!opener) return false;
  opener();
  return true;
}
