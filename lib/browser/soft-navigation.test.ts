/** @jest-environment node */
import { isPlainClick, softNavigationTarget } from "@/lib/browser/soft-navigation";

const HERE = new URL("http://localhost:3000/faq?topic=billing");

/** An anchor as the browser reports it: its resolved address and attributes. */
function anchor(href: string, attributes: Record<string, string> = {}) {
  return {
    href: new URL(href, HERE).href,
    target: attributes.target ?? "",
    hasAttribute: (name: string) => name in attributes,
  };
}

describe("softNavigationTarget", () => {
  it.each([
    ["/blog", "/blog"],
    ["/locations/markham?ref=menu", "/locations/markham?ref=menu"],
    ["http://localhost:3000/contact", "/contact"],
    ["/services#security", "/services#security"],
    ["/faq", "/faq"],
    ["/faq#payments", "/faq#payments"],
    ["blog", "/blog"],
  ])("opens %s through the router as %s", (href, expected) => {
    expect(softNavigationTarget(anchor(href), HERE)).toBe(expected);
  });

  it.each([
    ["another site", "https://example.com/blog"],
    ["another port of this host", "http://localhost:3001/blog"],
    ["a phone number", "tel:+14165550100"],
    ["an e-mail address", "mailto:info@example.com"],
    ["the API", "/api/blog"],
    ["the API's root", "/api"],
    ["a feed", "/blog/feed.xml"],
    ["a file", "/downloads/checklist.pdf"],
    ["a fragment of the page shown", "#payments"],
    ["the same page and query with a fragment", "/faq?topic=billing#payments"],
  ])("leaves %s to the browser", (_, href) => {
    expect(softNavigationTarget(anchor(href), HERE)).toBeNull();
  });

  it("leaves links that open another window or download to the browser, and keeps _self", () => {
    expect(softNavigationTarget(anchor("/blog", { target: "_blank" }), HERE)).toBeNull();
    expect(softNavigationTarget(anchor("/blog", { download: "" }), HERE)).toBeNull();
    expect(softNavigationTarget(anchor("/blog", { target: "_self" }), HERE)).toBe("/blog");
  });

  it("leaves an address it cannot read to the browser", () => {
    expect(softNavigationTarget({ href: "http://[bad", target: "", hasAttribute: () => false }, HERE)).toBeNull();
  });
});

describe("isPlainClick", () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

  it("is a primary click with no key held that nothing handled", () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each([
    ["the middle button", { button: 1 }],
    ["Cmd (new tab on macOS)", { metaKey: true }],
    ["Ctrl (new tab)", { ctrlKey: true }],
    ["Shift (new window)", { shiftKey: true }],
    ["Alt (download)", { altKey: true }],
    ["a handler that prevented the default", { defaultPrevented: true }],
  ])("is not with %s", (_, change) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(false);
  });
});
