/**
 * The client's address: the right-most entry of X-Forwarded-For, which the platform or proxy in
 * front of the site appends (Vercel does; the README says the site must run behind one). Entries
 * to its left come from the client and can be forged, so they are never used.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) {
    const parts = forwarded.split(",").map((p) => p.trim()).filter(Boolean);
    const last = parts[parts.length - 1];
    if (last) return last.slice(0, 64);
  }
  const real = headers.get("x-real-ip")?.trim();
  return real ? real.slice(0, 64) : "unknown";
}
