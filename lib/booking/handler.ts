import "server-only";
import { BUSINESS } from "@/content/business";
import { PAUSED_MESSAGE, PAUSED_RETRY_AFTER_SECONDS, readAvailability, slotsJson } from "@/lib/booking/availability";
import { requestBooking } from "@/lib/booking/request";
import { BOOKING_LIMITS, BOOKING_MAX_BYTES, bookingSchema } from "@/lib/booking/schema";
import { readSlotRange } from "@/lib/booking/slots";
import { BOOKING_LIMITS as HOLD_LIMITS, PENDING_HOLD_MS, type HoldRefusal } from "@/lib/booking/store";
import type { DocumentForm } from "@/lib/core/http/document-post";
import { readHandler } from "@/lib/core/http/json";
import { createPostHandler, type RouteOutcome } from "@/lib/core/http/post-pipeline";
import { MINUTE } from "@/lib/core/rate-limit";
import { SOURCE_PATH_MAX_LENGTH } from "@/lib/core/validation/common";
import type { Schedule } from "@/lib/deliveries/store";

/**
 * The visitor's side of booking the free assessment: GET /api/booking/slots and POST /api/booking.
 * Functions of `schedule` (the request's `after()`) and of the clock, so a test runs the real
 * handlers, with their schema, limits and pages for plain form posts, outside a request and at a
 * fixed moment.
 */

export const BOOKING_SUCCESS =
  "Your time is held. Check your e-mail and confirm the booking from the link we sent you within 2 hours; until then it is not booked.";

/** The booking form without JavaScript: where its posts land (lib/core/http/document-post.ts). */
export const BOOKING_DOCUMENT_FORM: DocumentForm = {
  form: "booking",
  successPage: "/book/received",
  checkPage: "/book/check",
  fields: { ...BOOKING_LIMITS, meeting: 10, sourcePath: SOURCE_PATH_MAX_LENGTH },
};

const phone = BUSINESS.phones.main.display;
const DAY_SECONDS = 24 * 60 * 60;

/** What a limit of the booking store tells the visitor, and how long to wait at most. */
const LIMIT_ANSWERS: Record<Exclude<HoldRefusal, "taken" | "day-full">, { message: string; seconds: number }> = {
  "address-pending": {
    message: `A booking made from your network is still waiting for its confirmation. Confirm it from the e-mail we sent (or let it lapse within 2 hours) before booking another time, or call us at ${phone}.`,
    seconds: PENDING_HOLD_MS / 1000,
  },
  "mailbox-pending": {
    message: `A booking for this e-mail address is still waiting for its confirmation. Confirm it from the e-mail we sent (or let it lapse within 2 hours) before booking another time, or call us at ${phone}.`,
    seconds: PENDING_HOLD_MS / 1000,
  },
  "address-limit": {
    message: `Too many bookings were made from your network in the last 24 hours. Please call us at ${phone} and we will book the assessment with you.`,
    seconds: DAY_SECONDS,
  },
  "mailbox-limit": {
    message: `We have already sent ${HOLD_LIMITS.confirmationRequestsPerMailbox.max} confirmation requests to this e-mail address in the last 24 hours. Please use the link in one of them, or call us at ${phone}.`,
    seconds: DAY_SECONDS,
  },
  "confirmed-limit": {
    message: `This e-mail address already has ${HOLD_LIMITS.futureConfirmedPerMailbox} assessments booked. To change one, use the link in its e-mail, or call us at ${phone}.`,
    seconds: DAY_SECONDS,
  },
};

function pausedOutcome(): RouteOutcome {
  return {
    status: 503,
    message: `${PAUSED_MESSAGE} Call ${phone}.`,
    reason: "paused",
    headers: { "Retry-After": String(PAUSED_RETRY_AFTER_SECONDS) },
  };
}

/** POST /api/booking's handler. */
export function bookingHandler(
  schedule: Schedule,
  clock: () => Date = () => new Date(),
): (request: Request) => Promise<Response> {
  return createPostHandler({
    route: "booking",
    schema: bookingSchema,
    honeypot: "website",
    accepts: ["json", "form", "multipart"],
    maxBytes: BOOKING_MAX_BYTES,
    successMessage: BOOKING_SUCCESS,
    successStatus: 201,
    documentForm: BOOKING_DOCUMENT_FORM,
    limits: {
      // Every post from an address counts, refused ones too: enough for a practice's few people to
      // try a time that was just taken and pick another; the bookings themselves are limited per
      // address and per e-mail address by the store, under its locks.
      perAddress: { max: 10, windowMs: 10 * MINUTE },
    },
    async handle(data, { address }): Promise<RouteOutcome> {
      const result = await requestBooking(data, address, clock(), schedule);
      switch (result.outcome) {
        case "held":
          return {
            status: 201,
            message: BOOKING_SUCCESS,
            extra: {
              ok: true,
              booking: {
                start: slotsJson([result.booking])[0]!.start,
                end: slotsJson([result.booking])[0]!.end,
                meeting: data.meeting,
                confirmBy: result.booking.expiresAt.toISOString(),
              },
            },
          };
        case "paused":
          return pausedOutcome();
        case "never":
          return {
            status: 400,
            message: result.message,
            reason: "slot",
            extra: { fieldErrors: { slot: [result.message] } },
          };
        case "not-free":
          return {
            status: 409,
            message: `${result.message} Please choose another time.`,
            reason: "slot",
            extra: { slots: slotsJson(result.slots) },
          };
        case "limit": {
          const { message, seconds } = LIMIT_ANSWERS[result.refusal as keyof typeof LIMIT_ANSWERS];
          return { status: 429, message, reason: result.refusal, headers: { "Retry-After": String(seconds) } };
        }
      }
    },
  });
}

/** GET /api/booking/slots?from=YYYY-MM-DD&days=N's handler. */
export function slotsHandler(
  schedule: Schedule,
  clock: () => Date = () => new Date(),
): (request: Request) => Promise<Response> {
  return (request) =>
    readHandler("/api/booking/slots", async () => {
      const now = clock();
      const query = new URL(request.url).searchParams;
      const range = readSlotRange({ from: query.get("from"), days: query.get("days") }, now);
      const noStore = { "Cache-Control": "no-store" };
      if (!range.ok)
        return Response.json({ success: false, message: range.message }, { status: 400, headers: noStore });
      const availability = await readAvailability(range, now, schedule);
      if (availability.paused) {
        const paused = pausedOutcome();
        return Response.json(
          { success: false, message: paused.message, reason: "paused" },
          { status: 503, headers: { ...noStore, ...paused.headers } },
        );
      }
      return Response.json({ slots: slotsJson(availability.slots) }, { headers: noStore });
    });
}
