import { render } from "@testing-library/react";
import { Analytics } from "@/components/layout/analytics";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

type W = Window & { dataLayer?: IArguments[]; gtag?: unknown; __tdiAnalytics?: unknown };

const TOKEN_PAGES = ["/newsletter/unsubscribe", "/newsletter/confirm", "/support/status"];

function open(address: string, referrer = ""): void {
  window.history.replaceState(null, "", address);
  pathname = new URL(address, "http://localhost").pathname;
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

function gtagScripts(): Element[] {
  return Array.from(document.querySelectorAll('script[src*="googletagmanager.com"]'));
}

function hits(): unknown[][] {
  return ((window as W).dataLayer ?? []).map((a) => Array.from(a));
}

describe("<Analytics>", () => {
  afterEach(() => {
    const w = window as W;
    delete w.dataLayer;
    delete w.gtag;
    delete w.__tdiAnalytics;
    gtagScripts().forEach((s) => s.remove());
  });

  it.each(["/newsletter/unsubscribe?token=abc#x", "/support/status/a_b-C9"])(
    "loads no script and queues nothing on a token page (%s)",
    (address) => {
      open(address, "https://mail.example.com/inbox?id=7");
      render(<Analytics measurementId="G-TEST1234" excludedPaths={TOKEN_PAGES} />);
      expect(gtagScripts()).toHaveLength(0);
      expect((window as W).dataLayer).toBeUndefined();
    },
  );

  it("loads gtag.js elsewhere and reports origin + path, never the query string", () => {
    open("/contact?name=x#form", "https://www.google.com/search?q=dental");
    render(<Analytics measurementId="G-TEST1234" excludedPaths={TOKEN_PAGES} />);
    expect(gtagScripts()).toHaveLength(1);
    const pageView = hits().find((h) => h[1] === "page_view");
    expect(pageView?.[2]).toMatchObject({
      page_location: "http://localhost/contact",
      page_referrer: "https://www.google.com/search",
    });
    expect(JSON.stringify(hits())).not.toMatch(/name=x|#form|q=dental/);
  });
});
