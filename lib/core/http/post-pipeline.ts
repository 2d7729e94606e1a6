import "server-only";
import { z } from "zod";
import { DatabaseUnavailableError, isUnavailableError } from "@/lib/core/db";
import { clientAddress } from "@/lib/core/http/client-address";
import { documentAnswer, isForeignDocumentPost, plainPage, type DocumentForm } from "@/lib/core/http/document-post";
import {
  BodyTooLarge,
  CONTENT_TYPE_NAMES,
  contentKind,
  parseBody,
  readLimited,
  withoutEmptyFields,
  type ContentKind,
} from "@/lib/core/http/post-body";
import { logError } from "@/lib/core/log";
import { hitLimits, windowStart, type Limit } from "@/lib/core/rate-limit";

/**
 * The one POST pipeline every route handler that accepts a body goes through. Its steps, in
 * order: 415 content type, 413 size (before parsing), 400 malformed body, 429 the address's own
 * limit, 400 field errors from the strict schema, honeypot (answered exactly like a success,
 * nothing done), 429 per-recipient limit, the route-wide budget, then the route's own work. 503
 * when the database is unreachable or locked, 500 for anything else (logged without personal data).
 *
 * Limits stop the abuser, never the visitor beside them (docs/decisions/0001-limits-and-document-posts.md):
 * only the address's own counter sees refused and invalid requests; the route-wide counters count
 * valid submissions only, and the ceiling of a lead form refuses nobody — past it a submission is
 * stored and answered as usual and only the office's notification is held for a digest.
 *
 * A script's answer has one shape: { success, message, fieldErrors? }. A visitor form posted
 * without JavaScript (a form-encoded or multipart body to a route with `documentForm`) is answered
 * with pages instead: 303 to a confirmation page, or 303 to the form's check page, which shows the
 * errors beside what was typed (lib/core/http/document-post.ts).
 */
