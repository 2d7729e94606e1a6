/**
 * Runs once when a server instance starts. A deployment without a required secret stops here with
 * a message that names it, instead of failing later on the first request that needs it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    await import("@/lib/core/startup-check");
    // Load the database driver now, before any request: libsql's loader asks process.report
    // for the C library, which lists every open handle and took 5 s under 50 open connections
    // (bench/load.ts), stalling every request that arrived meanwhile.
    const { getDb } = await import("@/lib/core/db");
    await getDb()
      .$queryRawUnsafe("SELECT 1")
      .catch(() => undefined);
  }
}
