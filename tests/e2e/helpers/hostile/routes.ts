import fc from "fast-check";
import { BLOG_CATEGORY_SLUGS } from "@/content/blog-categories";
import { CHECKLIST_CATEGORIES } from "@/content/checklist";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import { CHECKLIST_EMAIL_MAX_BYTES } from "@/lib/checklist/schema";
import { CONTACT_MAX_BYTES } from "@/lib/contact/schema";
import { SUBSCRIBE_MAX_BYTES } from "@/lib/newsletter/subscribe-schema";
import { MONTH_NAMES } from "@/lib/newsletter/issue-schema";
import { emailFor, hostileField, hostileText } from "./arbitraries";
import type { FieldSpec, PostRoute } from "./invalid";

/** Unique markers, so every valid submission's row (and e-mail, and log line) can be found. */
let markerCounter = 0;
export function nextMarker(): string {
  markerCounter++;
  return `hx${Date.now().toString(36)}${markerCounter.toString(36)}`;
}

const sourcePath = fc.stringMatching(/^\/[a-z0-9\-/]{0,30}$/);
export const invalidEmails = fc.constantFrom(
  "",
  " ",
  "plainaddress",
  "a@b",
  "@example.com",
  "a b@example.com",
  "<script>@example.com",
  '"><img src=x onerror=alert(1)>@example.com',
  "x@example.com\r\nBcc: victim@example.com",
  "'; DROP TABLE Lead; --@example.com",
  "a@@example.com",
  ".a@example.com",
  "a..b@example.com",
  `${"a".repeat(250)}@example.com`,
  "🦷@example.com",
);

/** A body whose text fields carry hostile content, for the public contact form. */
export const contactBody = fc.record(
  {
    name: hostileField(2, 100),
    email: emailFor("contact"),
    phone: hostileField(0, 40),
    practice: hostileField(0, 150),
    service: fc.constantFrom("", ...CONTACT_SERVICE_OPTIONS.map((o) => o.value)),
    message: hostileField(10, 5000),
    sourcePath,
  },
  { requiredKeys: ["name", "email", "message"] },
);

export const subscribeBody = fc.record(
  { email: emailFor("subscribe"), name: hostileField(2, 100), practiceName: hostileField(0, 150), sourcePath },
  { requiredKeys: ["email", "name"] },
);

const answer = fc.constantFrom("yes", "no", "unsure", null);
/** Any subset of the known categories and questions, each answered or null. */
export const checklistResults: fc.Arbitrary<Record<string, Record<string, string | null>>> = fc.record(
  Object.fromEntries(
    CHECKLIST_CATEGORIES.map((c) => [
      c.id,
      fc.record(Object.fromEntries(c.questions.map((q) => [q.id, answer])), { requiredKeys: [] }),
    ]),
  ),
  { requiredKeys: [] },
) as never;
const percent = fc.integer({ min: 0, max: 100 });

export const checklistBody = fc.record({
  email: fc.tuple(emailFor("checklist"), fc.constantFrom("", " ", "  \t")).map(([e, pad]) => `${pad}${e}${pad}`),
  score: percent,
  categoriesScores: fc.array(fc.record({ title: hostileField(0, 100), score: percent }), {
    maxLength: CHECKLIST_CATEGORIES.length,
  }),
  results: checklistResults,
});

const firstCategory = CHECKLIST_CATEGORIES[0]!;
const secondCategory = CHECKLIST_CATEGORIES[1]!;
/** Results a strict schema refuses: unknown categories and questions, misplaced ones, odd answers. */
export const invalidChecklistResults = fc.oneof(
  fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((id) => !CHECKLIST_CATEGORIES.some((c) => c.id === id))
    .map((id) => ({ [id]: {} })),
  fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((id) => !firstCategory.questions.some((q) => q.id === id))
    .map((id) => ({ [firstCategory.id]: { [id]: "yes" } })),
  fc.constant({ [secondCategory.id]: { [firstCategory.questions[0]!.id]: "yes" } }),
  fc
    .constantFrom("YES", "maybe", 1, true, "<b>yes</b>", "", ["yes"])
    .map((a) => ({ [firstCategory.id]: { [firstCategory.questions[0]!.id]: a } })),
  fc.constant({ [firstCategory.id]: [] }),
  fc.constant({ [firstCategory.id]: null }),
);

