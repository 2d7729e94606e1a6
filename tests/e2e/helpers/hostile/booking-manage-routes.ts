import fc from "fast-check";
import { hostileField } from "./arbitraries";
import type { FieldSpec, PostRoute } from "./invalid";

/**
 * The private booking page's buttons (lib/booking/manage-handler.ts): the token in the body, the
 * new slot for a move. A valid body names no booking (404); the hostile ones are refused first.
 */
const token: FieldSpec = {
  kind: "string",
  required: true,
  max: 200,
  invalid: fc.constantFrom("", "   ", "\n\t"),
};
const tokenBody = fc.record({ token: hostileField(1, 200).filter((t) => t.trim() !== "") });

export const BOOKING_MANAGE_ROUTES: PostRoute[] = [
  {
    name: "booking-confirm",
    path: "/api/booking/manage/confirm",
    accepts: ["form", "multipart", "json"],
    maxBytes: 1024,
    fields: { token },
    validBody: tokenBody,
  },
  {
    name: "booking-move",
    path: "/api/booking/manage/move",
    accepts: ["form", "multipart", "json"],
    maxBytes: 1024,
    fields: { token, slot: { kind: "string", required: true, max: 40, invalid: fc.constantFrom("", "  ") } },
    validBody: fc
      .tuple(tokenBody, fc.constantFrom("2030-01-07T15:00:00Z", "tomorrow", "<script>"))
      .map(([b, slot]) => ({
        ...b,
        slot,
      })),
  },
  {
    name: "booking-cancel",
    path: "/api/booking/manage/cancel",
    accepts: ["form", "multipart", "json"],
    maxBytes: 1024,
    fields: { token, confirm: { kind: "string", required: false, invalid: fc.constantFrom("no", "Yes", "<script>") } },
    validBody: tokenBody,
  },
];
