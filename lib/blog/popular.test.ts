import { popularArticles } from "@/lib/blog/popular";

const PICKED = [
  { slug: "a", title: "Picked A" },
  { slug: "b", title: "Picked B" },
  { slug: "c", title: "Picked C" },
];
/** Newest first, as the site lists published posts. */
const PUBLISHED = [
  { slug: "n1", title: "Newest", category: "hardware" },
  { slug: "a", title: "A in full", category: "cybersecurity" },
  { slug: "n2", title: "Second newest", category: "cybersecurity" },
  { slug: "b", title: "B in full", category: "dental-software" },
  { slug: "c", title: "C in full", category: "managed-it" },
  { slug: "n3", title: "Older", category: "cybersecurity" },
];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe("popularArticles", () => {
  it("shows the three picked articles on any other post", () => {
    expect(popularArticles({ slug: "n1", category: "hardware" }, PICKED, PUBLISHED)).toEqual(PICKED);
  });

  it.each(["a", "b", "c"])("on picked post %s still shows three, never the post itself", (slug) => {
    const current = PUBLISHED.find((p) => p.slug === slug)!;
    const out = popularArticles(current, PICKED, PUBLISHED);
    expect(out).toHaveLength(3);
    expect(slugs(out)).not.toContain(slug);
    expect(new Set(slugs(out)).size).toBe(3);
  });

  it("fills from the same category first, newest first", () => {
    expect(slugs(popularArticles({ slug: "a", category: "cybersecurity" }, PICKED, PUBLISHED))).toEqual([
      "b",
      "c",
      "n2",
    ]);
  });

  it("fills from any category when none of the same is left", () => {
    expect(slugs(popularArticles({ slug: "c", category: "managed-it" }, PICKED, PUBLISHED))).toEqual(["a", "b", "n1"]);
  });

  it("skips a picked article that is not published and fills its place", () => {
    const published = PUBLISHED.filter((p) => p.slug !== "b");
    expect(slugs(popularArticles({ slug: "n1", category: "hardware" }, PICKED, published))).toEqual(["a", "c", "n2"]);
  });

  it("shows what there is when the blog has fewer than four posts", () => {
    const published = PUBLISHED.filter((p) => ["a", "n1"].includes(p.slug));
    expect(slugs(popularArticles({ slug: "a" }, PICKED, published))).toEqual(["n1"]);
  });
});
