/**
 * Runs once when a server instance starts. A deployment without a required secret stops here with
 * a message that names it, instead of failing later on the first request that needs it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    await import("@/lib/startup-check");
  }
}
