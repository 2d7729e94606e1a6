/** @jest-environment node */
import {
  BLOG_LIST_PAGE_ROUTES,
  NEVER_PUBLISHED,
  blogPathsToRevalidate,
  issuePathsToRevalidate,
  publicationDate,
  revalidatePaths,
  wasEverPublished,
} from "./publication";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("./shared-cache", () => ({ purgeSharedCache: jest.fn(async () => true) }));

describe("publicationDate", () => {
  const now = new Date("2026-03-04T15:00:00Z");
  const first = new Date("2025-11-02T12:00:00Z");

  it("stamps the moment when a new or never-published item is published", () => {
    expect(publicationDate(null, true, now)).toEqual(now);
    expect(publicationDate(NEVER_PUBLISHED, true, now)).toEqual(now);
  });

  it("keeps the epoch for a draft that was never published", () => {
    expect(publicationDate(null, false, now)).toEqual(NEVER_PUBLISHED);
    expect(wasEverPublished(publicationDate(NEVER_PUBLISHED, false, now))).toBe(false);
  });

  it("keeps the first publication date through an unpublish and a re-publish", () => {
    expect(publicationDate(first, false, now)).toEqual(first);
    expect(publicationDate(first, true, now)).toEqual(first);
  });
});

describe("blogPathsToRevalidate", () => {
  it("touches nothing while a post was and stays a draft", () => {
    expect(blogPathsToRevalidate(null, { slug: "a", category: "hardware", isPublished: false })).toEqual([]);
    expect(
      blogPathsToRevalidate(
        { slug: "a", category: "hardware", isPublished: false },
        { slug: "b", category: "hardware", isPublished: false },
      ),
    ).toEqual([]);
  });

  it("a publication: the post, /blog, its category, the sitemap and the feed", () => {
    expect(blogPathsToRevalidate(null, { slug: "new-post", category: "hardware", isPublished: true }).sort()).toEqual(
      [
        "/blog",
        "/blog/category/hardware",
        "/blog/new-post",
        "/sitemap",
        "/blog/feed.xml",
        ...BLOG_LIST_PAGE_ROUTES,
      ].sort(),
    );
  });

  it("a move: the old and the new slug and category, also when it is unpublished at the same time", () => {
    const paths = blogPathsToRevalidate(
      { slug: "old", category: "hardware", isPublished: true },
      { slug: "new", category: "cybersecurity", isPublished: false },
    );
    expect(paths.sort()).toEqual(
      [
        "/blog",
        "/blog/category/cybersecurity",
        "/blog/category/hardware",
        "/blog/new",
        "/blog/old",
        "/sitemap",
        "/blog/feed.xml",
        ...BLOG_LIST_PAGE_ROUTES,
      ].sort(),
    );
  });

  it("skips a category that is none of the seven (a stored oddity)", () => {
    expect(blogPathsToRevalidate(null, { slug: "x", category: "misc", isPublished: true })).not.toContain(
      "/blog/category/misc",
    );
  });
});

describe("revalidatePaths", () => {
  it("revalidates a route pattern as every page of that route, a path as itself", async () => {
    const { revalidatePath } = jest.requireMock<{ revalidatePath: jest.Mock }>("next/cache");
    revalidatePath.mockClear();
    await revalidatePaths(["/blog", "/blog/page/[page]"]);
    expect(revalidatePath.mock.calls).toEqual([["/blog"], ["/blog/page/[page]", "page"]]);
  });

  it("marks the pages stale in the shared page store before it empties nginx's cache", async () => {
    const { purgeSharedCache } = jest.requireMock<{ purgeSharedCache: jest.Mock }>("./shared-cache");
    const order: string[] = [];
    purgeSharedCache.mockImplementationOnce(async () => order.push("purge"));
    const door = Symbol.for("toronto-dental-it.page-store");
    (globalThis as Record<symbol, unknown>)[door] = {
      expireTags: async (tags: string[]) => order.push(`expire ${tags.join(" ")}`),
    };
    try {
      await revalidatePaths(["/blog", "/blog/page/[page]"]);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[door];
    }
    expect(order).toEqual(["expire _N_T_/blog _N_T_/blog/page/[page]/page", "purge"]);
  });
});

describe("issuePathsToRevalidate", () => {
  it("the list, the issue and the sitemap, unless it was and stays a draft", () => {
    expect(issuePathsToRevalidate(7, false, true)).toEqual(["/newsletter", "/newsletter/7", "/sitemap"]);
    expect(issuePathsToRevalidate(7, true, false)).toEqual(["/newsletter", "/newsletter/7", "/sitemap"]);
    expect(issuePathsToRevalidate(7, false, false)).toEqual([]);
  });
});
