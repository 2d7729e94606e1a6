import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "@/content/routes";
import { BLOG_CATEGORIES } from "@/content/blog-categories";
import { queryRows } from "./helpers/db";
import { startServer } from "./helpers/server";
import { E2E_BASE_URL, E2E_PORT } from "./helpers/env";

/** One URL of every kind of page the site serves, public and staff, plus an API answer and a file. */
async function pageKinds(): Promise<string[]> {
  const [post] = await queryRows<{ slug: string }>(
    `SELECT "slug" FROM "BlogPost" WHERE "isPublished" AND "slug" NOT LIKE 'e2e-%' ORDER BY "id" LIMIT 1`,
  );
  const [issue] = await queryRows<{ id: number }>(
    `SELECT "id" FROM "NewsletterIssue" WHERE "isPublished" ORDER BY "id" LIMIT 1`,
  );
  expect(post && issue, "a seeded post and issue").toBeTruthy();
  return [
    "/",
    "/services",
    "/managed-it",
    "/locations",
    "/locations/markham",
    "/services/locations",
    "/services/managed-it/markham",
    "/location",
    "/contact",
    "/support",
    "/support/check",
    "/support/received",
    "/about",
    "/faq",
    "/blog",
    `/blog/category/${BLOG_CATEGORIES[0]!.slug}`,
    `/blog/${post!.slug}`,
    "/newsletter",
    `/newsletter/${issue!.id}`,
    "/newsletter/unsubscribe",
    "/health-checklist",
    "/privacy-policy",
    "/terms-of-service",
    "/accessibility",
    "/sitemap",
    "/admin/sign-in",
    "/api/blog",
    "/sitemap.xml",
    "/icon.svg",
    ...NOT_FOUND,
  ];
}

/** A path of each kind that is no page: each must answer 404 (with the site's 404 page where it is HTML). */
const NOT_FOUND = [
  "/no-such-page",
  "/no/such/deep/page",
  "/locations/atlantis",
  "/services/managed-it/atlantis",
  "/services/no-such-service/markham",
  "/managed-it/extra",
  "/blog/no-such-post",
  "/blog/category/no-such-category",
  "/newsletter/999999",
  "/newsletter/not-a-number",
  "/support/status/no-such-request",
  "/support/nothing-here",
  "/api/no-such-route",
];

const isStaff = (path: string) => path.startsWith("/admin") || path.startsWith("/api/admin");

/** What every response must carry, whatever its kind. */
function expectSecurityHeaders(h: Record<string, string>, path: string): void {
  const csp = h["content-security-policy"] ?? "";
  for (const directive of [
    "default-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]) {
    expect(csp, `${path} CSP`).toContain(directive);
  }
  if (isStaff(path) && !NOT_FOUND.includes(path)) {
    // The staff area is rendered per request: a fresh nonce, never 'unsafe-inline' for scripts.
    expect(csp, `${path} CSP`).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic' 'sha256-[A-Za-z0-9+/]{43}=';/,
    );
  } else {
    // Prerendered pages cannot carry a nonce (lib/core/security-headers.ts); no eval, no other origin.
    expect(csp, `${path} CSP`).toContain("script-src 'self' 'unsafe-inline';");
  }
  expect(csp, `${path} CSP`).not.toContain("unsafe-eval");
  expect(h["x-content-type-options"], path).toBe("nosniff");
  expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"], path).toContain("geolocation=(self)");
  expect(h["permissions-policy"], path).toContain("camera=()");
}

test("every page kind, file and API answer carries the security headers; a local start noindexes only the staff area", async ({
  request,
}) => {
  for (const path of await pageKinds()) {
    const response = await request.get(path, { maxRedirects: 0 });
    const h = response.headers();
    expectSecurityHeaders(h, path);
    if (isStaff(path)) expect(h["x-robots-tag"], path).toContain("noindex");
    else expect(h["x-robots-tag"], path).toBeUndefined();
  }
});

test("route handlers' answers of every kind carry the security headers (the proxy does not run for /api/)", async ({
  request,
}) => {
  const answers: [string, Awaited<ReturnType<typeof request.get>>, number][] = [
    // A script's post refused as invalid: JSON.
    ["POST /api/contact (JSON)", await request.post("/api/contact", { data: { name: "" } }), 400],
    // A browser's own form post: answered with a redirect to the form's check page.
    [
      "POST /api/contact (form)",
      await request.post("/api/contact", {
        form: { name: "" },
        headers: { Origin: E2E_BASE_URL },
        maxRedirects: 0,
      }),
      303,
    ],
    // The staff area without a session.
    ["GET /api/admin/leads/contact/export", await request.get("/api/admin/leads/contact/export"), 401],
    // An unknown route: JSON in the shape of every refusal.
    ["POST /api/no-such-route", await request.post("/api/no-such-route", { data: {} }), 404],
  ];
  for (const [name, response, status] of answers) {
    expect(response.status(), name).toBe(status);
    const path = name.split(" ")[1]!;
    expectSecurityHeaders(response.headers(), name);
    if (isStaff(path)) {
      expect(response.headers()["x-robots-tag"], name).toContain("noindex");
      expect(response.headers()["cache-control"], name).toBe("private, no-store");
    } else expect(response.headers()["x-robots-tag"], name).toBeUndefined();
  }
  expect(await answers[3]![1].json()).toEqual({ success: false, message: "There is no such API route." });
});

test("every path that is no page answers 404, HTML ones with the site's 404 page", async ({ request }) => {
  for (const path of NOT_FOUND) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    if (!path.startsWith("/api/")) {
      expect(response.headers()["content-type"], path).toContain("text/html");
      expect(await response.text(), path).toContain("<h1");
    }
  }
});

