import { z } from "zod";
import { PRACTICE_NAME_MAX } from "@/lib/support/code-store";

/**
 * The bodies of the staff routes of urgent requests and support codes. The buttons are plain HTML
 * forms too, so each body may carry `from`: the staff page the form was on, where a form sent
 * without a script is sent back (only a staff path is followed: lib/auth/return-path.ts).
 */
const from = z.string().max(1000).optional();

export const urgentActionSchema = z.strictObject({
  action: z.enum(["acknowledge", "close"], "Choose acknowledge or close."),
  from,
});

const PRACTICE_MESSAGE = `Enter the practice's name (2 to ${PRACTICE_NAME_MAX} characters).`;
const practice = z.string(PRACTICE_MESSAGE).trim().min(2, PRACTICE_MESSAGE).max(PRACTICE_NAME_MAX, PRACTICE_MESSAGE);

export const supportCodeCreateSchema = z.strictObject({ practice });

export const supportCodeActionSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("rename"), practice, from }),
    z.strictObject({ action: z.literal("revoke"), from }),
  ],
  "Choose rename or revoke.",
);
