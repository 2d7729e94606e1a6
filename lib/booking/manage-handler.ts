import "server-only";
import { z } from "zod";
import { cancelWithToken, confirmWithToken, moveWithToken } from "@/lib/booking/changes";
import type { Schedule } from "@/lib/deliveries/store";
import { createPostHandler, type RouteOutcome } from "@/lib/core/http/post-pipeline";
import { bookingManagePath } from "@/lib/core/paths";
import { MANAGE_NOTICES, type ManageNotice } from "@/lib/booking/manage-notices";
import { MINUTE } from "@/lib/core/rate-limit";

/**
 * The private page's buttons: POST /api/booking/manage/confirm, …/move and …/cancel, each a plain
 * form (it works without JavaScript: a browser's own post is sent back to the private page with
 * 303 and a notice) or JSON. The token travels in the body, never in the address, so no log or
 * Referer holds it. Only the address's own limit applies: what follows a visitor's own confirm,
 * move or cancel is never counted or refused.
 */

const token = z.string().trim().min(1, "The booking's link is missing.").max(200);
const confirmSchema = z.strictObject({ token });
const moveSchema = z.strictObject({ token, slot: z.string().trim().min(1, "Choose a new time.").max(40) });
const cancelSchema = z.strictObject({ token, confirm: z.literal("yes", "Send confirm=yes.").optional() });

const MISSING: RouteOutcome = { status: 404, message: "There is no booking at this link." };

function outcome(status: number, notice: ManageNotice, tokenValue: string, message?: string): RouteOutcome {
  return {
    status,
    message: message ?? MANAGE_NOTICES[notice],
    reason: notice,
    redirectTo: `${bookingManagePath(tokenValue)}?notice=${notice}`,
  };
}

function handler<S extends z.ZodType<{ token: string }>>(
  route: string,
  schema: S,
  handle: (data: z.output<S>) => Promise<RouteOutcome>,
): (request: Request) => Promise<Response> {
  return createPostHandler({
    route,
    schema,
    accepts: ["form", "multipart", "json"],
    maxBytes: 1024,
    successMessage: "Done.",
    limits: { perAddress: { max: 60, windowMs: 10 * MINUTE } },
    handle: (data) => handle(data),
  });
}

export function confirmHandler(schedule: Schedule, clock: () => Date = () => new Date()) {
  return handler("booking-confirm", confirmSchema, async ({ token: t }) => {
    const result = await confirmWithToken(t, { now: clock(), schedule });
    if (result.confirmed) return outcome(200, result.already ? "already-confirmed" : "confirmed", t);
    if (result.reason === "unknown") return MISSING;
    return outcome(409, result.reason === "cancelled" ? "already-cancelled" : "released", t);
  });
}

export function moveHandler(schedule: Schedule, clock: () => Date = () => new Date()) {
  return handler("booking-move", moveSchema, async ({ token: t, slot }) => {
    const result = await moveWithToken(t, slot, { now: clock(), schedule });
    if (result.moved) return { ...outcome(200, "moved", t), extra: { start: result.start, end: result.end } };
    switch (result.refusal) {
      case "unknown":
        return MISSING;
      case "paused":
        return { ...outcome(503, "paused", t), headers: { "Retry-After": "300" } };
      case "never":
        return outcome(400, "never", t, result.message);
      case "not-free":
        return outcome(409, "not-free", t, result.message);
      default:
        return outcome(409, result.refusal, t);
    }
  });
}

export function cancelHandler(schedule: Schedule, clock: () => Date = () => new Date()) {
  return handler("booking-cancel", cancelSchema, async ({ token: t }) => {
    const result = await cancelWithToken(t, { now: clock(), schedule });
    if (result.cancelled) return outcome(200, "cancelled", t);
    if (result.refusal === "unknown") return MISSING;
    return outcome(409, result.refusal === "already" ? "already-cancelled" : result.refusal, t);
  });
}
