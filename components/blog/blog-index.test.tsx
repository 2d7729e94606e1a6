import { render, screen, within } from "@testing-library/react";
import { BLOG_CATEGORIES } from "@/content/blog-categories";
import type { BlogPostView } from "@/lib/blog/posts";
import { BlogIndex } from "./blog-index";

const mockList = jest.fn<Promise<BlogPostView[]>, [string?]>();
jest.mock("@/lib/blog/posts", () => ({
  ...jest.requireActual("@/lib/blog/posts"),
  listPublishedPosts: (c?: string) => mockList(c),
}));
jest.mock("@/lib/core/db", () => ({ getDb: jest.fn() }));

function post(id: number, over: Partial<BlogPostView> = {}): BlogPostView {
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: "An excerpt.",
    content: "## Heading\n\nBody with **bold** <script>alert(1)</script>.",
    category: "cybersecurity",
    tags: "",
    author: "Toronto Dental IT",
    publishedAt: "2026-10-01T12:00:00.000Z",
    ...over,
  };
}

async function renderIndex(category?: (typeof BLOG_CATEGORIES)[number]) {
  render(await BlogIndex({ category }));
}

beforeEach(() => mockList.mockReset());

describe("BlogIndex", () => {
  it("shows the general empty state when there are no posts", async () => {
    mockList.mockResolvedValue([]);
    await renderIndex();
    expect(screen.getByRole("heading", { name: "No blog posts found" })).toBeInTheDocument();
    expect(screen.getByText("There are no blog posts yet. Check back soon!")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Popular Tags" })).not.toBeInTheDocument();
  });

  it("names the category in the empty state of a category page and marks it current", async () => {
    mockList.mockResolvedValue([]);
    const hardware = BLOG_CATEGORIES.find((c) => c.slug === "hardware")!;
    await renderIndex(hardware);
    expect(screen.getByText("There are no posts in the Hardware category yet.")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Categories" });
    expect(within(nav).getAllByRole("link")).toHaveLength(8);
    expect(within(nav).getByRole("link", { name: "Hardware" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "All Posts" })).not.toHaveAttribute("aria-current");
  });

  it("shows at most three tags per card plus '+N more', and stored markup only as text", async () => {
    mockList.mockResolvedValue([post(1, { tags: "a,b,c,d,e" }), post(2, { tags: "a" })]);
    await renderIndex();
    const card = screen.getByRole("article", { name: "Post 1" });
    expect(
      within(within(card).getByRole("list", { name: "Tags" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["a", "b", "c"]);
    expect(within(card).getByText("+2 more")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Post 2" })).queryByText(/more$/)).not.toBeInTheDocument();
    expect(document.querySelector("script:not([type])")).toBeNull();
    expect(card).toHaveTextContent("<script>alert(1)</script>");
    expect(within(card).getByRole("link", { name: "Read Article about Post 1" })).toHaveAttribute(
      "href",
      "/blog/post-1",
    );
    expect(within(card).getByRole("link", { name: "Post 1" })).toHaveAttribute("href", "/blog/post-1");
    expect(card.querySelector("time")).toHaveAttribute("datetime", "2026-10-01T12:00:00.000Z");
  });

  it("lists up to ten popular tags", async () => {
    mockList.mockResolvedValue(Array.from({ length: 12 }, (_, i) => post(i + 1, { tags: `t${i}` })));
    await renderIndex();
    expect(within(screen.getByRole("list", { name: "Popular tags" })).getAllByRole("listitem")).toHaveLength(10);
  });

  it("shows a page of 24 posts with page links when there are more, and the rest on page 2", async () => {
    mockList.mockResolvedValue(Array.from({ length: 30 }, (_, i) => post(i + 1)));
    const { unmount } = render(await BlogIndex({}));
    expect(screen.getAllByRole("article")).toHaveLength(24);
    const nav = screen.getByRole("navigation", { name: "All posts pages" });
    expect(within(nav).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/blog/page/2");
    expect(within(nav).getByRole("link", { name: /Older posts/ })).toHaveAttribute("rel", "next");
    expect(within(nav).queryByRole("link", { name: /Newer posts/ })).not.toBeInTheDocument();
    unmount();

    render(await BlogIndex({ page: 2 }));
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toEqual(
      Array.from({ length: 6 }, (_, i) => `post-${25 + i}`),
    );
    const nav2 = screen.getByRole("navigation", { name: "All posts pages" });
    expect(within(nav2).getByRole("link", { name: /Newer posts/ })).toHaveAttribute("href", "/blog");
    expect(within(nav2).getByRole("link", { name: /Newer posts/ })).toHaveAttribute("rel", "prev");
    expect(within(nav2).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("Page 2");
  });

  it("shows no page links when every post fits one page, and only the start of a long body", async () => {
    mockList.mockResolvedValue([post(1, { content: "word ".repeat(2000) })]);
    await renderIndex();
    expect(screen.queryByRole("navigation", { name: "All posts pages" })).not.toBeInTheDocument();
    expect(screen.getByRole("article").textContent!.length).toBeLessThan(1000);
  });
});
