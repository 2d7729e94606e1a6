/**
 * Analytics helpers for client islands. Without a measurement id nothing is set up and these calls
 * do nothing. Never send personal data (no e-mail addresses, names or message text).
 *
 * Nothing reaches Google before the visitor allows it: the setup queues Google Consent Mode's
 * default (every storage denied) ahead of everything else, gtag.js itself is requested only once
 * the visitor allows analytics, and only analytics storage is ever granted (the advertising signals
 * stay denied). Until then, and again after the visitor withdraws, events are dropped rather than
 * queued, so none recorded without consent is sent later.
 *
 * Addresses reach the provider as origin + path only: a query string or fragment can carry a
 * secret (an unsubscribe link's token) or what a visitor typed, so every hit names its page and its
 * referrer explicitly instead of letting gtag.js read document.location and document.referrer.
 * Pages whose address is itself a secret (the token pages) send nothing at all.
 */
type Gtag = (...args: unknown[]) => void;
type EventParams = Record<string, string | number | boolean>;
type AnalyticsState = {
  id: string;
  /** Paths (and everything under them) about which nothing is reported. */
  excluded: readonly string[];
  /** The last page view's address: the next page view's referrer. */
  location?: string;
  /** The referrer reported with the current page view. */
  referrer: string;
  /** The visitor allowed analytics (and has not withdrawn since). */
  granted: boolean;
};
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; __tdiAnalytics?: AnalyticsState } & {
  [flag: `ga-disable-${string}`]: boolean | undefined;
};

/** Consent Mode's default: nothing stored, nothing for advertising, until the visitor says otherwise. */
export const CONSENT_DEFAULT = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
} as const;

export const GTAG_ORIGIN = "https://www.googletagmanager.com";

/** Where pages ask for the measurement id the server runs with (pages are prerendered). */
export const ANALYTICS_SETTINGS_PATH = "/api/keys/analytics";

/** The id in an answer from ANALYTICS_SETTINGS_PATH; anything unexpected reads as "none set". */
export function readAnalyticsSettings(body: unknown): string | null {
  const id = body && typeof body === "object" ? (body as Record<string, unknown>).measurementId : undefined;
  return typeof id === "string" && /^G-[A-Z0-9]{4,16}$/.test(id) ? id : null;
}

function win(): AnalyticsWindow | undefined {
  return typeof window === "undefined" ? undefined : (window as unknown as AnalyticsWindow);
}

/** True for a listed path and for any path under it (`/a` covers `/a` and `/a/b`, not `/ab`). */
export function isExcludedPath(pathname: string, excluded: readonly string[]): boolean {
  return excluded.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The origin and path of an http(s) address, without query string or fragment; "" when the address
 * is empty, cannot be parsed or is not a web page (so the provider gets nothing rather than it).
 */
export function originAndPath(address: string): string {
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin + url.pathname : "";
  } catch {
    return "";
  }
}

/** A path without query string or fragment (a caller's path is cut too, in case it carries either). */
function bare(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? "";
}

function currentLocation(w: AnalyticsWindow, path = w.location.pathname): string {
  return w.location.origin + bare(path);
}

/** The document's referrer as origin + path; "" for one of this site's pages that report nothing. */
function siteReferrer(w: AnalyticsWindow, excluded: readonly string[]): string {
  const referrer = originAndPath(w.document.referrer);
  if (!referrer.startsWith(`${w.location.origin}/`)) return referrer;
  return isExcludedPath(referrer.slice(w.location.origin.length), excluded) ? "" : referrer;
}

/**
 * The state of a started setup the visitor allowed, unless the page shown now is one that reports
 * nothing.
 */
function active(w: AnalyticsWindow | undefined): AnalyticsState | undefined {
  const state = w?.__tdiAnalytics;
  if (!w?.gtag || !state?.granted || isExcludedPath(w.location.pathname, state.excluded)) return undefined;
  return state;
}

/**
 * Sets up gtag's queue and configuration once, with every consent denied, and loads nothing: calls
 * queue up until grantAnalytics loads gtag.js. The configuration names this page and its
 * referrer, because gtag.js would otherwise take both, query string included, from the document
 * for every hit it sends on its own.
 */
export function startAnalytics(measurementId: string, excludedPaths: readonly string[] = []): void {
  const w = win();
  if (!w || isExcludedPath(w.location.pathname, excludedPaths)) return;
  if (w.__tdiAnalytics?.id === measurementId) return;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag =
    w.gtag ??
    function gtag() {
      // gtag.js reads Arguments objects from dataLayer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
  const referrer = siteReferrer(w, excludedPaths);
  // Consent Mode reads the default only if it comes before any configuration.
  w.gtag("consent", "default", { ...CONSENT_DEFAULT });
  w.gtag("js", new Date());
  w.gtag("config", measurementId, {
    send_page_view: false,
    anonymize_ip: true,
    page_location: currentLocation(w),
    page_referrer: referrer,
  });
  w.__tdiAnalytics = { id: measurementId, excluded: excludedPaths, referrer, granted: false };
}

/**
 * The visitor chose "Allow analytics": analytics storage (only) is granted, and gtag.js is
 * requested, once, after the update is queued so that it reads the grant before any hit. The
 * caller reports the current page view next.
 */
export function grantAnalytics(): void {
  const w = win();
  const state = w?.__tdiAnalytics;
  if (!w?.gtag || !state || state.granted) return;
  delete w[`ga-disable-${state.id}`];
  w.gtag("consent", "update", { analytics_storage: "granted" });
  state.granted = true;
  const src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(state.id)}`;
  if (!w.document.querySelector(`script[src="${src}"]`)) {
    const script = w.document.createElement("script");
    script.async = true;
    script.src = src;
    w.document.head.appendChild(script);
  }
}

/**
 * The visitor withdrew ("No thanks" after allowing): consent goes back to denied and gtag.js's own
 * switch stops it sending anything more, since under a denied consent it would still send
 * cookieless pings. Deleting the cookies it set is the caller's part (lib/browser/analytics-consent.ts).
 */
export function withdrawAnalytics(): void {
  const w = win();
  const state = w?.__tdiAnalytics;
  if (!w?.gtag || !state) return;
  w.gtag("consent", "update", { analytics_storage: "denied" });
  w[`ga-disable-${state.id}`] = true;
  state.granted = false;
}

/**
 * A named event, e.g. trackEvent("view_service_location", { service: "cybersecurity", suburb: "markham" }).
 * It names the page it happened on (origin + path) whatever the caller passes.
 */
export function trackEvent(name: string, params: EventParams = {}): void {
  const w = win();
  const state = active(w);
  if (!w || !state) return;
  w.gtag?.("event", name, { ...params, page_location: currentLocation(w), page_referrer: state.referrer });
}

/** One page view; its referrer is the previous page view's address, or the document's on the first. */
export function trackPageView(path: string, title: string): void {
  const w = win();
  const state = active(w);
  if (!w || !state) return;
  const location = currentLocation(w, path);
  // The same page again (an effect run twice) keeps the referrer it had.
  if (state.location !== undefined && state.location !== location) state.referrer = state.location;
  state.location = location;
  w.gtag?.("event", "page_view", {
    page_path: bare(path),
    page_title: title,
    page_location: location,
    page_referrer: state.referrer,
  });
}
