import { z } from "zod";

/** The page a form was sent from: a site path, so a lead or an opt-in records where it came from. */
export const sourcePathSchema = z
  .string()
  .max(200)
  .regex(/^\/[a-z0-9\-/]*$/, "Invalid page.")
  .optional();
