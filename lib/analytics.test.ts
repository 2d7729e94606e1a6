import { startAnalytics, trackEvent, trackPageView } from "@/lib/analytics";

type W = Window & { dataLayer?: IArguments[]; gtag?: unknown; __tdiAnalyticsId?: string };

describe("analytics helpers", () => {
  afterEach(() => {
    const w = window as W;
    delete w.dataLayer;
    delete w.gtag;
    delete w.__tdiAnalyticsId;
  });

  it("do nothing when analytics is not configured", () => {
    trackEvent("generate_lead", { form: "contact" });
    trackPageView("/", "Home");
    expect((window as W).dataLayer).toBeUndefined();
  });

  it("queue the configuration, page views and named events once started", () => {
    startAnalytics("G-TEST1234");
    startAnalytics("G-TEST1234"); // idempotent across navigations
    trackPageView("/contact", "Contact Us | Toronto Dental IT");
    trackEvent("view_service_location", { service: "cybersecurity", suburb: "markham" });
    const calls = ((window as W).dataLayer ?? []).map((a) => Array.from(a));
    expect(calls[0]?.[0]).toBe("js");
    expect(calls[1]).toEqual(["config", "G-TEST1234", { send_page_view: false, anonymize_ip: true }]);
    expect(calls.filter((c) => c[0] === "config")).toHaveLength(1);
    expect(calls[2]).toEqual(["event", "page_view", expect.objectContaining({ page_path: "/contact", page_title: "Contact Us | Toronto Dental IT" })]);
    expect(calls[3]).toEqual(["event", "view_service_location", { service: "cybersecurity", suburb: "markham" }]);
  });
});
