import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { SERVICES } from "./content/services";
import { assertDeployable, parseEnv } from "@/lib/core/env";

// Next loads .env files before this runs, so this is the environment the pages are prerendered in.
const env = parseEnv(process.env);

const config: NextConfig = {
  poweredByHeader: false,
  env: {
    // The sitemaps' lastmod for the pages of the route list: they change only when a build does.
    BUILD_TIME: new Date().toISOString(),
    // Inlined into the server code at build time: the start-up check refuses a start whose
    // SITE_URL differs from the one the prerendered pages name (lib/core/startup-check.ts).
    BUILT_SITE_URL: env.SITE_URL,
  },
  reactStrictMode: true,
  // The Prisma adapter is loaded from node_modules at run time like the `pg` driver it wraps (on
  // Next's own list of such packages), so both share one copy of `pg` and its connection pool code.
  serverExternalPackages: ["@prisma/adapter-pg"],
  // The five service pages have one canonical address each; /services/{slug} is an old alias.
  // The staff outbox page is now Deliveries; old bookmarks keep their filter (Next passes the
  // query on).
  async redirects() {
    return [
      ...SERVICES.map((s) => ({ source: `/services/${s.slug}`, destination: `/${s.slug}`, permanent: true })),
      { source: "/admin/outbox", destination: "/admin/deliveries", permanent: true },
    ];
  },
};

const nextConfig = (phase: string): NextConfig => {
  // `next typegen` loads this in the build phase too, but prerenders nothing.
  if (phase === PHASE_PRODUCTION_BUILD && !process.argv.includes("typegen")) {
    // A deployment's build must know its public address before it bakes it into every prerendered
    // page (docs/decisions/0003-deployment-identity.md); secrets are checked when it starts.
    assertDeployable(env, { secrets: false });
  }
  return config;
};

export default nextConfig;
