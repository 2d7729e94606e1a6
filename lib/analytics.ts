/**
 * Analytics helpers for client islands. With NEXT_PUBLIC_GA_ID unset, nothing is loaded and these
 * calls do nothing. Never send personal data (no e-mail addresses, names or message text).
 */
type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; __tdiAnalyticsId?: string };

function win(): AnalyticsWindow | undefined {
  return typeof window === "undefined" ? undefined : (window as AnalyticsWindow);
}

/** Sets up gtag's queue and configuration once (before gtag.js has loaded, calls queue up). */
export function startAnalytics(measurementId: string): void {
  const w = win();
  if (!w || w.__tdiAnalyticsId === measurementId) return;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag =
    w.gtag ??
    function gtag() {
      // gtag.js reads Arguments objects from dataLayer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
  w.gtag("js", new Date());
  w.gtag("config", measurementId, { send_page_view: false, anonymize_ip: true });
  w.__tdiAnalyticsId = measurementId;
}

/** A named event, e.g. trackEvent("view_service_location", { service: "cybersecurity", suburb: "markham" }). */
export function trackEvent(name: string, params: Record<string, string | number | boolean> = {}): void {
  win()?.gtag?.("event", name, params);
}

export function trackPageView(path: string, title: string): void {
  const w = win();
  w?.gtag?.("event", "page_view", { page_path: path, page_title: title, page_location: w.location.href });
}