const contactFields: Record<string, FieldSpec> = {
  name: { kind: "string", required: true, max: 100, invalid: fc.constantFrom("", " ", "a", " a \n", "\u200B") },
  email: { kind: "string", required: true, max: 254, invalid: invalidEmails },
  phone: { kind: "string", required: false, max: 40 },
  practice: { kind: "string", required: false, max: 150 },
  service: { kind: "string", required: false, invalid: fc.constantFrom("web", "<script>", "OTHER", " other", "null") },
  message: {
    kind: "string",
    required: true,
    max: 5000,
    invalid: fc.constantFrom("short", "         x", "\n\n\n\n\n\n\n\n\n\nab"),
  },
  sourcePath: {
    kind: "string",
    required: false,
    max: 200,
    invalid: fc.constantFrom("https://evil.example/", "/ABC", "/<script>", "relative", "/a b", "/é"),
  },
};

export const CONTACT_ROUTE: PostRoute = {
  name: "contact",
  path: "/api/contact",
  // Form posts are answered with pages (lead-paths.spec.ts); the hostile bodies here are JSON.
  accepts: ["json", "form", "multipart"],
  maxBytes: CONTACT_MAX_BYTES,
  fields: contactFields,
  validBody: contactBody,
  honeypot: "website",
  honeypotStatus: 201,
};

export const SUBSCRIBE_ROUTE: PostRoute = {
  name: "newsletter-subscribe",
  path: "/api/newsletter/subscribe",
  accepts: ["json", "form", "multipart"],
  maxBytes: SUBSCRIBE_MAX_BYTES,
  fields: {
    email: { kind: "string", required: true, max: 254, invalid: invalidEmails },
    name: { kind: "string", required: true, max: 100, invalid: fc.constantFrom("", " ", "x", "\t\n") },
    practiceName: { kind: "string", required: false, max: 150 },
    sourcePath: contactFields.sourcePath!,
  },
  validBody: subscribeBody,
  honeypot: "website",
};

export const CHECKLIST_ROUTE: PostRoute = {
  name: "health-checklist-email",
  path: "/api/health-checklist/email",
  accepts: ["json"],
  maxBytes: CHECKLIST_EMAIL_MAX_BYTES,
  fields: {
    email: { kind: "string", required: true, max: 254, invalid: invalidEmails },
    score: { kind: "number", required: true, invalid: fc.constantFrom(101, -1, 12.5, 1e308, -0.5) },
    categoriesScores: {
      kind: "array",
      required: true,
      invalid: fc.constantFrom(
        [{ title: "x", score: 1, html: "<b>" }],
        Array(6).fill({ title: "x", score: 1 }),
        [{ title: "x".repeat(101), score: 1 }],
        [{ score: 1 }],
        ["x"],
      ),
    },
    results: { kind: "object", required: true, invalid: invalidChecklistResults },
  },
  validBody: checklistBody,
  honeypot: "website",
  honeypotStatus: 201,
};

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
export const GEOCODE_ROUTE: PostRoute = {
  name: "reverse-geocode",
  path: "/api/location/reverse-geocode",
  accepts: ["json"],
  maxBytes: 16 * 1024,
  fields: {
    latitude: { kind: "number", required: true, invalid: fc.constantFrom(90.000001, -91, 1e308, -1e308, 400) },
    longitude: { kind: "number", required: true, invalid: fc.constantFrom(180.000001, -181, 1e308, 720) },
  },
  // (1, 1) is the maps stand-in's broken upstream; a failing provider is a real 502 (tested elsewhere).
  validBody: fc
    .record({ latitude, longitude })
    .filter((c) => !(Math.abs(c.latitude - 1) < 0.02 && Math.abs(c.longitude - 1) < 0.02)),
};