export interface ApiAnswer {
  success: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export interface RouteOutcome {
  status: number;
  message: string;
  /** Extra fields for the JSON answer (never personal data of others). */
  extra?: Record<string, unknown>;
  /**
   * Where a plain HTML form post (the browser navigating, not a script or a mail client) goes
   * next: answered with 303 See Other instead of JSON, so the form works without JavaScript.
   */
  redirectTo?: string;
  /** Extra response headers (a Retry-After with a 429 decided by the route itself). */
  headers?: Record<string, string>;
  /**
   * A short code naming why the route refused, when its status alone does not tell two refusals
   * apart (sign-in: "busy" beside the attempt limits); sent in the JSON answer as `reason`.
   */
  reason?: string;
}

/** What a form post's answer is made from, as data: the pipeline's own refusals and the route's outcome alike. */
export interface FormResult {
  status: number;
  reason?: string;
  headers: Record<string, string>;
  /** The fields as posted (before validation), when the body could be read. */
  fields: Record<string, unknown> | undefined;
}

export interface RequestContext {
  address: string;
  request: Request;
  /**
   * Set when the route-wide ceiling is passed: notifications to the office are held until then
   * and sent as one digest (e-mails to the visitor never are).
   */
  holdOfficeUntil?: Date;
}

// Any zod schema, classic or mini (the public forms' schemas are zod/mini so the browser gets the
// small build); z.safeParse and z.output work on both.
/**
 * What every visitor form's route shares: it takes a script's JSON and a browser's own form post
 * (either encoding), and its honeypot field is named "website" in every form's markup.
 */
export const VISITOR_FORM = { honeypot: "website", accepts: ["json", "form", "multipart"] } as const satisfies Pick<
  PostRouteConfig<z.core.$ZodType>,
  "honeypot" | "accepts"
>;

export interface PostRouteConfig<S extends z.core.$ZodType> {
  /** Names the route in rate-limit keys and logs, e.g. "contact". */
  route: string;
  schema: S;
  /** Accepted content types; JSON by default. */
  accepts?: readonly ContentKind[];
  /** Body limit in bytes (default 16 KiB). */
  maxBytes?: number;
  /** Name of the honeypot field for visitor forms; omitted for other routes. */
  honeypot?: string;
  limits: {
    /** The client address's own limit: the only counter refused and invalid requests reach. */
    perAddress?: Limit;
    /**
     * A route-wide budget that refuses (a paid lookup, not a lead). Counts valid requests that
     * passed every other check only.
     */
    perRoute?: Limit;
    /**
     * A lead form's route-wide ceiling, protecting the office's inbox and the e-mail provider:
     * it refuses nobody. Counts valid submissions only; past it, `holdOfficeUntil` is set.
     */
    ceiling?: Limit;
    perRecipient?: { limit: Limit; recipient: (data: z.output<S>) => string };
  };
  /** What a filled honeypot is told: the route's normal success, status and message alike. */
  successMessage: string;
  /** The status of the route's normal success (default 200). */
  successStatus?: number;
  /** A visitor form that works without JavaScript: its document posts are answered with pages. */
  documentForm?: DocumentForm;
  /**
   * A form that posts itself but must not keep what was typed for a check page (the staff
   * sign-in: a password): every answer to a form-encoded post is made by this function, from the
   * result as data. Ignored where `documentForm` is set.
   */
  formAnswer?: (result: FormResult) => Response | Promise<Response>;
  handle: (data: z.output<S>, context: RequestContext) => Promise<RouteOutcome>;
}

export const DEFAULT_MAX_BYTES = 16 * 1024;
export const UNAVAILABLE_MESSAGE =
  "We can't take your request right now because our system is temporarily unavailable. Nothing was saved; please try again in a few minutes.";
const ERROR_MESSAGE = "Something went wrong on our side. Please try again, or contact us by phone or e-mail.";

export function answer(
  status: number,
  body: ApiAnswer & Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  // no-transform: an answer is a few hundred bytes, and compressing each one (Next compresses
  // what it serves unless told not to) cost the server more than it saves the visitor.
  return Response.json(body, { status, headers: { "Cache-Control": "no-store, no-transform", ...headers } });
}

/** How long to wait, in words: seconds under two minutes, whole minutes (rounded up) beyond. */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

function limitAnswer(retryAfterSeconds: number): [number, ApiAnswer, Record<string, string>] {
  return [
    429,
    { success: false, message: `Too many requests. Please wait ${waitText(retryAfterSeconds)} and try again.` },
    { "Retry-After": String(retryAfterSeconds) },
  ];
}

/**
 * Whether a post the pipeline cannot read as a form (another content type, e.g. a form with
 * enctype="text/plain") was still sent by the browser itself, so a page answers it, not JSON.
 */
function isNavigation(request: Request): boolean {
  if (request.headers.get("sec-fetch-dest") === "document") return true;
  const accept = request.headers.get("accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

/** Field errors keyed by field name ("" for the form as a whole). */
export function fieldErrorsOf(error: Pick<z.core.$ZodError, "issues">): Record<string, string[]> {
  // A Map, not an object: a field named "__proto__" or "constructor" is a key like any other.
  const out = new Map<string, string[]>();
  const add = (key: string, message: string) => {
    const list = out.get(key) ?? [];
    list.push(message);
    out.set(key, list);
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add(key, "This field is not accepted.");
      continue;
    }
    add(issue.path.map(String).join(".") || "", issue.message);
  }
  return Object.fromEntries(out);
}

export const UNSTORABLE_TEXT_MESSAGE =
  "This text contains a character that cannot be stored (a NUL character or a broken Unicode character). Please remove it and try again.";

/** A NUL (PostgreSQL's text cannot hold one) or a lone UTF-16 surrogate (not text: Prisma cannot send it). */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The paths of every string in a parsed body that could not be stored exactly as sent. Writing
 * one would fail (PostgreSQL refuses a NUL in text, Prisma a lone surrogate) and answer 500, so
 * such a body is refused up front, with the field named.
 */
export function unstorableTextPaths(value: unknown, path = "", depth = 0): string[] {
  if (typeof value === "string") return UNSTORABLE.test(value) ? [path] : [];
  if (depth > 20 || !value || typeof value !== "object") return [];
  const out: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) out.push(path ? `${path}.${key}` : key);
    out.push(...unstorableTextPaths(child, path ? `${path}.${key}` : key, depth + 1));
  }
  return out;
}

