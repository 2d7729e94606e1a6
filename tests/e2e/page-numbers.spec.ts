import { expect, test, type Page } from "@playwright/test";
import { BLOG_CATEGORIES } from "@/content/blog-categories";
import { signIn } from "./helpers/staff";

/**
 * Page numbers nobody links to: huge, negative, zero, fractional and not numbers at all. No paged
 * page answers them with a 5xx. A staff list shows its nearest page (past the end the last, anything
 * else the first: lib/core/page-number.ts pageFromQuery); a blog list's /page/{n} that is no page is a
 * 404; a page that is not paged ignores `?page=`.
 */
const ODD_PAGES = ["99999999999999999999", "-1", "0", "1.5", "abc", "", "1e3", " 2", "2 ", "+2", "0x10"];
const HUGE = "99999999999999999999";

const category = BLOG_CATEGORIES[0]!.slug;

/** "Page n of m" from the staff pager, or null when the list has one page (or none). */
async function pagerPosition(page: Page): Promise<{ shown: number; last: number } | null> {
  const pager = page.getByRole("navigation", { name: "Pages", exact: true });
  if ((await pager.count()) === 0) return null;
  const m = /Page (\d+) of (\d+)/.exec((await pager.textContent()) ?? "");
  return m ? { shown: Number(m[1]), last: Number(m[2]) } : null;
}

test("staff lists answer any ?page= with a page they have, never a 5xx", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, `198.18.7.${Math.floor(Math.random() * 250) + 1}`);
  const lists = [
    "/admin/leads?kind=contact",
    "/admin/leads?kind=checklist",
    "/admin/leads?kind=subscribers",
    "/admin/deliveries?status=all",
    "/admin/deliveries?status=failed",
    // No parameter of its own: the empty query lets `&page=` follow like the others'.
    "/admin/urgent?",
  ];
  for (const list of lists) {
    for (const value of ODD_PAGES) {
      const url = `${list}&page=${encodeURIComponent(value)}`;
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), url).toBeVisible();
      const position = await pagerPosition(page);
      if (position) {
        expect(position.shown, `${url}: the page shown`).toBe(value === HUGE ? position.last : 1);
      }
    }
    // Two values for one parameter: the first page too.
    const twice = `${list}&page=2&page=3`;
    expect((await page.goto(twice))?.status(), twice).toBe(200);
  }
  // The same for the leads list's other parameters: the first value counts.
  const searchTwice = "/admin/leads?kind=checklist&kind=subscribers&q=a&q=b";
  expect((await page.goto(searchTwice))?.status(), searchTwice).toBe(200);
});

test("blog list pages that are no page answer 404, never a 5xx", async ({ request }) => {
  for (const base of ["/blog/page", `/blog/category/${category}/page`]) {
    for (const value of [...ODD_PAGES, "1"]) {
      const path = `${base}/${encodeURIComponent(value)}`;
      const res = await request.get(path);
      expect(res.status(), path).toBeLessThan(500);
      expect(res.status(), path).toBe(404);
    }
  }
});

test("public lists that are not paged ignore ?page=, never a 5xx", async ({ request }) => {
  for (const list of ["/blog", `/blog/category/${category}`, "/newsletter"]) {
    for (const value of ODD_PAGES) {
      const path = `${list}?page=${encodeURIComponent(value)}`;
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
    }
  }
});