export const UNSUBSCRIBE_ROUTE: PostRoute = {
  name: "newsletter-unsubscribe",
  path: fc.oneof(
    fc.constant("/api/newsletter/unsubscribe"),
    hostileText.map((t) => `/api/newsletter/unsubscribe?token=${encodeURIComponent(t)}`),
  ),
  accepts: ["form", "multipart", "json"],
  maxBytes: 1024,
  fields: {
    "List-Unsubscribe": {
      kind: "string",
      required: true,
      invalid: fc.constantFrom("one-click", "One-Click ", "", "Two-Click", "<script>"),
    },
  },
  validBody: fc.constant({ "List-Unsubscribe": "One-Click" }),
};

export function signInRoute(origin: string): PostRoute {
  return {
    name: "admin-sign-in",
    path: "/api/admin/sign-in",
    accepts: ["json"],
    maxBytes: 2048,
    fields: {
      username: { kind: "string", required: true, max: 100, invalid: fc.constantFrom("", "   ", "\n\t") },
      password: { kind: "string", required: true, max: 200, invalid: fc.constant("") },
    },
    validBody: fc.record({ username: hostileField(1, 100), password: hostileField(1, 200) }),
    headers: () => ({ Origin: origin }),
  };
}

/** Path segments that name no record, or name one in a hostile way. */
export const hostileId = fc
  .oneof(
    fc.constantFrom(
      "0",
      "-1",
      "1.5",
      "01",
      "1e3",
      "0x10",
      " 1",
      "9999999999",
      "2147483648",
      "4294967297",
      "NaN",
      "Infinity",
      "null",
      "%00",
      "...",
      "1;DROP TABLE User",
    ),
    fc.integer({ min: 100_000, max: 2_147_483_647 }).map(String),
    hostileText,
  )
  .map((s) => encodeURIComponent(s))
  // "." and ".." are resolved by the URL itself and never reach a handler.
  .filter((s) => s !== "" && s !== "." && s !== "..");

const blogFields = (): Record<string, FieldSpec> => ({
  title: { kind: "string", required: true, max: 255, invalid: fc.constantFrom("", "ab", "  a  ") },
  slug: {
    kind: "string",
    required: true,
    max: 255,
    invalid: fc.constantFrom("Upper", "two words", "a--b", "-a", "<script>", "é", "../etc"),
  },
  excerpt: { kind: "string", required: true, max: 500, invalid: fc.constantFrom("short", "        ") },
  category: { kind: "string", required: true, invalid: fc.constantFrom("", "news", "Cybersecurity", "<script>") },
  tags: { kind: "string", required: true, max: 500 },
  author: { kind: "string", required: true, max: 100, invalid: fc.constantFrom("", "a", "  ") },
  content: { kind: "string", required: true, max: 100_000, invalid: fc.constantFrom("", " \n\t ") },
  status: { kind: "string", required: true, invalid: fc.constantFrom("scheduled", "Published", "", "sent") },
});

export const blogBody = fc.record({
  title: hostileField(3, 255),
  /** Replaced by a unique slug when sent (a generated value is replayed while shrinking). */
  slug: fc.constant("placeholder"),
  excerpt: hostileField(10, 500),
  category: fc.constantFrom(...BLOG_CATEGORY_SLUGS),
  tags: hostileField(0, 500),
  author: hostileField(2, 100),
  content: hostileField(1, 5000),
  status: fc.constantFrom("draft", "published"),
});

export const issueBody = fc.record({
  title: hostileField(3, 255),
  month: fc.constantFrom(...MONTH_NAMES),
  year: fc.integer({ min: 2000, max: 2100 }),
  content: hostileField(1, 5000),
  status: fc.constantFrom("draft", "published"),
});

