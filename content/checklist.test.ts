import { CHECKLIST_CATEGORIES, RESULTS_FILE_NAME, TOTAL_QUESTIONS, getChecklistCategory } from "@/content/checklist";

describe("the health checklist's content", () => {
  it("has the five categories, ids and titles, in order", () => {
    expect(CHECKLIST_CATEGORIES.map((c) => [c.id, c.title])).toEqual([
      ["security", "Security & Privacy"],
      ["backup", "Backup & Recovery"],
      ["compliance", "Ontario Compliance"],
      ["infrastructure", "IT Infrastructure"],
      ["patient_experience", "Digital Patient Experience"],
    ]);
  });

  it("has 25 questions with exactly the known ids, five per category", () => {
    expect(TOTAL_QUESTIONS).toBe(25);
    const prefixes = {
      security: "sec",
      backup: "bu",
      compliance: "comp",
      infrastructure: "infra",
      patient_experience: "pex",
    } as const;
    for (const c of CHECKLIST_CATEGORIES) {
      expect(c.questions.map((q) => q.id)).toEqual([1, 2, 3, 4, 5].map((n) => `${prefixes[c.id]}${n}`));
    }
  });

  it("gives every question a question, a description and an action, each written once", () => {
    const all = CHECKLIST_CATEGORIES.flatMap((c) => c.questions);
    for (const q of all) {
      expect(q.text).toMatch(/\?$/);
      expect(q.description.length).toBeGreaterThan(40);
      expect(q.recommendation.length).toBeGreaterThan(40);
    }
    for (const key of ["text", "description", "recommendation"] as const) {
      expect(new Set(all.map((q) => q[key])).size).toBe(all.length);
    }
    for (const c of CHECKLIST_CATEGORIES) expect(c.description.length).toBeGreaterThan(30);
  });

  it("uses the scoring thresholds and names Ontario's and Canada's privacy laws", () => {
    const text = (id: string) => CHECKLIST_CATEGORIES.flatMap((c) => c.questions).find((q) => q.id === id)?.text ?? "";
    expect(text("infra1")).toContain("under 5 years old");
    expect(text("bu4")).toContain("within the last 6 months");
    const compliance = JSON.stringify(getChecklistCategory("compliance"));
    expect(compliance).toContain("PHIPA");
    expect(compliance).toContain("PIPEDA");
    expect(getChecklistCategory("nope")).toBeUndefined();
  });

  it("names the download file Toronto_Dental_IT_Assessment_Results.txt", () => {
    expect(RESULTS_FILE_NAME).toBe("Toronto_Dental_IT_Assessment_Results.txt");
  });
});
