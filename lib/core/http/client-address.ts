import "server-only";
import { getEnv } from "@/lib/core/env";

/** What an address may take in a rate-limit key; anything longer is cut, never trusted further. */
const MAX_LENGTH = 64;

/**
 * The client's address, as the proxies we trust report it. Per-address rate limits key on it, so
 * it must be a value the client cannot choose.
 *
 * Each trusted proxy (TRUSTED_PROXY_COUNT of them, default 1: Vercel, or one reverse proxy)
 * APPENDS the address it saw to X-Forwarded-For. Reading from the right, the first N-1 entries
 * are addresses our own proxies saw of each other, and the N-th is the address the outermost one
 * saw: the client. Everything to its left came with the request and can be forged, so it is never
 * used. A proxy that SETS the header (nginx `proxy_set_header X-Forwarded-For $remote_addr`)
 * leaves one entry, which is the client's with any count of 1.
 *
 * Fewer entries than N means the request passed through fewer proxies than configured (a
 * misconfigured count, or a request that reached an inner proxy directly): the left-most entry is
 * then the farthest address any proxy saw, the best the header can say.
 *
 * With no X-Forwarded-For at all, X-Real-IP is read instead: a trusted proxy may set that
 * header instead of X-Forwarded-For. (`next start` itself fills X-Forwarded-For from the socket
 * whenever a request arrives without one, so behind it this fallback is rarely reached.)
 *
 * With 0 trusted proxies nothing in front of the site vouches for any header: X-Forwarded-For and
 * X-Real-IP are both whatever the client sent (`next start` sets neither when the client already
 * did, and never sets X-Real-IP), and a route handler cannot see the socket. So no header is read
 * and every request counts as "unknown": the per-address limits can no longer be dodged with a
 * made-up header, at the price of one counter shared by every visitor. docs/production.md says to put a
 * proxy in front instead.
 */
export function clientAddress(headers: Headers, trustedProxies: number = getEnv().TRUSTED_PROXY_COUNT): string {
  if (trustedProxies < 1) return "unknown";
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) {
    const parts = forwarded
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    const chosen = parts[Math.max(0, parts.length - trustedProxies)];
    if (chosen) return chosen.slice(0, MAX_LENGTH);
  }
  const real = headers.get("x-real-ip")?.trim();
  return real ? real.slice(0, MAX_LENGTH) : "unknown";
}
