import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

/**
 * The health address of the built site, as an uptime monitor or a proxy's health check reads it:
 * this build's own identity (the one every process of the build shares, .next/BUILD_ID), answered
 * afresh each time, with the security headers of every route handler. The database's and the
 * migrations' failures are tested against a cluster of their own (tests/integration/health.test.ts).
 */
test("GET /api/health answers 200 with this build's id, and HEAD works for monitors that send it", async ({
  request,
}) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    status: "ok",
    build: readFileSync(".next/BUILD_ID", "utf8").trim(),
  });
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["set-cookie"]).toBeUndefined();
  expect((await request.head("/api/health")).status()).toBe(200);
});
