/** @jest-environment node */
import { POSTS_PER_PAGE, extraPages, pageCount, pageItems, pagination, parsePageSegment, previewText } from "./paging";
import { blogListPagePath as pagePath } from "@/lib/core/paths";

describe("pageCount", () => {
  it("has one page for an empty or short list and rounds up", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(POSTS_PER_PAGE)).toBe(1);
    expect(pageCount(POSTS_PER_PAGE + 1)).toBe(2);
    expect(pageCount(513, 24)).toBe(22);
  });
});

describe("parsePageSegment", () => {
  it("accepts plain decimals from 2", () => {
    expect(parsePageSegment("2")).toBe(2);
    expect(parsePageSegment("22")).toBe(22);
  });

  it("refuses page 1 (the list's own address), zero, padding, signs, fractions and words", () => {
    for (const s of ["1", "0", "02", "+2", "-2", "2.0", "2e1", " 2", "two", "", "1234567"])
      expect(parsePageSegment(s)).toBeNull();
  });
});

describe("pagePath and pagination", () => {
  it("keeps page 1 at the list's address", () => {
    expect(pagePath("/blog", 1)).toBe("/blog");
    expect(pagePath("/blog", 3)).toBe("/blog/page/3");
    expect(pagePath("/blog/category/hardware", 2)).toBe("/blog/category/hardware/page/2");
  });

  it("links previous and next only where they exist", () => {
    expect(pagination("/blog", 1, 10)).toEqual({
      page: 1,
      pages: 1,
      prev: undefined,
      next: undefined,
      links: [{ page: 1, path: "/blog" }],
    });
    const middle = pagination("/blog", 2, 3 * POSTS_PER_PAGE);
    expect(middle.prev).toBe("/blog");
    expect(middle.next).toBe("/blog/page/3");
    expect(middle.links.map((l) => l.path)).toEqual(["/blog", "/blog/page/2", "/blog/page/3"]);
    const last = pagination("/blog", 3, 3 * POSTS_PER_PAGE);
    expect(last.prev).toBe("/blog/page/2");
    expect(last.next).toBeUndefined();
  });

  it("slices every post onto exactly one page, in order", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const pages = [1, 2, 3].map((p) => pageItems(items, p, 24));
    expect(pages.map((p) => p.length)).toEqual([24, 24, 2]);
    expect(pages.flat()).toEqual(items);
    expect(extraPages(50, 24)).toEqual([2, 3]);
    expect(extraPages(24, 24)).toEqual([]);
  });
});

describe("previewText", () => {
  it("keeps short text and cuts long text at a word with an ellipsis", () => {
    expect(previewText("  a  short\n text ")).toBe("a short text");
    const long = "word ".repeat(200);
    const cut = previewText(long, 100);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut.endsWith("word…")).toBe(true);
  });
});
