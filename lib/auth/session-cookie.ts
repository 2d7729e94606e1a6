/**
 * The staff session cookie's name for the site at `siteUrl` (a module of its own that reads no
 * setting, so browser tests can name the cookie without loading the session code). Over https it
 * carries the `__Host-` prefix: a browser keeps such a cookie only when it was set with Secure,
 * Path=/ and no Domain, so no other subdomain and no plain-http page can plant or overwrite a staff
 * session. A plain-http local run keeps the bare name, since the prefix needs a Secure cookie,
 * which a browser may refuse there.
 */
export function sessionCookieName(siteUrl: string): string {
  return siteUrl.startsWith("https:") ? "__Host-tdi_staff" : "tdi_staff";
}
