/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { apiRoute, withApiHeaders } from "@/lib/core/http/api-route";
import { resetEnvCache } from "@/lib/core/env";

const ROOT = path.resolve(__dirname, "../../..");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

describe("route handlers under app/api", () => {
  const files = routeFiles(path.join(ROOT, "app/api"));

  it("are found (the check below has something to check)", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it("export every method through apiRoute, so no answer leaves without the security headers", () => {
    const stray: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, "utf8");
      const name = path.relative(ROOT, file);
      let exported = 0;
      for (const method of METHODS) {
        const declaration = new RegExp(`export\\s+(?:async\\s+)?(?:function|const|let|var)\\s+${method}\\b([^\\n]*)`);
        const match = declaration.exec(source);
        if (!match) continue;
        exported++;
        if (!/^\s*=\s*apiRoute\(/.test(match[1]!)) stray.push(`${name}: ${method}`);
      }
      if (/export\s*\{/.test(source)) stray.push(`${name}: re-exports (export { … }) are not checked`);
      if (exported === 0) stray.push(`${name}: exports no method`);
    }
    expect(stray).toEqual([]);
  });
});

describe("withApiHeaders", () => {
  const saved = { stage: process.env.VERCEL_ENV };
  afterEach(() => {
    if (saved.stage === undefined) delete process.env.VERCEL_ENV;
    else process.env.VERCEL_ENV = saved.stage;
    resetEnvCache();
  });

  it("adds the security headers and keeps the answer's status, body and own headers", async () => {
    const answer = withApiHeaders(
      "/api/contact",
      Response.json({ success: true }, { status: 201, headers: { "Cache-Control": "no-store", "Retry-After": "5" } }),
    );
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ success: true });
    expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(answer.headers.get("x-robots-tag")).toBeNull();
  });

  it("marks the staff area's answers noindex and never stored", () => {
    const answer = withApiHeaders("/api/admin/leads/contact/export", new Response("a,b\n"));
    expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(withApiHeaders("/api/administer", new Response("")).headers.get("x-robots-tag")).toBeNull();
  });

  it("follows the running process's stage: a preview start noindexes every answer", () => {
    process.env.VERCEL_ENV = "preview";
    resetEnvCache();
    expect(withApiHeaders("/api/blog", Response.json([])).headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("works on answers whose headers cannot be changed (a redirect)", () => {
    const answer = withApiHeaders("/api/admin/sign-out", Response.redirect("http://localhost/admin/sign-in", 303));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("http://localhost/admin/sign-in");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("apiRoute", () => {
  it("hands the handler its request and context and answers with the headers added", async () => {
    const handler = jest.fn(async (request: Request, context: { params: Promise<{ id: string }> }) =>
      Response.json({ id: (await context.params).id, method: request.method }),
    );
    const route = apiRoute(handler);
    const answer = await route(new Request("http://localhost/api/thing/7", { method: "POST" }), {
      params: Promise.resolve({ id: "7" }),
    });
    expect(await answer.json()).toEqual({ id: "7", method: "POST" });
    expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
