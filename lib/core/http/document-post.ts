import { BUSINESS, telHref } from "@/content/business";
import { isOwnOrigin } from "@/lib/core/http/origin";
import { getEnv } from "@/lib/core/env";
import { deleteFormCheck, FORM_CHECK_TTL_MS, storeFormCheck, type CheckedForm } from "@/lib/core/forms/form-check";

/**
 * A visitor form posted by the browser itself (no JavaScript yet, or none at all): its answers
 * are pages, never JSON, and nothing typed ever appears in a URL
 * (docs/decisions/0001-limits-and-document-posts.md; why route handlers and not Server Actions:
 * docs/decisions/0008-forms-post-to-route-handlers.md).
 * - Success (and a filled honeypot, which must look the same): 303 to the form's confirmation page.
 * - Any refusal: the errors and what was typed are stored for 15 minutes under a random id, the id
 *   goes into an HttpOnly cookie, and the answer is 303 to the form's check page.
 * - When even that cannot be stored (the database is down) or the post came from another site:
 *   a small page of its own with the status and what to do.
 */
export interface DocumentForm {
  form: CheckedForm;
  /** Where a stored submission lands, e.g. /contact/thank-you. */
  successPage: string;
  /** The dynamic, noindex page that shows a refused submission, e.g. /contact/check. */
  checkPage: string;
  /** The fields kept for the check page (the honeypot never is). */
  fields: readonly string[];
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

/** The kept fields of what was typed, as strings. */
function keptValues(form: DocumentForm, typed: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!typed || typeof typed !== "object") return out;
  for (const name of form.fields) {
    const value = (typed as Record<string, unknown>)[name];
    if (typeof value === "string") out[name] = value;
  }
  return out;
}

export async function documentAnswer(
  form: DocumentForm,
  request: Request,
  status: number,
  body: Answer,
  typed: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (status < 400) {
    // The form went through: a check kept for an earlier attempt is of no further use.
    const earlier = cookieValue(request, checkCookieName(form.form));
    if (earlier) await deleteFormCheck(earlier).catch(() => undefined);
    return seeOther(form.successPage, {}, earlier ? cookieHeader(form, "", 0) : undefined);
  }
  if (status === 403) return plainPage(status, body.message, form, headers);
  try {
    const id = await storeFormCheck({
      form: form.form,
      values: keptValues(form, typed),
      fieldErrors: body.fieldErrors ?? {},
      message: body.message,
      status,
    });
    return seeOther(form.checkPage, headers, cookieHeader(form, id, Math.floor(FORM_CHECK_TTL_MS / 1000)));
  } catch {
    return plainPage(status, body.message, form, headers);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A page of its own for what the check page cannot show. */
function plainPage(status: number, message: string, form: DocumentForm, headers: Record<string, string>): Response {
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
