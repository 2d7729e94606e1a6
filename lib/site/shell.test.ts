/** @jest-environment node */
import { createHash } from "node:crypto";
import { KNOWN_SECTIONS, isActiveLink, isKnownSectionPath } from "@/content/navigation";
import { FONT_SIZE, clampFontSize, parseTheme } from "@/lib/core/display-preferences";
import { NOT_FOUND_BARE, NOT_FOUND_BLOG_POST, NOT_FOUND_IN_SHELL, decidePath, normalizePath } from "@/lib/site/routing";
import { EARLY_SCRIPT } from "@/lib/core/early-script";
import { contentSecurityPolicy, newNonce, EARLY_SCRIPT_HASH, securityHeaders } from "@/lib/core/security-headers";
import { TOAST_LIMIT, dismissToast, getToasts, resetToasts, toast } from "@/lib/browser/toast-store";

const mockPostExists = jest.fn<Promise<boolean>, [string]>();
jest.mock("@/lib/blog/posts", () => ({ publishedPostExists: (slug: string) => mockPostExists(slug) }));

describe("known sections and active links", () => {
  it("knows every header, service and legal section", () => {
    for (const s of [
      "services",
      "locations",
      "location",
      "blog",
      "newsletter",
      "support",
      "managed-it",
      "hardware-support",
      "privacy-policy",
      "sitemap",
    ]) {
      expect(KNOWN_SECTIONS.has(s)).toBe(true);
    }
    expect(isKnownSectionPath("/")).toBe(true);
    expect(isKnownSectionPath("/locations/atlantis")).toBe(true);
    expect(isKnownSectionPath("/zzz")).toBe(false);
    expect(isKnownSectionPath("/locationsx/a")).toBe(false);
  });
  it("marks a section's link active on its sub-pages, and Home only on /", () => {
    expect(isActiveLink("/blog", "/blog/some-post")).toBe(true);
    expect(isActiveLink("/location", "/locations/markham")).toBe(false);
    expect(isActiveLink("/", "/about")).toBe(false);
    expect(isActiveLink("/", "/")).toBe(true);
  });
});

describe("request paths", () => {
  it("lets framework assets, route handlers and files through", async () => {
    for (const p of ["/_next/static/chunks/a.js", "/api/contact", "/robots.txt", "/icon.svg", "/sitemap.xml"]) {
      expect(await decidePath(p)).toEqual({ kind: "pass" });
    }
  });
  it("lets pages of the route list through, with or without a trailing slash", async () => {
    expect(await decidePath("/")).toEqual({ kind: "pass" });
    expect(normalizePath("/about/")).toBe("/about");
  });
  it("answers other paths with the in-shell 404 under a known section and the bare one elsewhere", async () => {
    expect(await decidePath("/locations/atlantis")).toEqual({ kind: "not-found", rewriteTo: NOT_FOUND_IN_SHELL });
    expect(await decidePath("/zzz/yyy")).toEqual({ kind: "not-found", rewriteTo: NOT_FOUND_BARE });
    expect(await decidePath(NOT_FOUND_IN_SHELL)).toEqual({ kind: "not-found", rewriteTo: NOT_FOUND_BARE });
  });
});

describe("database-backed pages", () => {
  beforeEach(() => mockPostExists.mockReset());
  it("passes a published post and answers any other /blog/{slug} with the blog's 404", async () => {
    mockPostExists.mockImplementation(async (slug) => slug === "known-post");
    expect(await decidePath("/blog/known-post")).toEqual({ kind: "pass" });
    expect(await decidePath("/blog/known-post/")).toEqual({ kind: "pass" });
    expect(await decidePath("/blog/draft-post")).toEqual({ kind: "not-found", rewriteTo: NOT_FOUND_BLOG_POST });
    expect(mockPostExists).toHaveBeenLastCalledWith("draft-post");
  });
  it("decodes the slug before asking, and never asks for deeper paths", async () => {
    mockPostExists.mockResolvedValue(false);
    await decidePath("/blog/a%20b");
    expect(mockPostExists).toHaveBeenLastCalledWith("a b");
    await decidePath("/blog/%E0%A4%A");
    expect(mockPostExists).toHaveBeenLastCalledWith("%E0%A4%A");
    mockPostExists.mockClear();
    expect(await decidePath("/blog/a/b")).toEqual({ kind: "not-found", rewriteTo: NOT_FOUND_IN_SHELL });
    expect(mockPostExists).not.toHaveBeenCalled();
  });
  it("lets the request through to the page's cached copy when the database cannot be asked", async () => {
    mockPostExists.mockRejectedValue(new Error("Can't reach database server at 127.0.0.1:5432"));
    expect(await decidePath("/blog/any-post")).toEqual({ kind: "pass" });
  });
  it("knows the blog's static pages without asking the database", async () => {
    expect(await decidePath("/blog")).toEqual({ kind: "pass" });
    expect(await decidePath("/blog/category/cybersecurity")).toEqual({ kind: "pass" });
    expect(await decidePath("/blog/category/nope")).toEqual({ kind: "not-found", rewriteTo: NOT_FOUND_IN_SHELL });
    expect(mockPostExists).not.toHaveBeenCalled();
  });
});

