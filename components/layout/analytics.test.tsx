import { act, fireEvent, render, screen } from "@testing-library/react";
import { Analytics, NOTICE_HEIGHT_PROPERTY } from "@/components/layout/analytics";
import { ANALYTICS_CHOICE_KEY, openAnalyticsNotice } from "@/lib/browser/analytics-consent";
import { UNMEASURED_PAGES } from "@/content/routes";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

type W = Window & { dataLayer?: IArguments[]; gtag?: unknown; __tdiAnalytics?: unknown } & Record<string, unknown>;

function open(address: string, referrer = ""): void {
  window.history.replaceState(null, "", address);
  pathname = new URL(address, "http://localhost").pathname;
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

/** The server's answer to the settings request: the id it runs with, or null. */
function serverRunsWith(measurementId: string | null): jest.Mock {
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ measurementId }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function gtagScripts(): Element[] {
  return Array.from(document.querySelectorAll('script[src*="googletagmanager.com"]'));
}

function hits(): unknown[][] {
  return ((window as unknown as W).dataLayer ?? []).map((a) => Array.from(a));
}

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe("<Analytics>", () => {
  beforeAll(() => {
    global.ResizeObserver ??= class {
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
  });

  afterEach(() => {
    const w = window as unknown as W;
    delete w.dataLayer;
    delete w.gtag;
    delete w.__tdiAnalytics;
    delete w["ga-disable-G-TEST1234"];
    gtagScripts().forEach((s) => s.remove());
    localStorage.clear();
    document.cookie.split(";").forEach((c) => {
      document.cookie = `${c.split("=")[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });

  it.each(["/newsletter/unsubscribe?token=abc#x", "/support/status/a_b-C9", "/admin/urgent/12", "/admin/sign-in"])(
    "asks nothing, loads no script and queues nothing on a token page or in the staff area (%s)",
    async (address) => {
      const fetchMock = serverRunsWith("G-TEST1234");
      open(address, "https://mail.example.com/inbox?id=7");
      render(<Analytics excludedPaths={UNMEASURED_PAGES} />);
      await settle();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.queryByRole("region")).toBeNull();
      expect(gtagScripts()).toHaveLength(0);
      expect((window as unknown as W).dataLayer).toBeUndefined();
    },
  );

  it("shows no notice and sets nothing up when the server has no id and none was built in", async () => {
    serverRunsWith(null);
    open("/");
    render(<Analytics excludedPaths={UNMEASURED_PAGES} />);
    await settle();
    expect(screen.queryByRole("region")).toBeNull();
    expect((window as unknown as W).dataLayer).toBeUndefined();
    expect(openAnalyticsNotice()).toBe(false);
  });

  it("asks first: no script and no page view until 'Allow analytics', then origin + path only", async () => {
    serverRunsWith("G-TEST1234");
    open("/contact?name=x#form", "https://www.google.com/search?q=dental");
    render(<Analytics excludedPaths={UNMEASURED_PAGES} />);
    await settle();
    const notice = screen.getByRole("region", { name: "Analytics on this site" });
    expect(notice).not.toContainElement(document.activeElement as HTMLElement);
    expect(gtagScripts()).toHaveLength(0);
    expect(hits()[0]).toEqual([
      "consent",
      "default",
      { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    expect(hits().some((h) => h[1] === "page_view")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Allow analytics" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(gtagScripts()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(ANALYTICS_CHOICE_KEY)!)).toMatchObject({ choice: "granted" });
    const pageView = hits().find((h) => h[1] === "page_view");
    expect(pageView?.[2]).toMatchObject({
      page_location: "http://localhost/contact",
      page_referrer: "https://www.google.com/search",
    });
    expect(JSON.stringify(hits())).not.toMatch(/name=x|#form|q=dental/);
  });

  it("'No thanks' loads nothing and is remembered; 'Privacy choices' asks again and withdrawal deletes _ga cookies", async () => {
    serverRunsWith("G-TEST1234");
    open("/");
    const { unmount } = render(<Analytics excludedPaths={UNMEASURED_PAGES} />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "No thanks" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(gtagScripts()).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(ANALYTICS_CHOICE_KEY)!)).toMatchObject({ choice: "denied" });
    unmount();

    // The next visit: remembered, so no notice; the footer's link brings it back.
    render(<Analytics excludedPaths={UNMEASURED_PAGES} />);
    await settle();
    expect(screen.queryByRole("region")).toBeNull();
    act(() => {
      expect(openAnalyticsNotice()).toBe(true);
    });
    expect(screen.getByRole("heading", { name: "Analytics on this site" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Allow analytics" }));
    expect(gtagScripts()).toHaveLength(1);

    document.cookie = "_ga=GA1.1.5; path=/";
    document.cookie = "_ga_TEST1234=GS1.1.5; path=/";
    act(() => {
      openAnalyticsNotice();
    });
    fireEvent.click(screen.getByRole("button", { name: "No thanks" }));
    expect(document.cookie).not.toMatch(/_ga/);
    expect((window as unknown as W)["ga-disable-G-TEST1234"]).toBe(true);
    expect(hits().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
  });

  it("while the notice shows, its height is on <html> for the toasts to rise above it; gone once answered", async () => {
    serverRunsWith("G-TEST1234");
    open("/");
    render(<Analytics excludedPaths={UNMEASURED_PAGES} />);
    await settle();
    const notice = screen.getByRole("region", { name: "Analytics on this site" });
    expect(document.documentElement.style.getPropertyValue(NOTICE_HEIGHT_PROPERTY)).toBe("0px");
    expect(document.body.style.paddingBottom).toBe("0px");
    fireEvent.click(screen.getByRole("button", { name: "No thanks" }));
    expect(notice).not.toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue(NOTICE_HEIGHT_PROPERTY)).toBe("");
    expect(document.body.style.paddingBottom).toBe("");
  });

  it("uses the build-time id when the server runs without one, and a stored 'Allow' loads at once", async () => {
    serverRunsWith(null);
    localStorage.setItem(ANALYTICS_CHOICE_KEY, JSON.stringify({ choice: "granted", at: new Date().toISOString() }));
    open("/about");
    render(<Analytics buildTimeId="G-TEST1234" excludedPaths={UNMEASURED_PAGES} />);
    await settle();
    expect(screen.queryByRole("region")).toBeNull();
    expect(gtagScripts().map((s) => s.getAttribute("src"))).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-TEST1234",
    ]);
    expect(hits().filter((h) => h[1] === "page_view")).toHaveLength(1);
  });
});
