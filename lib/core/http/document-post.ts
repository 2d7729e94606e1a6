import "server-only";
import { BUSINESS, telHref } from "@/content/business";
import { isOwnOrigin } from "@/lib/core/http/origin";
import { getEnv } from "@/lib/core/env";
import { clientAddress } from "@/lib/core/http/client-address";
import { deleteFormCheck, FORM_CHECK_TTL_MS, storeFormCheck, type CheckedForm } from "@/lib/core/forms/form-check";

/**
 * A visitor form posted by the browser itself (no JavaScript yet, or none at all): its answers
 * are pages, never JSON, and nothing typed ever appears in a URL
 * (docs/decisions/0001-limits-and-document-posts.md; why route handlers and not Server Actions:
 * docs/decisions/0008-forms-post-to-route-handlers.md).
 * - Success (and a filled honeypot, which must look the same): 303 to the form's confirmation page.
 * - A refusal of what was typed (400 field errors, 429 limits, 503): the errors and what was typed,
 *   each field cut to its limit (secret fields, such as a support code, never), are stored for 15
 *   minutes under a random id (at most CHECKS_PER_ADDRESS per address and form), the id goes into
 *   an HttpOnly cookie, and the answer is 303 to the form's check page.
 * - A refusal before anything typed could be read (413 too large, 415 not a form, 403 another
 *   site's post), or when even the check cannot be stored (the database is down): a small page of
 *   its own with the status and what to do, and nothing stored.
 */
export interface DocumentForm {
  form: CheckedForm;
  /** Where a stored submission lands, e.g. /contact/thank-you. */
  successPage: string;
  /** The dynamic, noindex page that shows a refused submission, e.g. /contact/check. */
  checkPage: string;
  /**
   * The fields kept for the check page, each with the most characters its form takes: what is
   * longer is cut there (and the check says so), so a refused post stores no more than a valid one
   * could. The honeypot never is kept.
   */
  fields: Readonly<Record<string, number>>;
  /**
   * Fields never kept, even cut (a support code: a credential, of which only a hash is ever
   * stored), each with what the check page says at it when something was typed there, so the
   * visitor knows to type it again.
   */
  secrets?: Readonly<Record<string, string>>;
}

interface Answer {
  success: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export function checkCookieName(form: CheckedForm): string {
  return `form-check-${form}`;
}

/**
 * A document post from another site: an Origin that is not ours, or a browser saying the request
 * is cross-site. A request with neither header (an old browser, a privacy extension) is allowed.
 */
export function isForeignDocumentPost(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin && origin !== "null" && !isOwnOrigin(request, origin)) return true;
  // Sandboxed frames and some redirects send "Origin: null"; only a browser's own word counts then.
  if (origin === "null" && request.headers.get("sec-fetch-site") !== "same-origin") return true;
  return request.headers.get("sec-fetch-site") === "cross-site";
}

// Path=/: the check page reads the cookie, and the form's route handler must see it too, to
// forget the check once the form goes through (a cookie scoped to the check page never reaches it).
function cookieHeader(form: DocumentForm, value: string, maxAgeSeconds: number): string {
  const secure = getEnv().SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `${checkCookieName(form.form)}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

function seeOther(location: string, headers: Record<string, string> = {}, cookie?: string): Response {
  const h = new Headers({ Location: location, "Cache-Control": "no-store", ...headers });
  if (cookie) h.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers: h });
}

/** At most `max` UTF-16 units of `text`, never ending in half of a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

export function cutNote(max: number): string {
  return `What you typed here was longer than the ${max.toLocaleString("en-CA")} characters this field takes, so only the first ${max.toLocaleString("en-CA")} were kept. Check its end before you send it again.`;
}

/**
 * The kept fields of what was typed, as strings cut to their limits, and the errors, where a field
 * that was cut says so instead. A secret field is never kept: where one was typed, its errors end
 * with the form's request to type it again.
 */
export function keptValues(
  form: DocumentForm,
  typed: unknown,
  fieldErrors: Record<string, string[]>,
): { values: Record<string, string>; fieldErrors: Record<string, string[]> } {
  const values: Record<string, string> = {};
  const errors = { ...fieldErrors };
  if (!typed || typeof typed !== "object") return { values, fieldErrors: errors };
  const secrets = form.secrets ?? {};
  for (const [name, note] of Object.entries(secrets)) {
    const value = (typed as Record<string, unknown>)[name];
    if (typeof value === "string" && value.trim() !== "") errors[name] = [...(errors[name] ?? []), note];
  }
  for (const [name, max] of Object.entries(form.fields)) {
    const value = (typed as Record<string, unknown>)[name];
    if (typeof value !== "string" || Object.hasOwn(secrets, name)) continue;
    values[name] = cut(value, max);
    // The cut value fits the field now, so the note replaces its "too long" error: the form shows
    // one message per field, and this is the one the visitor needs.
    if (values[name] !== value) errors[name] = [cutNote(max)];
  }
  return { values, fieldErrors: errors };
}

/** Refusals that come before anything typed could be read: no check to keep, a page of their own. */
const UNREAD = new Set([403, 413, 415]);

export async function documentAnswer(
  form: DocumentForm,
  request: Request,
  status: number,
  body: Answer,
  typed: unknown,
  headers: Record<string, string> = {},
  /** Where this success lands instead of the form's confirmation page (a page of its own). */
  successLocation?: string,
): Promise<Response> {
  if (status < 400) {
    // The form went through: a check kept for an earlier attempt is of no further use.
    const earlier = cookieValue(request, checkCookieName(form.form));
    if (earlier) await deleteFormCheck(earlier).catch(() => undefined);
    return seeOther(successLocation ?? form.successPage, {}, earlier ? cookieHeader(form, "", 0) : undefined);
  }
  if (UNREAD.has(status)) return plainPage(status, body.message, form, headers);
  try {
    const id = await storeFormCheck({
      form: form.form,
      ...keptValues(form, typed, body.fieldErrors ?? {}),
      message: body.message,
      status,
      address: clientAddress(request.headers),
    });
    return seeOther(form.checkPage, headers, cookieHeader(form, id, Math.floor(FORM_CHECK_TTL_MS / 1000)));
  } catch {
    return plainPage(status, body.message, form, headers);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A page of its own for what the check page cannot show. */
export function plainPage(
  status: number,
  message: string,
  form: DocumentForm,
  headers: Record<string, string> = {},
): Response {
  const back = form.checkPage.replace(/\/check$/, "") || "/";
  const html = `<!DOCTYPE html>
<html lang="en-CA">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Your message was not sent | ${escapeHtml(BUSINESS.name)}</title></head>
<body>
<main>
<h1>Your message was not sent</h1>
<p>${escapeHtml(message)}</p>
<p>Go back to <a href="${escapeHtml(back)}">the form</a> and try again, or call us at <a href="${escapeHtml(telHref(BUSINESS.phones.main))}">${escapeHtml(BUSINESS.phones.main.display)}</a>.</p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}
