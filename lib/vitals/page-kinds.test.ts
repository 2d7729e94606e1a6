/** @jest-environment node */
import { BLOG_CATEGORIES } from "@/content/blog-categories";
import { LOCATIONS } from "@/content/locations";
import { PUBLIC_ROUTES, TOKEN_PAGES, UNLISTED_PAGES, UNMEASURED_PAGES } from "@/content/routes";
import { SERVICES } from "@/content/services";
import {
  blogCategoryPath,
  blogListPagePath,
  blogPostPath,
  confirmPagePath,
  locationPath,
  newsletterIssuePath,
  serviceLocationPath,
  servicePath,
  signInPath,
  supportStatusPath,
  unsubscribePagePath,
} from "@/lib/core/paths";
import { APP_PAGES } from "@/lib/site/app-routes";
import { NOT_FOUND_PAGES } from "@/lib/site/routing";
import { DYNAMIC_PAGE_KINDS, FIXED_PAGE_KINDS, PAGE_KINDS, isPageKind, pageKindOf } from "@/lib/vitals/page-kinds";

const kindOf = (path: string) => pageKindOf(new URL(path, "https://x.test").pathname, UNMEASURED_PAGES);

describe("pageKindOf", () => {
  it("names each fixed page by its own path", () => {
    for (const kind of FIXED_PAGE_KINDS) expect(kindOf(kind)).toBe(kind);
    expect(kindOf("/about/")).toBe("/about");
  });

  it("names every generated page by its route pattern, never its address", () => {
    for (const s of SERVICES) expect(kindOf(servicePath(s))).toBe("/[service]");
    for (const l of LOCATIONS) expect(kindOf(locationPath(l))).toBe("/locations/[slug]");
    for (const s of SERVICES)
      for (const l of LOCATIONS) expect(kindOf(serviceLocationPath(s, l))).toBe("/services/[key]/[location]");
    for (const c of BLOG_CATEGORIES) {
      expect(kindOf(blogCategoryPath(c.slug))).toBe("/blog/category/[category]");
      expect(kindOf(blogListPagePath(blogCategoryPath(c.slug), 3))).toBe("/blog/category/[category]/page/[page]");
    }
    expect(kindOf(blogPostPath("backups-that-work"))).toBe("/blog/[slug]");
    expect(kindOf(blogListPagePath("/blog", 2))).toBe("/blog/page/[page]");
    expect(kindOf(newsletterIssuePath(12))).toBe("/newsletter/[id]");
  });

  it("gives every page of the sitemap and every unlisted page a kind of its own, not 'other'", () => {
    for (const route of PUBLIC_ROUTES) expect([route.path, kindOf(route.path)]).not.toEqual([route.path, "other"]);
    for (const path of UNLISTED_PAGES.filter((p) => !TOKEN_PAGES.includes(p)))
      expect([path, kindOf(path)]).not.toEqual([path, "other"]);
  });

  it("measures neither the staff area nor the pages whose address holds a token", () => {
    expect(kindOf("/admin")).toBeNull();
    expect(kindOf("/admin/leads")).toBeNull();
    expect(kindOf(signInPath("/admin/urgent/3"))).toBeNull();
    expect(kindOf(unsubscribePagePath("secret"))).toBeNull();
    expect(kindOf(confirmPagePath("secret"))).toBeNull();
    expect(kindOf(supportStatusPath("secret-token"))).toBeNull();
    expect(kindOf("/administration")).toBe("/[service]");
  });

  it("calls a path of no known shape 'other'", () => {
    for (const path of ["/a/b/c/d", "/blog/x/y", "/Capital", "/%20", "/locations/x/y", "/services/a"])
      expect([path, kindOf(path)]).toEqual([path, "other"]);
  });
});

describe("the list of page kinds", () => {
  it("holds every public page route of the app folder, and nothing that is no page", () => {
    const measured = APP_PAGES.map((p) => p.route).filter(
      (route) =>
        !route.startsWith("/admin") &&
        !NOT_FOUND_PAGES.includes(route) &&
        !TOKEN_PAGES.some((t) => route === t || route.startsWith(`${t}/`)),
    );
    expect([...FIXED_PAGE_KINDS, ...DYNAMIC_PAGE_KINDS].sort()).toEqual(measured.sort());
  });

  it("answers whether a value is a kind", () => {
    expect(PAGE_KINDS).toContain("other");
    expect(isPageKind("/locations/[slug]")).toBe(true);
    expect(isPageKind("/locations/toronto")).toBe(false);
  });
});
