import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "@/content/routes";
import { startServer } from "./helpers/server";

const PATHS = ["/", "/no-such-page", "/locations/atlantis", "/icon.svg"];

test("every response carries the security headers", async ({ request }) => {
  for (const path of PATHS) {
    const response = await request.get(path);
    const h = response.headers();
    expect(h["content-security-policy"], path).toContain("default-src 'self'");
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"], path).toContain("object-src 'none'");
    expect(h["content-security-policy"], path).toContain("base-uri 'self'");
    expect(h["content-security-policy"], path).toContain("form-action 'self'");
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"], path).toContain("geolocation=(self)");
    // A local start is not a preview.
    expect(h["x-robots-tag"], path).toBeUndefined();
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

  test("VERCEL_ENV=preview sends X-Robots-Tag: noindex on every response", async () => {
    const server = await startServer(3101, { VERCEL_ENV: "preview" });
    try {
      for (const path of PATHS) {
        const response = await fetch(server.baseURL + path);
        expect(response.headers.get("x-robots-tag"), path).toContain("noindex");
      }
    } finally {
      await server.stop();
    }
  });

  test("a production start sends no X-Robots-Tag", async () => {
    const server = await startServer(3102, { VERCEL_ENV: "production" });
    try {
      for (const path of PATHS) {
        const response = await fetch(server.baseURL + path);
        expect(response.headers.get("x-robots-tag"), path).toBeNull();
      }
    } finally {
      await server.stop();
    }
  });

  test("a production start without a required secret stops and names it", async () => {
    const server = await startServer(3103, { VERCEL_ENV: "production", SESSION_SECRET: "" }, { expectExit: true });
    const code = await Promise.race([server.exitCode, new Promise<"running">((r) => setTimeout(() => r("running"), 30_000))]);
    await server.stop();
    expect(code).not.toBe("running");
    expect(code).not.toBe(0);
    expect(server.output()).toContain("missing required secret: SESSION_SECRET");
  });
});
