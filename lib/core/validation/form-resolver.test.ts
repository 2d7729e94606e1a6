/** @jest-environment node */
import fc from "fast-check";
import * as z from "zod";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import * as mini from "zod/mini";
import { checklistEmailFields, checklistEmailSchema } from "@/lib/checklist/schema";
import { CONTACT_LIMITS, contactFields, contactSchema } from "@/lib/contact/schema";
import { formResolver as rulesResolver, problemsOf } from "@/lib/core/validation/form-resolver";
import { subscribeFields, subscribeSchema } from "@/lib/newsletter/subscribe-schema";

type FormSchema = Parameters<typeof problemsOf>[0];

/** Each visitor form: the schema its island checks with, and the schema its route handler parses with. */
const TABLES: Record<string, { island: FormSchema; handler: mini.ZodMiniObject }> = {
  contact: { island: contactFields, handler: contactSchema },
  subscribe: { island: subscribeFields, handler: subscribeSchema },
  checklistEmail: { island: checklistEmailFields, handler: checklistEmailSchema },
};
const contactRules = contactFields;
const subscribeRules = subscribeFields;
const checklistEmailRules = checklistEmailFields;

/** The pattern the forms' e-mail fields check: the one the contact schema's address uses. */
const EMAIL_PATTERN = (contactFields.shape.email._zod.def as unknown as { pattern: RegExp }).pattern;

/** The message the island shows first for a field's value (undefined: accepted). */
function firstProblem(form: { island: FormSchema }, field: string, value: string): string | undefined {
  return (problemsOf(form.island, { [field]: value }) as Record<string, string | undefined>)[field];
}

/** The message the route handler reports first for a field's value (undefined: accepted). */
function serverFirst(form: { handler: mini.ZodMiniObject }, field: string, value: string): string | undefined {
  const parsed = mini.safeParse(form.handler.shape[field]!, value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** Text that sits near every rule's edges: addresses, padding, lengths around the limits, list values. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.emailAddress(),
  fc
    .tuple(fc.constantFrom("", " ", "  \t"), fc.emailAddress(), fc.constantFrom("", " ", "\n"))
    .map(([a, b, c]) => a + b + c),
  fc
    .tuple(
      fc.constantFrom(1, 2, 9, 10, 40, 99, 100, 101, 150, 151, 240, 254, 255, 5000, 5001),
      fc.constantFrom("a", " ", "é", "😀", "\ud800", "a\udc00"),
    )
    .map(([n, ch]) => ch.repeat(n)),
  fc
    .tuple(fc.constantFrom(230, 244, 245, 246, 250), fc.constantFrom("@example.com", "@b.ca"))
    .map(([n, tail]) => "a".repeat(n) + tail),
  fc.constantFrom("", ...CONTACT_SERVICE_OPTIONS.map((o) => o.value), "Managed-IT", "other "),
);

describe("form schemas: the islands' checks and the handlers' schemas", () => {
  it("use zod's own default e-mail pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  for (const [table, rules] of Object.entries(TABLES)) {
    for (const field of Object.keys(rules.island.shape)) {
      it(`${table}.${field}: the browser's first message is the server's, for any text`, () => {
        fc.assert(
          fc.property(fieldValue, (value) => {
            expect(firstProblem(rules, field, value)).toBe(serverFirst(rules, field, value));
          }),
          { numRuns: 400, seed: 14 },
        );
      });
    }
  }

  it("reports each field's problem and nothing for valid fields", () => {
    const values = {
      name: " A ",
      email: "office@example",
      phone: "",
      practice: "",
      service: "",
      message: "x".repeat(CONTACT_LIMITS.message + 1),
      website: "",
    };
    expect(problemsOf(contactRules, values)).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      message: "Message must be at most 5000 characters.",
    });
    expect(
      problemsOf(contactRules, { ...values, name: "Dr. Ng", email: "a@b.ca", message: "Our server is down." }),
    ).toEqual({});
  });
});

describe("formResolver (react-hook-form)", () => {
  it("passes valid values through, trimmed where the rule trims, the honeypot untouched", async () => {
    const resolve = rulesResolver(checklistEmailRules);
    await expect(resolve({ email: "  office@example.com ", website: "x" })).resolves.toEqual({
      values: { email: "office@example.com", website: "x" },
      errors: {},
    });
  });

  it("answers one error per failing field and no values", async () => {
    const resolve = rulesResolver(subscribeRules);
    await expect(resolve({ email: "nope", name: "J", practiceName: "", website: "" })).resolves.toEqual({
      values: {},
      errors: {
        email: { type: "validate", message: "Please enter a valid email address." },
        name: { type: "validate", message: "Name must be at least 2 characters." },
      },
    });
  });
});
