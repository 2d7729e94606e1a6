import { assertDeployable, getEnv } from "@/lib/env";

// Imported by instrumentation.ts on the Node.js runtime only, when the server starts.
try {
  assertDeployable(getEnv());
} catch (error) {
  console.error(`[startup] ${(error as Error).message}`);
  process.exit(1);
}
