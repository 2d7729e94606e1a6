/** @jest-environment node */
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import type { NextConfig } from "next";

/** next.config.ts's export, loaded afresh in a given environment (it parses the env on load). */
function loadConfig(env: Record<string, string>): (phase: string) => NextConfig {
  const saved = process.env;
  // Every build reads its pages' data from a PostgreSQL database (never connected to here).
  process.env = {
    NODE_ENV: "production",
    DATABASE_URL: "postgresql://localhost:5432/build",
    ...env,
  } as NodeJS.ProcessEnv;
  try {
    let config: ((phase: string) => NextConfig) | undefined;
    jest.isolateModules(() => {
      config = (jest.requireActual("../../next.config") as { default: (phase: string) => NextConfig }).default;
    });
    return config!;
  } finally {
    process.env = saved;
  }
}

describe("the build's record of its public address", () => {
  it("refuses to build a deployment that has no SITE_URL, before any page bakes the default in", () => {
    const config = loadConfig({ DEPLOY_ENV: "production" });
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/SITE_URL is not set/);
    // Starting is judged when the server starts, with the secrets.
    expect(() => config(PHASE_PRODUCTION_SERVER)).not.toThrow();
  });
  it("refuses to build a production start without any setting (no local-run mark)", () => {
    expect(() => loadConfig({})(PHASE_PRODUCTION_BUILD)).toThrow(/neither DEPLOY_ENV nor VERCEL_ENV/);
  });
  it("builds a marked local run on the default address", () => {
    expect(loadConfig({ LOCAL_RUN: "1" })(PHASE_PRODUCTION_BUILD).env?.BUILT_SITE_URL).toBe("http://localhost:3000");
  });
  it("records the SITE_URL it builds with, for the start-up check to compare", () => {
    const config = loadConfig({ DEPLOY_ENV: "production", SITE_URL: "https://www.example.ca/" })(
      PHASE_PRODUCTION_BUILD,
    );
    expect(config.env?.BUILT_SITE_URL).toBe("https://www.example.ca");
  });
});

describe("the build's identity and the shared page store", () => {
  it("names one deployment id per build, kept as its build id for every start to read back", async () => {
    const build = loadConfig({ LOCAL_RUN: "1" })(PHASE_PRODUCTION_BUILD);
    expect(build.deploymentId).toMatch(/^[a-z0-9]+-[0-9a-f]{8}$/);
    await expect(build.generateBuildId?.()).resolves.toBe(build.deploymentId);
    // Another build, another id.
    expect(loadConfig({ LOCAL_RUN: "1" })(PHASE_PRODUCTION_BUILD).deploymentId).not.toBe(build.deploymentId);
  });

  it("takes the platform's deployment id when one is set (Next refuses a config that differs)", async () => {
    const build = loadConfig({ LOCAL_RUN: "1", NEXT_DEPLOYMENT_ID: "dpl_abc123" })(PHASE_PRODUCTION_BUILD);
    expect(build.deploymentId).toBe("dpl_abc123");
    await expect(build.generateBuildId?.()).resolves.toBe("dpl_abc123");
  });

  it("uses Redis for Next's page store only on a start with REDIS_URL, with no copy in memory", () => {
    const redis = { LOCAL_RUN: "1", REDIS_URL: "redis://127.0.0.1:6379" };
    const start = loadConfig(redis)(PHASE_PRODUCTION_SERVER);
    expect(start.cacheHandler).toMatch(/cache-handler\.mjs$/);
    expect(start.cacheMaxMemorySize).toBe(0);
    // The build prerenders to files as always; a start without the setting keeps Next's own cache.
    expect(loadConfig(redis)(PHASE_PRODUCTION_BUILD).cacheHandler).toBeUndefined();
    const plain = loadConfig({ LOCAL_RUN: "1" })(PHASE_PRODUCTION_SERVER);
    expect(plain.cacheHandler).toBeUndefined();
    expect(plain.cacheMaxMemorySize).toBeUndefined();
  });
});

describe("robots.txt and the sitemap index", () => {
  /** next-sitemap's config, loaded afresh in a given environment. */
  function sitemapSiteUrl(env: Record<string, string>): string {
    const saved = process.env;
    process.env = { ...env } as NodeJS.ProcessEnv;
    try {
      let siteUrl = "";
      jest.isolateModules(() => {
        siteUrl = (jest.requireActual("../../next-sitemap.config.js") as { siteUrl: string }).siteUrl;
      });
      return siteUrl;
    } finally {
      process.env = saved;
    }
  }
  it("name the address lib/core/env.ts resolves, as the build does", () => {
    const cases: Record<string, string>[] = [
      { SITE_URL: "https://www.example.ca/", DEPLOY_ENV: "production" },
      { VERCEL_ENV: "preview", VERCEL_URL: "tdi-git-x.vercel.app" },
      { LOCAL_RUN: "1" },
    ];
    for (const env of cases) {
      // __NEXT_PROCESSED_ENV keeps @next/env from reading this checkout's own .env files.
      expect(sitemapSiteUrl({ ...env, __NEXT_PROCESSED_ENV: "true" })).toBe(
        jest.requireActual<typeof import("@/lib/core/env")>("@/lib/core/env").parseEnv(env).SITE_URL,
      );
    }
  });
});
