import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { SERVICES } from "./content/services";
import { assertDeployable, parseEnv } from "@/lib/core/env-rules";

// Next loads .env files before this runs, so this is the environment the pages are prerendered in
// (and, for a start, the one the server runs in).
const env = parseEnv(process.env);

/**
 * One identity per build, shared by every process that serves it (Next's `deploymentId`): Next
 * stamps it on the build's script and style URLs and on each page, and a browser holding a page of
 * another build reloads instead of navigating client-side into code that is no longer there. A
 * build makes one up (or takes NEXT_DEPLOYMENT_ID, which Vercel's skew protection sets and Next
 * requires the config to match) and keeps it as its build id (.next/BUILD_ID); every start reads
 * it back from there, so all processes of one build agree with the build and with each other
 * without a setting. The shared page store keeps each build's pages apart by the same id
 * (cache-handler.mjs).
 */
const NEW_BUILD_ID = env.NEXT_DEPLOYMENT_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;

function deploymentId(phase: string): string | undefined {
  if (phase === PHASE_PRODUCTION_BUILD) return NEW_BUILD_ID;
  if (phase === PHASE_PRODUCTION_SERVER) {
    try {
      return readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
    } catch {
      return undefined; // no build to start; `next start` says so itself
    }
  }
  return undefined;
}

/**
 * Next's page store in Redis when REDIS_URL is set as the server starts, so a page regenerated or
 * revalidated by one process is fresh on every process (docs/decisions/0023-shared-cache-handler.md).
 * No copy is kept in a process's memory then, or that copy would go stale. A build and a start
 * without it keep Next's own cache on disk and in memory.
 */
function pageStore(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || !env.REDIS_URL) return {};
  return { cacheHandler: require.resolve("./cache-handler.mjs"), cacheMaxMemorySize: 0 };
}

const config: NextConfig = {
  poweredByHeader: false,
  env: {
    // The sitemaps' lastmod for the pages of the route list: they change only when a build does.
    BUILD_TIME: new Date().toISOString(),
    // Inlined into the server code at build time: the start-up check refuses a start whose
    // SITE_URL differs from the one the prerendered pages name (lib/core/startup-check.ts).
    BUILT_SITE_URL: env.SITE_URL,
    // The build's identity and the migrations it was made with, for the health check's answer
    // (lib/health/database.ts): a database missing one of them cannot serve this build's pages.
    BUILT_ID: NEW_BUILD_ID,
    BUILT_MIGRATIONS: readdirSync(path.join(process.cwd(), "prisma", "migrations"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .join(","),
  },
  reactStrictMode: true,
  // The Prisma adapter is loaded from node_modules at run time like the `pg` driver it wraps (on
  // Next's own list of such packages), so both share one copy of `pg` and its connection pool code.
  serverExternalPackages: ["@prisma/adapter-pg"],
  // The five service pages have one canonical address each; /services/{slug} is an old alias.
  // /admin/outbox stays as an address of the deliveries page because staff bookmarked it under
  // that name; a bookmark keeps its filter (Next passes the query on).
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
  const id = deploymentId(phase);
  // The site defines no Server Functions ("use server"), so there is no server-actions encryption
  // key (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) for its processes to share.
  return {
    ...config,
    ...pageStore(phase),
    ...(id && { deploymentId: id }),
    ...(phase === PHASE_PRODUCTION_BUILD && { generateBuildId: async () => NEW_BUILD_ID }),
  };
};

export default nextConfig;