describe("security headers", () => {
  const local = { SITE_URL: "http://localhost:3000", stage: "local" as const };
  it("keeps the CSP tight: self, inline scripts for prerendered pages, nothing third-party by default", () => {
    const csp = contentSecurityPolicy(local);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain("google");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
  it("adds analytics and map origins only when configured, and upgrades requests on https", () => {
    const csp = contentSecurityPolicy({ SITE_URL: "https://www.example.ca" }, { analytics: true, mapsEmbed: true });
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
    // Google's list for GA4 without Google Signals, and nothing more.
    expect(directive("script-src")).toBe("script-src 'self' 'unsafe-inline' https://*.googletagmanager.com");
    expect(directive("img-src")).toBe(
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com",
    );
    expect(directive("connect-src")).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(csp).toContain("frame-src https://www.google.com");
    expect(csp).toContain("upgrade-insecure-requests");
  });
  it("allows only scripts with this response's nonce (and the early script by hash) when given one", () => {
    const nonce = newNonce();
    const script = contentSecurityPolicy(local, { nonce })
      .split("; ")
      .find((d) => d.startsWith("script-src "))!;
    expect(script).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${EARLY_SCRIPT_HASH}`);
    expect(script).not.toContain("unsafe-inline");
    expect(EARLY_SCRIPT_HASH).toBe(`'sha256-${createHash("sha256").update(EARLY_SCRIPT).digest("base64")}'`);
  });
  it("draws a fresh 128-bit nonce every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
  it("noindexes a preview only", () => {
    expect(securityHeaders({ SITE_URL: "https://x.ca", stage: "preview" })["X-Robots-Tag"]).toMatch(/noindex/);
    expect(securityHeaders({ SITE_URL: "https://x.ca", stage: "production" })["X-Robots-Tag"]).toBeUndefined();
    expect(securityHeaders(local)["X-Robots-Tag"]).toBeUndefined();
    expect(securityHeaders(local)["Permissions-Policy"]).toContain("geolocation=(self)");
  });
});

describe("display preferences", () => {
  it("keeps text size between 90 and 150 in steps of 10", () => {
    expect(clampFontSize(80)).toBe(FONT_SIZE.min);
    expect(clampFontSize(160)).toBe(FONT_SIZE.max);
    expect(clampFontSize(124)).toBe(120);
    expect(clampFontSize(Number.NaN)).toBe(100);
  });
  it("defaults the theme to light", () => {
    expect(parseTheme(null)).toBe("light");
    expect(parseTheme("bogus")).toBe("light");
    expect(parseTheme("system")).toBe("system");
  });
});

describe("toast store", () => {
  beforeEach(() => resetToasts());
  afterAll(() => resetToasts());
  it("shows at most one toast, the newest, with the 5000 ms default", () => {
    toast({ title: "First" });
    toast({ title: "Second", variant: "destructive" });
    expect(getToasts()).toHaveLength(TOAST_LIMIT);
    expect(getToasts()[0]).toMatchObject({ title: "Second", variant: "destructive", duration: 5000, open: true });
  });
  it("closes a dismissed toast", () => {
    const id = toast({ title: "Bye" });
    dismissToast(id);
    expect(getToasts()[0]?.open).toBe(false);
  });
});
