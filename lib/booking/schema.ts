import * as z from "zod/mini";
import { CAMPAIGN_MAX_BYTES } from "@/lib/core/campaign";
import { campaignSchemaFields } from "@/lib/core/campaign-schema";
import { emailField, sourcePathSchema, textField } from "@/lib/core/validation/common";

/**
 * The booking form's fields, which POST /api/booking parses with `bookingSchema` (with the page and
 * the campaign added). The slot is only
 * checked for its shape here; whether it can be booked is the booking rules' call
 * (lib/booking/slots.ts `classifySlot`: 400 or 409), made by the handler.
 */
export const BOOKING_LIMITS = {
  slot: 40,
  name: 100,
  practice: 150,
  email: 254,
  phone: 40,
  workstations: 3,
  notes: 2000,
} as const;

/** The most workstations a practice may give (a typo past it is more likely than such a practice). */
export const MAX_WORKSTATIONS = 999;

export const MEETINGS = [
  { value: "phone", label: "Phone call" },
  { value: "visit", label: "Visit to the practice" },
] as const;

export const BOOKING_MESSAGES = {
  slot: "Please choose a time.",
  meeting: "Please choose a phone call or a visit.",
  name: "Name must be at least 2 characters.",
  practice: "Please enter the practice's name.",
  email: "Please enter a valid email address.",
  phone: "Please enter a phone number we can reach you at.",
  workstations: `Workstations must be a whole number from 1 to ${MAX_WORKSTATIONS}.`,
} as const;

const WORKSTATIONS_TEXT = /^\s*\d{1,3}\s*$/;

const workstationsText = z.string(BOOKING_MESSAGES.workstations).check(
  z.regex(WORKSTATIONS_TEXT, BOOKING_MESSAGES.workstations),
  z.refine((value) => Number(value) >= 1, BOOKING_MESSAGES.workstations),
);

const bookingFields = z.strictObject({
  slot: textField(
    { length: BOOKING_LIMITS.slot, message: BOOKING_MESSAGES.slot },
    { length: 1, message: BOOKING_MESSAGES.slot },
  ),
  meeting: z.enum(
    MEETINGS.map((m) => m.value),
    BOOKING_MESSAGES.meeting,
  ),
  name: textField(
    { length: BOOKING_LIMITS.name, message: `Name must be at most ${BOOKING_LIMITS.name} characters.` },
    { length: 2, message: BOOKING_MESSAGES.name },
  ),
  practice: textField(
    {
      length: BOOKING_LIMITS.practice,
      message: `Practice name must be at most ${BOOKING_LIMITS.practice} characters.`,
    },
    { length: 2, message: BOOKING_MESSAGES.practice },
  ),
  email: emailField(BOOKING_MESSAGES.email, BOOKING_LIMITS.email),
  phone: textField(
    { length: BOOKING_LIMITS.phone, message: `Phone must be at most ${BOOKING_LIMITS.phone} characters.` },
    { length: 7, message: BOOKING_MESSAGES.phone },
  ),
  workstations: z.optional(workstationsText),
  notes: z.optional(
    textField({ length: BOOKING_LIMITS.notes, message: `Please keep this to ${BOOKING_LIMITS.notes} characters.` }),
  ),
});

/** POST /api/booking's schema: the form's fields (workstations also as a JSON number), the page and the campaign. */
export const bookingSchema = z.extend(bookingFields, {
  workstations: z.optional(
    z.union(
      [z.int(BOOKING_MESSAGES.workstations).check(z.gte(1), z.lte(MAX_WORKSTATIONS)), workstationsText],
      BOOKING_MESSAGES.workstations,
    ),
  ),
  sourcePath: sourcePathSchema,
  ...campaignSchemaFields,
});

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingData = z.output<typeof bookingSchema>;

/** The workstations as a number, or null when not given. */
export function workstationsOf(data: Pick<BookingData, "workstations">): number | null {
  return data.workstations === undefined ? null : Number(data.workstations);
}

/** "Phone call" or "Visit to the practice". */
export function meetingLabel(value: string): string {
  return MEETINGS.find((m) => m.value === value)?.label ?? value;
}

/**
 * Largest JSON body a valid booking may have: every field at its limit in the worst case of
 * escaping (6 bytes a character), plus room for the keys, the source path and the campaign.
 */
export const BOOKING_MAX_BYTES =
  6 * (Object.values(BOOKING_LIMITS).reduce((a, b) => a + b, 0) + 200 + 20) + 1024 + CAMPAIGN_MAX_BYTES;
