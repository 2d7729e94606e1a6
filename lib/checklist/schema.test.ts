/** @jest-environment node */
import { checklistEmailSchema } from "@/lib/checklist/schema";
import { fieldErrorsOf } from "@/lib/core/http/post-pipeline";

const valid = {
  email: "office@example.com",
  score: 40,
  categoriesScores: [{ title: "Security & Privacy", score: 40 }],
  results: { security: { sec1: "yes", sec2: "no", sec3: "unsure", sec4: null }, backup: {} },
};

function errors(value: unknown) {
  const parsed = checklistEmailSchema.safeParse(value);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe("checklistEmailSchema", () => {
  it("accepts the results payload, with some questions and categories left out", () => {
    expect(checklistEmailSchema.safeParse(valid).success).toBe(true);
  });

  it("trims the address before checking it", () => {
    expect(checklistEmailSchema.parse({ ...valid, email: "  office@example.com " }).email).toBe("office@example.com");
    expect(errors({ ...valid, email: "office@" })).toEqual({ email: ["Please enter a valid email address."] });
    expect(errors({ ...valid, email: "" })).toEqual({ email: ["Please enter a valid email address."] });
    expect(Object.keys(errors({ ...valid, email: `${"a".repeat(250)}@example.com` }))).toEqual(["email"]);
  });

  it("rejects unknown categories and questions, and questions filed under another category", () => {
    expect(Object.keys(errors({ ...valid, results: { marketing: { m1: "yes" } } }))).toEqual(["marketing"]);
    expect(Object.keys(errors({ ...valid, results: { security: { sec6: "yes" } } }))).toEqual(["sec6"]);
    expect(Object.keys(errors({ ...valid, results: { backup: { sec1: "yes" } } }))).toEqual(["sec1"]);
  });

  it("accepts only yes, no, unsure or null as answers", () => {
    for (const bad of ["YES", "maybe", 1, true, "<b>yes</b>"]) {
      expect(Object.keys(errors({ ...valid, results: { security: { sec1: bad } } }))).toEqual([
        "results.security.sec1",
      ]);
    }
  });

  it("checks the scores' shape (the server recomputes them anyway)", () => {
    expect(Object.keys(errors({ ...valid, score: 101 }))).toEqual(["score"]);
    expect(Object.keys(errors({ ...valid, score: 12.5 }))).toEqual(["score"]);
    expect(Object.keys(errors({ ...valid, score: "80" }))).toEqual(["score"]);
    expect(Object.keys(errors({ ...valid, categoriesScores: Array(6).fill({ title: "x", score: 1 }) }))).toEqual([
      "categoriesScores",
    ]);
    expect(Object.keys(errors({ ...valid, categoriesScores: [{ title: "x", score: 1, html: "<b>" }] }))).toEqual([
      "html",
    ]);
  });

  it("rejects fields the payload does not have", () => {
    expect(Object.keys(errors({ ...valid, html: "<h1>hi</h1>" }))).toEqual(["html"]);
    expect(
      Object.keys(errors({ email: valid.email, score: valid.score, categoriesScores: valid.categoriesScores })),
    ).toEqual(["results"]);
  });
});
