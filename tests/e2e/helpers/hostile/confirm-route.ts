import fc from "fast-check";
import { hostileText } from "./arbitraries";
import type { PostRoute } from "./invalid";

/** The double opt-in's confirm button target: a form post with the e-mailed link's token in the query. */
export const CONFIRM_ROUTE: PostRoute = {
  name: "newsletter-confirm",
  path: fc.oneof(
    fc.constant("/api/newsletter/confirm"),
    hostileText.map((t) => `/api/newsletter/confirm?token=${encodeURIComponent(t)}`),
  ),
  accepts: ["form", "multipart", "json"],
  maxBytes: 1024,
  fields: {
    confirm: { kind: "string", required: true, invalid: fc.constantFrom("Yes", "yes ", "no", "true", "<script>") },
  },
  validBody: fc.constant({ confirm: "yes" }),
};
