import * as z from "zod/mini";
import { SUPPORT_MESSAGES, supportSchema } from "@/lib/support/schema";

const valid = {
  practice: "Bloor Dental",
  name: "Dana",
  phone: "416-555-0100",
  affected: "server",
  severity: "critical",
  description: "The server will not start this morning.",
};

const errorsOf = (value: unknown) => {
  const result = z.safeParse(supportSchema, value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the urgent request's schema", () => {
  it("takes a request without e-mail or code", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it("requires a phone number with at least seven digits", () => {
    expect(errorsOf({ ...valid, phone: "call me" }).phone).toBe(SUPPORT_MESSAGES.phone);
    expect(errorsOf({ ...valid, phone: "(416) 555-0100 x2" })).toEqual({});
  });

  it("refuses a severity or an affected system off the list, and an empty choice", () => {
    expect(errorsOf({ ...valid, severity: "urgent" }).severity).toBe(SUPPORT_MESSAGES.severity);
    expect(errorsOf({ ...valid, severity: "" }).severity).toBe(SUPPORT_MESSAGES.severity);
    expect(errorsOf({ ...valid, affected: "" }).affected).toBe(SUPPORT_MESSAGES.affected);
  });

  it("takes the empty fields a form sends for the e-mail address and the code", () => {
    expect(errorsOf({ ...valid, email: "", code: "" })).toEqual({});
  });

  it("checks an e-mail address when one is given, trimmed", () => {
    expect(errorsOf({ ...valid, email: "not-an-address" }).email).toBe(SUPPORT_MESSAGES.email);
    const parsed = z.safeParse(supportSchema, { ...valid, email: " dana@example.com " });
    expect(parsed.success && parsed.data.email).toBe("dana@example.com");
  });

  it("refuses unknown fields", () => {
    expect(errorsOf({ ...valid, extra: "x" })).not.toEqual({});
  });
});