test("pages load with no console error, no CSP violation and no failed request for a real page", async ({ page }) => {
  const problems: string[] = [];
  const failed: string[] = [];
  page.on("console", (m) => {
    // A failed resource is reported by URL below; every other console error is a defect.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("response", (r) => {
    if (r.status() >= 400) failed.push(new URL(r.url()).pathname);
  });
  for (const path of ["/", "/locations/atlantis", "/no-such-page"]) {
    await page.goto(path);
    await page.getByRole("button", { name: "Accessibility options" }).click();
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
  // Links to pages that later work adds may 404 when prefetched; a page of the route list never may.
  const pages = new Set(PUBLIC_ROUTES.map((r) => r.path));
  expect(failed.filter((p) => pages.has(p))).toEqual([]);
  expect(failed.filter((p) => p.startsWith("/_next/"))).toEqual([]);
});

test.describe("one build, started as a preview and as production", () => {
  test.describe.configure({ mode: "serial" });

  test("VERCEL_ENV=preview sends X-Robots-Tag: noindex on every page kind and shows the ribbon on every page, without JavaScript", async ({
    browser,
  }) => {
    // No e-mail key, as a preview should run: the ribbon then says e-mail is only logged.
    const server = await startServer(E2E_PORT + 1, { VERCEL_ENV: "preview", RESEND_API_KEY: "" });
    try {
      for (const path of await pageKinds()) {
        const response = await fetch(server.baseURL + path, { redirect: "manual" });
        expect(response.headers.get("x-robots-tag"), path).toContain("noindex");
        expectSecurityHeaders(Object.fromEntries(response.headers), path);
      }
      // The build was made for a local run: prerendered pages, dynamic ones and the 404 page all
      // show the ribbon, decided by this start alone.
      const context = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      for (const path of ["/", "/locations/markham", "/contact", "/admin/sign-in", "/no-such-page"]) {
        await page.goto(path);
        const ribbon = page.getByRole("note", { name: "Preview deployment" });
        await expect(ribbon, path).toBeVisible();
        await expect(ribbon.locator("strong"), path).toHaveText("Preview");
        await expect(ribbon.getByText("E-mail is only logged here, never sent."), path).toBeVisible();
      }
      await context.close();
      // Showing it moves nothing: the page lays out as on the shared (local) server.
      const h1At = async (baseURL: string) => {
        const ctx = await browser.newContext({
          baseURL,
          javaScriptEnabled: false,
          viewport: { width: 390, height: 844 },
        });
        const p = await ctx.newPage();
        await p.goto("/locations/markham");
        const box = await p.locator("h1").boundingBox();
        await ctx.close();
        return box;
      };
      expect(await h1At(server.baseURL)).toEqual(await h1At(E2E_BASE_URL));
    } finally {
      await server.stop();
    }
  });

  test("a production start sends no X-Robots-Tag on any public page kind, and shows no ribbon", async ({ browser }) => {
    const server = await startServer(E2E_PORT + 2, { VERCEL_ENV: "production", RESEND_API_KEY: "" });
    try {
      const context = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("[data-stage-ribbon]")).toHaveCount(1);
      await expect(page.locator("[data-stage-ribbon]")).toBeHidden();
      await context.close();
      for (const path of await pageKinds()) {
        const response = await fetch(server.baseURL + path, { redirect: "manual" });
        // Production noindexes nothing public; the staff area is never indexed.
        if (isStaff(path)) expect(response.headers.get("x-robots-tag"), path).toContain("noindex");
        else expect(response.headers.get("x-robots-tag"), path).toBeNull();
        expectSecurityHeaders(Object.fromEntries(response.headers), path);
      }
    } finally {
      await server.stop();
    }
  });

  /** Starts the shared build in another environment and expects it to stop, saying why. */
  async function expectRefusal(overrides: Record<string, string>, reasons: string[]): Promise<void> {
    const server = await startServer(E2E_PORT + 3, overrides, { expectExit: true });
    const code = await Promise.race([
      server.exitCode,
      new Promise<"running">((r) => setTimeout(() => r("running"), 30_000)),
    ]);
    await server.stop();
    expect(code, server.output()).not.toBe("running");
    expect(code).not.toBe(0);
    for (const reason of reasons) expect(server.output()).toContain(reason);
  }

  test("a production start without a required secret stops and names it", async () => {
    // The e2e environment carries the local-run mark: VERCEL_ENV outranks it.
    await expectRefusal({ VERCEL_ENV: "production", SESSION_SECRET: "" }, ["missing required secret: SESSION_SECRET"]);
  });

  test("a production start with no stage setting and no local-run mark is a deployment: it needs SITE_URL", async () => {
    await expectRefusal({ LOCAL_RUN: "", SITE_URL: "" }, [
      "production start (neither DEPLOY_ENV nor VERCEL_ENV is set",
      "SITE_URL is not set",
    ]);
  });

  test("a deployment refuses a plain-http public SITE_URL", async () => {
    await expectRefusal({ DEPLOY_ENV: "production", SITE_URL: "http://www.example.ca" }, [
      "SITE_URL must be an https address",
    ]);
  });

  test("a start with another SITE_URL than the build's refuses, naming both", async () => {
    await expectRefusal({ DEPLOY_ENV: "production", SITE_URL: "https://www.example.ca" }, [
      `this build was made for SITE_URL=${E2E_BASE_URL}`,
      "this start has SITE_URL=https://www.example.ca",
    ]);
  });
});
