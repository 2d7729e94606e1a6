/**
 * Runs once when a server instance starts. A deployment without a required secret stops here with
 * a message that names it, instead of failing later on the first request that needs it. A start is
 * also how a new build goes live, so the shared page cache in front (if any) is emptied: no visitor
 * gets a page of the old build that names scripts the new one no longer has.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    await import("@/lib/core/startup-check");
    const { purgeSharedCache } = await import("@/lib/core/shared-cache");
    await purgeSharedCache("server-start");
  }
}
