/** @jest-environment node */
import type { Metadata } from "next";
import { BLOG_CATEGORIES } from "@/content/blog-categories";
import { PUBLIC_ROUTES } from "@/content/routes";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "@/lib/core/seo/metadata";
import { findLowercaseIt } from "@/tests/unit/helpers/it-capitals";

/**
 * Every page of the route list (the static part of the sitemap) plus the paged blog lists: its
 * metadata as Next renders it, checked against the lengths search results show in full. Copy
 * written by hand must fit as written, so nothing of it may come out clipped with an ellipsis.
 */
type Params = Record<string, string>;
type PageProps = { params: Promise<Params>; searchParams: Promise<Params> };
// `never`: each page types its own params; any of them accepts what metadataOf passes.
type PageModule = { metadata?: Metadata; generateMetadata?: (props: never) => Promise<Metadata> };

const STATIC: Record<string, () => Promise<PageModule>> = {
  "/": () => import("@/app/(site)/page"),
  "/about": () => import("@/app/(site)/about/page"),
  "/accessibility": () => import("@/app/(site)/accessibility/page"),
  "/blog": () => import("@/app/(site)/blog/page"),
  "/book": () => import("@/app/(site)/book/page"),
  "/contact": () => import("@/app/(site)/contact/page"),
  "/faq": () => import("@/app/(site)/faq/page"),
  "/health-checklist": () => import("@/app/(site)/health-checklist/page"),
  "/location": () => import("@/app/(site)/location/page"),
  "/locations": () => import("@/app/(site)/locations/page"),
  "/newsletter": () => import("@/app/(site)/newsletter/page"),
  "/privacy-policy": () => import("@/app/(site)/privacy-policy/page"),
  "/services": () => import("@/app/(site)/services/page"),
  "/services/locations": () => import("@/app/(site)/services/locations/page"),
  "/sitemap": () => import("@/app/(site)/sitemap/page"),
  "/support": () => import("@/app/(site)/support/page"),
  "/terms-of-service": () => import("@/app/(site)/terms-of-service/page"),
};

const DYNAMIC: { pattern: RegExp; load: () => Promise<PageModule>; params: (m: RegExpMatchArray) => Params }[] = [
  {
    pattern: /^\/services\/([^/]+)\/([^/]+)$/,
    load: () => import("@/app/(site)/services/[key]/[location]/page"),
    params: (m) => ({ key: m[1]!, location: m[2]! }),
  },
  {
    pattern: /^\/locations\/([^/]+)$/,
    load: () => import("@/app/(site)/locations/[slug]/page"),
    params: (m) => ({ slug: m[1]! }),
  },
  {
    pattern: /^\/blog\/category\/([^/]+)\/page\/(\d+)$/,
    load: () => import("@/app/(site)/blog/category/[category]/page/[page]/page"),
    params: (m) => ({ category: m[1]!, page: m[2]! }),
  },
  {
    pattern: /^\/blog\/category\/([^/]+)$/,
    load: () => import("@/app/(site)/blog/category/[category]/page"),
    params: (m) => ({ category: m[1]! }),
  },
  {
    pattern: /^\/blog\/page\/(\d+)$/,
    load: () => import("@/app/(site)/blog/page/[page]/page"),
    params: (m) => ({ page: m[1]! }),
  },
  { pattern: /^\/([a-z-]+)$/, load: () => import("@/app/(site)/[service]/page"), params: (m) => ({ service: m[1]! }) },
];

async function metadataOf(path: string): Promise<Metadata> {
  const staticPage = STATIC[path];
  if (staticPage) {
    const page = await staticPage();
    if (!page.metadata) throw new Error(`${path} exports no metadata`);
    return page.metadata;
  }
  for (const route of DYNAMIC) {
    const match = path.match(route.pattern);
    if (!match) continue;
    const page = await route.load();
    if (!page.generateMetadata) throw new Error(`${path} has no generateMetadata`);
    const generate = page.generateMetadata as (props: PageProps) => Promise<Metadata>;
    return generate({ params: Promise.resolve(route.params(match)), searchParams: Promise.resolve({}) });
  }
  throw new Error(`no page module known for ${path}: add it to this test`);
}

const SUFFIX = " | Toronto Dental IT";

/** The <title> as the browser shows it: the layout's template adds the site name to a plain string. */
function renderedTitle(meta: Metadata): string {
  const t = meta.title;
  if (typeof t === "string") return `${t}${SUFFIX}`;
  if (t && typeof t === "object" && "absolute" in t && typeof t.absolute === "string") return t.absolute;
  throw new Error(`unexpected title ${JSON.stringify(t)}`);
}

const PATHS = [
  ...PUBLIC_ROUTES.map((r) => r.path),
  "/blog/page/2",
  ...BLOG_CATEGORIES.map((c) => `/blog/category/${c.slug}/page/2`),
];

describe("page metadata", () => {
  it("covers the whole route list", () => {
    expect(PATHS.length).toBeGreaterThan(90);
  });

  it.each(PATHS)("%s: title ≤ 60, description 70–160, nothing clipped, share tags agree", async (path) => {
    const meta = await metadataOf(path);
    const title = renderedTitle(meta);
    const description = meta.description ?? "";
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(title).not.toContain("…");
    expect(description).not.toContain("…");
    expect(meta.openGraph?.title).toBe(title);
    expect(meta.openGraph?.description).toBe(description);
    expect(meta.twitter?.title).toBe(title);
    expect(meta.twitter?.description).toBe(description);
    const keywords = Array.isArray(meta.keywords) ? meta.keywords : [meta.keywords ?? ""];
    expect(findLowercaseIt([title, description, ...keywords].join("\n"))).toEqual([]);
  });

  it("gives every page its own title and description", async () => {
    const metas = await Promise.all(PUBLIC_ROUTES.map((r) => metadataOf(r.path)));
    expect(new Set(metas.map(renderedTitle)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
  });
});
