import { z } from "zod";

export const signInSchema = z.strictObject({
  username: z.string().trim().min(1, "Enter your username.").max(100, "Enter your username."),
  password: z.string().min(1, "Enter your password.").max(200, "Enter your password."),
  /**
   * The staff page to return to (lib/auth/return-path.ts). Anything that is not a staff path is
   * ignored rather than refused: a bad link must not stop anyone signing in.
   */
  next: z.string().max(1000).optional(),
});

export type SignInData = z.output<typeof signInSchema>;

/**
 * Why a sign-in sent without JavaScript was refused, as the short code the form's page is sent
 * back with (never anything typed), and what the page then says.
 */
export const SIGN_IN_ERRORS = {
  failed: "The username or password is incorrect.",
  invalid: "Enter your username and password.",
  limited: "Too many sign-in attempts. Please wait a few minutes and try again.",
  busy: "Another sign-in from your network is under way. Please wait a few seconds and try again.",
  unavailable: "Signing in is not possible right now. Please try again in a few minutes.",
} as const;

export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;

/**
 * The code for a refusal's status. `reason` is what the refusal's answer names: "busy" for a
 * sign-in refused while another from the same address was under way.
 */
export function signInErrorCode(status: number, reason?: unknown): SignInErrorCode {
  if (status === 401) return "failed";
  if (status === 429) return reason === "busy" ? "busy" : "limited";
  if (status >= 500) return "unavailable";
  return "invalid";
}

/** Usernames: lower-case letters, digits, dots, hyphens and underscores, 3 to 40 characters. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/;

/** The name clients see when a staff member takes their urgent request ("Sam"). */
export const DISPLAY_NAME_MAX = 60;

/**
 * POST /api/admin/account. Empty (or left out: a form sent without a script drops empty fields)
 * clears the name, and clients then see "a technician", never the username.
 */
export const accountSchema = z.strictObject({
  displayName: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX, `A display name is at most ${DISPLAY_NAME_MAX} characters.`)
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "A display name is one line of plain text.")
    .optional(),
});
