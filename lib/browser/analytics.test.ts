import {
  CONSENT_DEFAULT,
  grantAnalytics,
  isExcludedPath,
  originAndPath,
  readAnalyticsSettings,
  startAnalytics,
  trackEvent,
  trackPageView,
  withdrawAnalytics,
} from "@/lib/browser/analytics";

type W = Window & { dataLayer?: IArguments[]; gtag?: unknown; __tdiAnalytics?: unknown } & Record<string, unknown>;

const TOKEN_PAGES = ["/newsletter/unsubscribe", "/newsletter/confirm", "/support/status"];

/** Every queued gtag call, Consent Mode's included. */
function allCalls(): unknown[][] {
  return ((window as unknown as W).dataLayer ?? []).map((a) => Array.from(a));
}

/** The queued calls apart from Consent Mode's. */
function calls(): unknown[][] {
  return allCalls().filter((c) => c[0] !== "consent");
}

function gtagScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]'));
}

/** Set up, then allowed by the visitor. */
function startGranted(id: string, excluded: readonly string[]): void {
  startAnalytics(id, excluded);
  grantAnalytics();
}

function setReferrer(value: string): void {
  Object.defineProperty(document, "referrer", { value, configurable: true });
}

describe("analytics helpers", () => {
  afterEach(() => {
    const w = window as unknown as W;
    delete w.dataLayer;
    delete w.gtag;
    delete w.__tdiAnalytics;
    delete w["ga-disable-G-TEST1234"];
    gtagScripts().forEach((el) => el.remove());
    setReferrer("");
    window.history.replaceState(null, "", "/");
  });

  it("do nothing when analytics is not configured", () => {
    trackEvent("generate_lead", { form: "contact" });
    trackPageView("/", "Home");
    expect((window as unknown as W).dataLayer).toBeUndefined();
  });

  it("queue the configuration, page views and named events once started", () => {
    window.history.replaceState(null, "", "/contact");
    startGranted("G-TEST1234", TOKEN_PAGES);
    startGranted("G-TEST1234", TOKEN_PAGES); // idempotent across navigations
    trackPageView("/contact", "Contact Us | Toronto Dental IT");
    trackEvent("view_service_location", { service: "cybersecurity", suburb: "markham" });
    const c = calls();
    expect(c[0]?.[0]).toBe("js");
    expect(c[1]).toEqual([
      "config",
      "G-TEST1234",
      { send_page_view: false, anonymize_ip: true, page_location: "http://localhost/contact", page_referrer: "" },
    ]);
    expect(c.filter((x) => x[0] === "config")).toHaveLength(1);
    expect(c[2]).toEqual([
      "event",
      "page_view",
      expect.objectContaining({ page_path: "/contact", page_title: "Contact Us | Toronto Dental IT" }),
    ]);
    expect(c[3]).toEqual([
      "event",
      "view_service_location",
      { service: "cybersecurity", suburb: "markham", page_location: "http://localhost/contact", page_referrer: "" },
    ]);
  });

  it("send origin + path only: no query string or fragment in any hit, the first included", () => {
    window.history.replaceState(null, "", "/contact?name=x#form");
    setReferrer("https://www.google.com/search?q=dental+it#top");
    startGranted("G-TEST1234", TOKEN_PAGES);
    trackPageView("/contact", "Contact");
    trackEvent("generate_lead", { form: "contact" });

    const [, config, pageView, event] = calls();
    expect(config?.[2]).toMatchObject({
      page_location: "http://localhost/contact",
      page_referrer: "https://www.google.com/search",
    });
    expect(pageView?.[2]).toMatchObject({
      page_path: "/contact",
      page_location: "http://localhost/contact",
      page_referrer: "https://www.google.com/search",
    });
    expect(event?.[2]).toMatchObject({
      page_location: "http://localhost/contact",
      page_referrer: "https://www.google.com/search",
    });
    expect(JSON.stringify(calls())).not.toMatch(/name=x|#form|q=dental|#top/);
  });

  it("name the previous page (origin + path) as the next page view's referrer", () => {
    window.history.replaceState(null, "", "/blog?page=2");
    startGranted("G-TEST1234", TOKEN_PAGES);
    trackPageView("/blog", "Blog");
    window.history.pushState(null, "", "/contact?name=x");
    trackPageView("/contact?name=x", "Contact");

    const pageViews = calls().filter((x) => x[1] === "page_view");
    expect(pageViews[1]?.[2]).toEqual({
      page_path: "/contact",
      page_title: "Contact",
      page_location: "http://localhost/contact",
      page_referrer: "http://localhost/blog",
    });
  });

  it("send nothing about a token page, not even after analytics started on another page", () => {
    window.history.replaceState(null, "", "/newsletter/unsubscribe?token=abc#x");
    setReferrer("http://localhost/newsletter/unsubscribe?token=abc");
    startGranted("G-TEST1234", TOKEN_PAGES);
    trackPageView("/newsletter/unsubscribe", "Unsubscribe");
    trackEvent("unsubscribe");
    expect((window as unknown as W).dataLayer).toBeUndefined();

    window.history.replaceState(null, "", "/");
    startGranted("G-TEST1234", TOKEN_PAGES);
    trackPageView("/", "Home");
    window.history.pushState(null, "", "/newsletter/confirm?token=abc");
    trackPageView("/newsletter/confirm", "Confirm");
    trackEvent("newsletter_confirm");
    // js, config and the home page's view; nothing for the confirmation page.
    expect(calls().map((x) => x[0])).toEqual(["js", "config", "event"]);
    expect(calls()[2]?.[2]).toMatchObject({ page_location: "http://localhost/" });
    expect(JSON.stringify(calls())).not.toMatch(/token|newsletter/);
  });

  it("keeps an address's origin and path, and drops what it cannot parse", () => {
    expect(originAndPath("https://example.com/a/b?c=d#e")).toBe("https://example.com/a/b");
    expect(originAndPath("")).toBe("");
    expect(originAndPath("not a url")).toBe("");
    expect(originAndPath("android-app://com.google.android.gm/")).toBe("");
    expect(isExcludedPath("/newsletter/unsubscribe", TOKEN_PAGES)).toBe(true);
    expect(isExcludedPath("/newsletter/unsubscribe/x", TOKEN_PAGES)).toBe(true);
    expect(isExcludedPath("/newsletter/unsubscribed", TOKEN_PAGES)).toBe(false);
    expect(isExcludedPath("/newsletter", TOKEN_PAGES)).toBe(false);
    expect(isExcludedPath("/support/status/a_b-C9", TOKEN_PAGES)).toBe(true);
    expect(isExcludedPath("/support", TOKEN_PAGES)).toBe(false);
    expect(isExcludedPath("/support/check", TOKEN_PAGES)).toBe(false);
  });
});

describe("Google Consent Mode", () => {
  afterEach(() => {
    const w = window as unknown as W;
    delete w.dataLayer;
    delete w.gtag;
    delete w.__tdiAnalytics;
    delete w["ga-disable-G-TEST1234"];
    gtagScripts().forEach((el) => el.remove());
    window.history.replaceState(null, "", "/");
  });

  it("queues every storage denied before anything else, loads nothing and sends no event until allowed", () => {
    window.history.replaceState(null, "", "/services");
    startAnalytics("G-TEST1234", TOKEN_PAGES);
    trackPageView("/services", "Services");
    trackEvent("generate_lead", { form: "contact" });
    const c = allCalls();
    expect(c[0]).toEqual(["consent", "default", CONSENT_DEFAULT]);
    expect(CONSENT_DEFAULT).toEqual({
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(c.map((x) => x[0])).toEqual(["consent", "js", "config"]);
    expect(gtagScripts()).toHaveLength(0);
  });

  it("grants analytics storage only, then loads gtag.js once; the ad signals stay denied", () => {
    startAnalytics("G-TEST1234", TOKEN_PAGES);
    grantAnalytics();
    grantAnalytics();
    const updates = allCalls().filter((x) => x[0] === "consent" && x[1] === "update");
    expect(updates).toEqual([["consent", "update", { analytics_storage: "granted" }]]);
    expect(gtagScripts().map((s) => s.src)).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST1234"]);
    trackPageView("/", "Home");
    expect(calls().filter((x) => x[1] === "page_view")).toHaveLength(1);
  });

  it("on withdrawal sets consent back to denied, switches gtag.js off and sends no further event", () => {
    startGranted("G-TEST1234", TOKEN_PAGES);
    trackPageView("/", "Home");
    withdrawAnalytics();
    trackPageView("/about", "About");
    trackEvent("generate_lead", { form: "contact" });
    const c = allCalls();
    expect(c.at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    expect(c.filter((x) => x[0] === "event")).toHaveLength(1);
    expect((window as unknown as W)["ga-disable-G-TEST1234"]).toBe(true);

    grantAnalytics();
    expect((window as unknown as W)["ga-disable-G-TEST1234"]).toBeUndefined();
    expect(gtagScripts()).toHaveLength(1);
  });

  it("reads the server's measurement id, and nothing else, from its answer", () => {
    expect(readAnalyticsSettings({ measurementId: "G-ABC1234" })).toBe("G-ABC1234");
    expect(readAnalyticsSettings({ measurementId: null })).toBeNull();
    expect(readAnalyticsSettings({ measurementId: "<script>" })).toBeNull();
    expect(readAnalyticsSettings("G-ABC1234")).toBeNull();
    expect(readAnalyticsSettings(null)).toBeNull();
  });
});
