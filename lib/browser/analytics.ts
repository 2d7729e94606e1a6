/**
 * Analytics helpers for client islands. With NEXT_PUBLIC_GA_ID unset, nothing is loaded and these
 * calls do nothing. Never send personal data (no e-mail addresses, names or message text).
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
};
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; __tdiAnalytics?: AnalyticsState };

function win(): AnalyticsWindow | undefined {
  return typeof window === "undefined" ? undefined : (window as AnalyticsWindow);
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

/** The state of a started setup, unless the page shown now is one that reports nothing. */
function active(w: AnalyticsWindow | undefined): AnalyticsState | undefined {
  const state = w?.__tdiAnalytics;
  if (!w?.gtag || !state || isExcludedPath(w.location.pathname, state.excluded)) return undefined;
  return state;
}

/**
 * Sets up gtag's queue and configuration once (before gtag.js has loaded, calls queue up). The
 * configuration names this page and its referrer, because gtag.js would otherwise take both, query
 * string included, from the document for every hit it sends on its own.
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
  w.gtag("js", new Date());
  w.gtag("config", measurementId, {
    send_page_view: false,
    anonymize_ip: true,
    page_location: currentLocation(w),
    page_referrer: referrer,
  });
  w.__tdiAnalytics = { id: measurementId, excluded: excludedPaths, referrer };
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
