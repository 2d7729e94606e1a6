import "server-only";
import { assertDeployable, getEnv } from "@/lib/core/env";

// Imported by instrumentation.ts on the Node.js runtime only, when the server starts.
// BUILT_SITE_URL is replaced at build time by the SITE_URL the build was made with (next.config.ts).
try {
  assertDeployable(getEnv(), { builtSiteUrl: process.env.BUILT_SITE_URL });
} catch (error) {
  console.error(`[startup] ${(error as Error).message}`);
  process.exit(1);
}
