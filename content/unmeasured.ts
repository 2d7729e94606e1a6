/**
 * Pages nothing measures, in a module with no imports: the analytics and real-user measurement
 * islands read it from their own script rather than as props in every page's React data
 * (docs/decisions/0013-page-weight.md). content/routes.ts re-exports both lists.
 */

/**
 * Pages whose address carries a secret token (an unsubscribe or confirmation link, an urgent
 * request's status page, a booking's private page): no analytics script is loaded there, and
 * nothing about them is reported. Each is the page at that path and every page under it
 * (/support/status/{token}).
 */
export const TOKEN_PAGES: readonly string[] = [
  "/newsletter/unsubscribe",
  "/newsletter/confirm",
  "/support/status",
  "/book/manage",
];

/**
 * Where neither analytics nor the real-user speed measurement is loaded or asked for: the token
 * pages, and the staff area, whose page titles and addresses name leads and clients (a lead's name
 * must never reach an analytics provider; staff pages are not what visitors see).
 */
export const UNMEASURED_PAGES: readonly string[] = [...TOKEN_PAGES, "/admin"];
