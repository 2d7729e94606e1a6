import "server-only";
import { getEnv } from "@/lib/core/env";
import { logError, logInfo } from "@/lib/core/log";

/**
 * The shared page cache in front of the site (the nginx of docs/deploy/nginx.conf) keeps what
 * Next.js marks cacheable for a few minutes; it knows nothing of a post published or unpublished,
 * nor of a new build. The site tells it through CACHE_PURGE_URL, a loopback-only door that moves
 * the cache's generation on, so every stored page is gone at once
 * (docs/decisions/0012-shared-page-cache.md). Without the setting there is no such cache and
 * nothing to do.
 */

/** How long a purge may take before the caller goes on (and the failure is logged). */
export const PURGE_TIMEOUT_MS = 3000;

export type PurgeReason = "publication" | "server-start";

/** Empties the shared cache; false (logged) when it is configured but did not answer 2xx. */
export async function purgeSharedCache(
  reason: PurgeReason,
  { url = getEnv().CACHE_PURGE_URL, fetchImpl = fetch }: { url?: string; fetchImpl?: typeof fetch } = {},
): Promise<boolean> {
  if (!url) return true;
  try {
    const res = await fetchImpl(url, { method: "POST", signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
    await res.body?.cancel();
    if (!res.ok) throw Object.assign(new Error("purge refused"), { code: res.status });
    logInfo("cache.purged", { reason });
    return true;
  } catch (error) {
    logError("cache.purge-failed", error, { reason });
    return false;
  }
}
