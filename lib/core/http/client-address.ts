import "server-only";
import ipaddr from "ipaddr.js";
import { getEnv } from "@/lib/core/env";

/** What a limit counts every request by when no trusted header names the client. */
const UNKNOWN = "unknown";

/**
 * The well-known NAT64 prefix 64:ff9b::/96 (RFC 6052): behind a translator of it the client's
 * IPv4 address is the last 32 bits, and every IPv4 client shares the /64.
 */
const NAT64 = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

/**
 * The address a per-address limit counts a client by, from one header entry:
 * - an IPv4 address is itself (also when written as IPv4-mapped IPv6, `::ffff:203.0.113.7`, as a
 *   dual-stack server reports IPv4 clients, or as NAT64's `64:ff9b::203.0.113.7`);
 * - an IPv6 address stands for its /64, written `2001:db8:1:2::/64`. A /64 is one network: its
 *   owner picks any of its 2^64 addresses at will (privacy extensions make a new one every day, a
 *   script can make one per request), so a limit keyed on the whole address is no limit for it.
 *   RFC 6177 has sites given a /48 or /56, but those are many networks of one subscriber, and a
 *   limit on them would also count every household behind one ISP's bigger blocks: the /64 is the
 *   narrowest prefix the client cannot leave;
 * - a port (`203.0.113.7:51234`, `[2001:db8::1]:443`, as Azure and some proxies write it), an
 *   IPv6 zone id (`fe80::1%eth0`) and spaces are dropped;
 * - anything else (a proxy's "unknown", a typo, a forged string) is "unknown", so no text a
 *   client could choose ever becomes a key of its own.
 */
export function limitAddress(entry: string): string {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else {
    const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
    if (withPort) text = withPort[1]!;
  }
  text = text.replace(/%.*$/, "");
  // Four decimal parts only: ipaddr.js also reads "1.2.3" and "0x7f.1" the way inet_aton does,
  // which no proxy writes, and which would give one client several spellings of one address.
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return UNKNOWN;
  const address = ipaddr.IPv6.parse(text);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  if (address.match(NAT64)) return new ipaddr.IPv4(address.toByteArray().slice(12)).toString();
  const network = new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}

/**
 * The client's address, as the proxies we trust report it, in the form limits count it by
 * (limitAddress: an IPv4 address, or an IPv6 client's /64). Per-address rate limits key on it,
 * so it must be a value the client cannot choose; every limit, sign-in guard and form check that
 * goes by address takes it from here, so each keys IPv6 clients by their /64.
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
 * With no X-Forwarded-For at all, X-Real-IP is read: a trusted proxy may set that header instead
 * of X-Forwarded-For. (`next start` itself fills X-Forwarded-For from the socket whenever a
 * request arrives without one, so behind it this fallback is rarely reached.)
 *
 * With 0 trusted proxies nothing in front of the site vouches for any header: X-Forwarded-For and
 * X-Real-IP are both whatever the client sent (`next start` sets neither when the client already
 * did, and never sets X-Real-IP), and a route handler cannot see the socket. So no header is read
 * and every request counts as "unknown": the per-address limits can no longer be dodged with a
 * made-up header, at the price of one counter shared by every visitor. docs/production.md says to put a
 * proxy in front instead.
 */
export function clientAddress(headers: Headers, trustedProxies: number = getEnv().TRUSTED_PROXY_COUNT): string {
  if (trustedProxies < 1) return UNKNOWN;
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) {
    const parts = forwarded
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    const chosen = parts[Math.max(0, parts.length - trustedProxies)];
    if (chosen) return limitAddress(chosen);
  }
  const real = headers.get("x-real-ip")?.trim();
  return real ? limitAddress(real) : UNKNOWN;
}