export function staffRoutes(headers: () => Record<string, string>): PostRoute[] {
  const empty: Record<string, FieldSpec> = {};
  return [
    {
      name: "blog-create",
      path: "/api/admin/blog",
      accepts: ["json"],
      maxBytes: 512 * 1024,
      fields: blogFields(),
      validBody: blogBody,
      headers,
    },
    {
      name: "blog-update",
      path: hostileId.map((id) => `/api/admin/blog/${id}`),
      accepts: ["json"],
      maxBytes: 512 * 1024,
      fields: blogFields(),
      validBody: blogBody,
      headers,
    },
    {
      name: "newsletter-create",
      path: "/api/admin/newsletter",
      accepts: ["json"],
      maxBytes: 512 * 1024,
      fields: {
        title: { kind: "string", required: true, max: 255, invalid: fc.constantFrom("", "ab") },
        month: { kind: "string", required: true, invalid: fc.constantFrom("november", "Nov", "11", "") },
        year: { kind: "number", required: true, invalid: fc.constantFrom(1999, 2101, 2026.5, -0.5) },
        content: { kind: "string", required: true, max: 100_000, invalid: fc.constant("   ") },
        status: { kind: "string", required: true, invalid: fc.constantFrom("sent", "") },
      },
      validBody: issueBody,
      headers,
    },
    {
      name: "lead-handled",
      path: fc
        .tuple(fc.constantFrom("contact", "checklist", "subscribers"), hostileId)
        .map(([k, id]) => `/api/admin/leads/${k}/${id}`),
      accepts: ["json"],
      maxBytes: 256,
      fields: { handled: { kind: "boolean", required: true } },
      validBody: fc.record({ handled: fc.boolean() }),
      headers,
    },
    {
      name: "deliveries-retry-one",
      path: hostileId.map((id) => `/api/admin/deliveries/${id}/retry`),
      accepts: ["json"],
      maxBytes: 64,
      fields: empty,
      validBody: fc.constant({}),
      headers,
    },
    {
      name: "deliveries-retry-due",
      path: "/api/admin/deliveries/retry",
      accepts: ["json"],
      maxBytes: 64,
      fields: empty,
      validBody: fc.constant({}),
      headers,
    },
    {
      name: "newsletter-send",
      path: hostileId.map((id) => `/api/admin/newsletter/${id}/send`),
      accepts: ["json"],
      maxBytes: 1024,
      fields: empty,
      validBody: fc.constant({}),
      headers,
    },
    {
      name: "urgent-action",
      path: hostileId.map((id) => `/api/admin/urgent/${id}`),
      accepts: ["json", "form"],
      maxBytes: 2048,
      fields: {
        action: { kind: "string", required: true, invalid: fc.constantFrom("", "delete", "Acknowledge", "<script>") },
        from: { kind: "string", required: false, max: 1000 },
      },
      validBody: fc.record({ action: fc.constantFrom("acknowledge", "close") }),
      headers,
    },
    {
      name: "support-code-create",
      path: "/api/admin/support-codes",
      accepts: ["json", "form"],
      maxBytes: 1024,
      fields: { practice: { kind: "string", required: true, max: 150, invalid: fc.constantFrom("", "x", "   ") } },
      validBody: fc.record({ practice: fc.constant("E2E Hostile Dental") }),
      headers,
    },
    {
      name: "support-code-action",
      path: hostileId.map((id) => `/api/admin/support-codes/${id}`),
      accepts: ["json", "form"],
      maxBytes: 2048,
      fields: {
        action: { kind: "string", required: true, invalid: fc.constantFrom("", "delete", "Revoke") },
        from: { kind: "string", required: false, max: 1000 },
      },
      validBody: fc.constant({ action: "revoke" }),
      headers,
    },
    {
      name: "account",
      path: "/api/admin/account",
      accepts: ["json", "form"],
      maxBytes: 1024,
      fields: { displayName: { kind: "string", required: false, max: 60, invalid: fc.constant("two\nlines") } },
      validBody: fc.record({ displayName: fc.constantFrom("", "Sam", "E2E Technician") }),
      headers,
    },
  ];
}
