/**
 * Where signing in returns to. A technician who opens an urgent request's link (from the page or
 * the e-mail) without a session signs in and lands back on that request. The path travels in the
 * sign-in page's address and form, so anyone can write one: only a path of this site's staff area
 * is followed, never another site (`//host`, `https:`, a backslash browsers read as a slash) and
 * never the sign-in page itself. Pure: the page, the form's island and the route share it.
 */
export const DEFAULT_AFTER_SIGN_IN = "/admin/leads";

/** Longer than any staff address (a list's search included), short enough for a query string. */
export const RETURN_PATH_MAX = 300;

/** Characters of a plain path and query; no fragment, no space, no quote, no backslash. */
const PLAIN = /^\/admin\/[A-Za-z0-9\-._~/?=&%+]*$/;

/** A staff path to return to after signing in, or null when `value` is not one. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > RETURN_PATH_MAX || !PLAIN.test(value)) return null;
  const path = value.split("?")[0]!;
  // An encoded slash, backslash or dot could make a browser or proxy read another path.
  if (/%(2f|5c|2e)/i.test(value)) return null;
  if (path.includes("//") || /(^|\/)\.\.?(\/|$)/.test(path)) return null;
  if (path === "/admin/sign-in" || path.startsWith("/admin/sign-in/")) return null;
  return value;
}
