import { isExcludedPath, originAndPath, startAnalytics, trackEvent, trackPageView } from "@/lib/browser/analytics";

type W = Window & { dataLayer?: IArguments[]; gtag?: unknown; __tdiAnalytics?: unknown };

const TOKEN_PAGES = ["/newsletter/unsubscribe", "/newsletter/confirm", "/support/status"];

function calls(): unknown[][] {
  return ((window as W).dataLayer ?? []).map((a) => Array.from(a));
}

function setReferrer(value: string): void {
  Object.defineProperty(document, "referrer", { value, configurable: true });
}

describe("analytics helpers", () => {
  afterEach(() => {
    const w = window as W;
    delete w.dataLayer;
    delete w.gtag;
    delete w.__tdiAnalytics;
    setReferrer("");
    window.history.replaceState(null, "", "/");
  });

  it("do nothing when analytics is not configured", () => {
    trackEvent("generate_lead", { form: "contact" });
    trackPageView("/", "Home");
    expect((window as W).dataLayer).toBeUndefined();
  });

  it("queue the configuration, page views and named events once started", () => {
    window.history.replaceState(null, "", "/contact");
    startAnalytics("G-TEST1234", TOKEN_PAGES);
    startAnalytics("G-TEST1234", TOKEN_PAGES); // idempotent across navigations
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
    startAnalytics("G-TEST1234", TOKEN_PAGES);
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
    startAnalytics("G-TEST1234", TOKEN_PAGES);
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
    startAnalytics("G-TEST1234", TOKEN_PAGES);
    trackPageView("/newsletter/unsubscribe", "Unsubscribe");
    trackEvent("unsubscribe");
    expect((window as W).dataLayer).toBeUndefined();

    window.history.replaceState(null, "", "/");
    startAnalytics("G-TEST1234", TOKEN_PAGES);
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