export const REQUIRED_MESSAGE = "This field is required.";

/**
 * Field errors, with a field the body left out named as required (zod's own words for a missing
 * value, "expected string, received undefined", mean nothing to a visitor).
 */
function validationErrors(error: z.core.$ZodError, raw: unknown): Record<string, string[]> {
  const given = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const missing = (issue: z.core.$ZodIssue) =>
    issue.code === "invalid_type" &&
    issue.path.length === 1 &&
    typeof issue.path[0] === "string" &&
    !Object.hasOwn(given, issue.path[0]);
  return fieldErrorsOf({
    issues: error.issues.map((issue) => (missing(issue) ? { ...issue, message: REQUIRED_MESSAGE } : issue)),
  });
}

export function createPostHandler<S extends z.core.$ZodType>(
  config: PostRouteConfig<S>,
): (request: Request) => Promise<Response> {
  const accepts = config.accepts ?? ["json"];
  const maxBytes = config.maxBytes ?? DEFAULT_MAX_BYTES;
  const successStatus = config.successStatus ?? 200;

  return async function handlePost(request: Request): Promise<Response> {
    const kind = contentKind(request.headers.get("content-type"));
    // A browser's own form submission (no script involved): it gets pages, never JSON.
    const documentForm =
      config.documentForm && (kind === "form" || kind === "multipart") ? config.documentForm : undefined;
    const formAnswer = !documentForm && kind === "form" ? config.formAnswer : undefined;
    let typed: unknown;
    const fieldsOf = (): Record<string, unknown> | undefined =>
      typed && typeof typed === "object" && !Array.isArray(typed) ? (typed as Record<string, unknown>) : undefined;
    /** One answer, as JSON for a script or as a page for a document post. */
    const reply = async (status: number, body: ApiAnswer, headers: Record<string, string> = {}): Promise<Response> =>
      documentForm
        ? documentAnswer(documentForm, request, status, body, typed, headers)
        : formAnswer
          ? formAnswer({ status, headers, fields: fieldsOf() })
          : answer(status, { ...body }, headers);

    try {
      // 0. A document post from another site is refused before anything is read or counted.
      if (documentForm && isForeignDocumentPost(request)) {
        return await reply(403, { success: false, message: "This form can only be sent from our own website." });
      }

      // 1. Content type.
      if (!kind || !accepts.includes(kind)) {
        if (config.documentForm && isNavigation(request))
          return plainPage(
            415,
            "Your browser sent the form in a way this site cannot read, so nothing was kept. Please try again from the form, or use another browser.",
            config.documentForm,
          );
        return answer(415, {
          success: false,
          message: `Unsupported content type. Send ${accepts.map((k) => CONTENT_TYPE_NAMES[k]).join(" or ")}.`,
        });
      }

      // 2. Size, before any parsing. 3. Malformed body.
      let raw: unknown;
      try {
        raw = await parseBody(kind, await readLimited(request, maxBytes), request.headers.get("content-type") ?? "");
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          return await reply(413, {
            success: false,
            message: documentForm
              ? `What you sent is larger than this form takes (${Math.round(maxBytes / 1024)} KB in all), so it was not sent and nothing was kept. Please shorten your text and try again.`
              : `The request is too large (the limit is ${Math.round(maxBytes / 1024)} KB).`,
          });
        }
        return await reply(400, {
          success: false,
          message: kind === "json" ? "The request body is not valid JSON." : "The request body could not be read.",
        });
      }
      if (kind !== "json") raw = withoutEmptyFields(raw);
      typed = raw;

      // 4. The address's own limit: the only counter a refused or invalid request reaches.
      const address = clientAddress(request.headers);
      if (config.limits.perAddress) {
        const own = await hitLimits([{ key: `${config.route}:ip:${address}`, limit: config.limits.perAddress }]);
        if (!own.allowed) return await reply(...limitAnswer(own.retryAfterSeconds));
      }

      // 5. Strict validation (the honeypot field is taken out first; unknown fields are errors).
      let trap: unknown;
      if (config.honeypot && raw && typeof raw === "object" && !Array.isArray(raw) && config.honeypot in raw) {
        const { [config.honeypot]: value, ...rest } = raw as Record<string, unknown>;
        trap = value;
        raw = rest;
        typed = rest;
      }
      const unstorable = unstorableTextPaths(raw);
      if (unstorable.length > 0) {
        return await reply(400, {
          success: false,
          message: "Please correct the highlighted fields.",
          fieldErrors: Object.fromEntries(unstorable.map((path) => [path, [UNSTORABLE_TEXT_MESSAGE]])),
        });
      }
      const parsed = z.safeParse(config.schema, raw);
      if (!parsed.success) {
        return await reply(400, {
          success: false,
          message: "Please correct the highlighted fields.",
          fieldErrors: validationErrors(parsed.error, raw),
        });
      }

      // 6. A filled honeypot: a bot. Answered exactly like a success; nothing stored or sent.
      if (typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null && trap !== false) {
        return await reply(successStatus, { success: true, message: config.successMessage });
      }

      // 7. Per-recipient limit (needs the validated address): it protects the person at that
      // address from mail they did not ask for, so it may refuse.
      if (config.limits.perRecipient) {
        const to = config.limits.perRecipient.recipient(parsed.data).trim().toLowerCase();
        const byRecipient = await hitLimits([
          { key: `${config.route}:to:${to}`, limit: config.limits.perRecipient.limit },
        ]);
        if (!byRecipient.allowed) return await reply(...limitAnswer(byRecipient.retryAfterSeconds));
      }

      // 8. Route-wide counters see valid requests only, so no one's refused flood spends them.
      const context: RequestContext = { address, request };
      if (config.limits.perRoute) {
        const budget = await hitLimits([{ key: `${config.route}:route`, limit: config.limits.perRoute }]);
        if (!budget.allowed) return await reply(...limitAnswer(budget.retryAfterSeconds));
      }
      if (config.limits.ceiling) {
        const now = Date.now();
        const ceiling = await hitLimits([{ key: `${config.route}:ceiling`, limit: config.limits.ceiling }], now);
        if (!ceiling.allowed)
          context.holdOfficeUntil = new Date(
            windowStart(now, config.limits.ceiling.windowMs) + config.limits.ceiling.windowMs,
          );
      }

      // 9. The route's own work.
      const outcome = await config.handle(parsed.data, context);
      if (documentForm)
        return await documentAnswer(
          documentForm,
          request,
          outcome.status,
          { success: outcome.status < 400, message: outcome.message },
          typed,
          outcome.headers,
          outcome.redirectTo,
        );
      if (formAnswer)
        return await formAnswer({
          status: outcome.status,
          headers: outcome.headers ?? {},
          fields: fieldsOf(),
          ...(outcome.reason ? { reason: outcome.reason } : {}),
        });
      if (outcome.redirectTo && request.headers.get("sec-fetch-dest") === "document") {
        return new Response(null, {
          status: 303,
          headers: { Location: outcome.redirectTo, "Cache-Control": "no-store" },
        });
      }
      return answer(
        outcome.status,
        {
          success: outcome.status < 400,
          message: outcome.message,
          ...(outcome.extra ?? {}),
          ...(outcome.reason ? { reason: outcome.reason } : {}),
        },
        outcome.headers,
      );
    } catch (error) {
      const unavailable = error instanceof DatabaseUnavailableError || isUnavailableError(error);
      if (unavailable) logError("api.unavailable", error, { route: config.route });
      else logError("api.error", error, { route: config.route });
      const status = unavailable ? 503 : 500;
      const body = { success: false, message: unavailable ? UNAVAILABLE_MESSAGE : ERROR_MESSAGE };
      const headers: Record<string, string> = unavailable ? { "Retry-After": "30" } : {};
      // A page that cannot be stored for the check page is answered directly (documentAnswer's fallback).
      if (documentForm)
        return documentAnswer(documentForm, request, status, body, typed, headers).catch(() =>
          answer(status, body, headers),
        );
      return formAnswer ? formAnswer({ status, headers, fields: fieldsOf() }) : answer(status, body, headers);
    }
  };
}
