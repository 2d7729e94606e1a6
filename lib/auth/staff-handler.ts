import "server-only";
import type { z } from "zod";
import { isOwnOrigin, isSameOrigin } from "@/lib/core/http/origin";
import { getStaff, type Staff } from "@/lib/auth/session";
import { isUnavailableError } from "@/lib/core/db";
import { answer, createPostHandler, type RouteOutcome } from "@/lib/core/http/post-pipeline";
import { MINUTE } from "@/lib/core/rate-limit";
import type { ContentKind } from "@/lib/core/http/post-body";
import { signInPath, withNotice } from "@/lib/core/paths";
import { safeReturnPath } from "@/lib/auth/return-path";
import { parseRecordId } from "@/lib/core/record-id";

/** What a staff route's work is given besides the data: who sent it, the path's params, the request. */
export interface StaffContext<P> {
  staff: Staff;
  params: P;
  request: Request;
}

/** A staff route's settings and its work. */
export interface StaffHandlerConfig<S extends z.core.$ZodType, P> {
  route: string;
  schema: S;
  maxBytes?: number;
  accepts?: readonly ContentKind[];
  /**
   * For a route whose result only its page's script may show, a secret shown once (it must not
   * travel in an address, which the browser keeps in its history): a form the browser posted
   * itself does nothing and is answered 400 with this message, going back to `redirectTo`.
   */
  needsScript?: { message: string; redirectTo: string };
  handle: (data: z.output<S>, context: StaffContext<P>) => Promise<RouteOutcome>;
}

/**
 * A state-changing /api/admin handler: refuses other origins (403) and requests without a staff
 * session (401) before reading the body, then runs the POST pipeline (content type, size,
 * strict schema) and the route's work with the staff member and the route's params.
 *
 * JSON by default. A route that also `accepts` "form" works as a plain HTML form: a post the
 * browser sent itself (no script yet, or none) is answered with 303 to the outcome's
 * `redirectTo`, the staff page it came from, and one whose session has ended with 303 to the
 * sign-in page, which returns to that page afterwards.
 */
// Any zod schema, classic or mini (the editors' schemas are zod/mini: they ship to the browser).
export function createStaffHandler<S extends z.core.$ZodType, P = Record<string, string>>(
  config: StaffHandlerConfig<S, P>,
): (request: Request, context: { params: Promise<P> }) => Promise<Response> {
  return async (request, context) => {
    const denied = await checkStaff(request);
    if (denied instanceof Response) {
      if (denied.status === 401 && config.accepts?.includes("form") && isDocumentPost(request))
        return new Response(null, {
          status: 303,
          headers: { Location: signInPath(returnPathOf(request)), "Cache-Control": "no-store" },
        });
      return denied;
    }
    const params = await context.params;
    const pipeline = createPostHandler({
      route: `admin-${config.route}`,
      schema: config.schema,
      accepts: config.accepts,
      maxBytes: config.maxBytes,
      successMessage: "Done.",
      limits: { perAddress: { max: 600, windowMs: 10 * MINUTE } },
      handle: async (data, ctx) =>
        config.needsScript && isDocumentPost(ctx.request)
          ? { status: 400, ...config.needsScript }
          : config.handle(data, { staff: denied, params, request: ctx.request }),
    });
    return pipeline(request);
  };
}

/**
 * A staff handler for one stored record, named by the `[id]` segment of its path. A segment that
 * names no record (not a positive whole number, or past the database's 32-bit ids) is answered 404
 * with `missing` before the work, which is given the id as a number.
 */
export function createStaffRecordHandler<S extends z.core.$ZodType, P extends { id: string } = { id: string }>(
  config: Omit<StaffHandlerConfig<S, P>, "handle"> & {
    missing: string;
    handle: (data: z.output<S>, context: StaffContext<P> & { id: number }) => Promise<RouteOutcome>;
  },
): (request: Request, context: { params: Promise<P> }) => Promise<Response> {
  const { missing, handle, ...settings } = config;
  return createStaffHandler<S, P>({
    ...settings,
    async handle(data, context) {
      const id = parseRecordId(context.params.id);
      return id === null ? { status: 404, message: missing } : handle(data, { ...context, id });
    },
  });
}

/**
 * The answers of a staff action told by its notices (`notices`: key to sentence). A script shows
 * the sentence in a toast; a form sent without a script goes back to the staff page it came from
 * (`from`, when it names one of this site's pages) or else to `page`, with the notice's key in the
 * address (`?notice=…`), which that page turns into the same sentence.
 */
export function noticeReplies<N extends string>(
  notices: Readonly<Record<N, string>>,
  from: unknown,
  page: string,
): (status: number, notice: N) => RouteOutcome {
  const back = safeReturnPath(from) ?? page;
  return (status, notice) => ({ status, message: notices[notice], redirectTo: withNotice(back, notice) });
}

/** The staff member behind a request, or the 401/403/503 answer to give instead. */
export async function checkStaff(request: Request, { mutating = true } = {}): Promise<Staff | Response> {
  if (mutating && !isSameOrigin(request))
    return answer(403, { success: false, message: "This request must come from the site's own pages." });
  try {
    const staff = await getStaff();
    return staff ?? answer(401, { success: false, message: "Please sign in again." });
  } catch (error) {
    if (isUnavailableError(error))
      return answer(
        503,
        { success: false, message: "The database is temporarily unavailable." },
        { "Retry-After": "30" },
      );
    throw error;
  }
}

/** A post the browser made as a page load: a plain form, not a script's fetch. */
function isDocumentPost(request: Request): boolean {
  return request.headers.get("sec-fetch-dest") === "document";
}

/** The staff page a form was sent from, when it names one of this site's (Referer, same origin). */
function returnPathOf(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (!isOwnOrigin(request, url.origin)) return null;
    return safeReturnPath(`${url.pathname}${url.search}`);
  } catch {
    return null;
  }
}
