// zod/mini, not "zod": these schemas also run in the browser (the public forms), where the mini
// build adds a few KB instead of the classic build's ~44 KB. The server parses with the same
// objects; the classic build it loads elsewhere supplies English default messages (zod's config
// is global), and every rule here carries its own message anyway.
import * as z from "zod/mini";

/** The page a form was sent from: a site path, so a lead or an opt-in records where it came from. */
export const sourcePathSchema = z.optional(z.string().check(z.maxLength(200), z.regex(/^\/[a-z0-9\-/]*$/, "Invalid page.")));
