import { z } from "zod";

export const signInSchema = z.strictObject({
  username: z.string().trim().min(1, "Enter your username.").max(100, "Enter your username."),
  password: z.string().min(1, "Enter your password.").max(200, "Enter your password."),
});

/** Usernames: lower-case letters, digits, dots, hyphens and underscores, 3 to 40 characters. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/;
