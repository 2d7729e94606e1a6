/** @jest-environment node */
import {
  CHECKLIST_CATEGORIES,
  GENERAL_RECOMMENDATIONS,
  type ChecklistAnswer,
  type ChecklistCategoryId,
} from "@/content/checklist";
import {
  computeResults,
  countAnswered,
  emptyAnswers,
  normalizeAnswers,
  percentage,
  recommendationsFor,
  scoreBand,
  withAnswer,
  type ChecklistAnswers,
} from "@/lib/checklist/scoring";

const ALL_QUESTIONS = CHECKLIST_CATEGORIES.flatMap((c) => c.questions.map((q) => ({ category: c.id, question: q.id })));

/** The first `yes` questions (in questionnaire order) answered Yes, the rest `rest`. */
function answersWithYes(yes: number, rest: ChecklistAnswer | null = "no"): ChecklistAnswers {
  let answers = emptyAnswers();
  ALL_QUESTIONS.forEach(({ category, question }, i) => {
    answers = withAnswer(answers, category, question, i < yes ? "yes" : rest);
  });
  return answers;
}

/** Per category, how many of its questions are Yes (the rest No). */
function answersByCategory(yesPerCategory: Partial<Record<ChecklistCategoryId, number>>): ChecklistAnswers {
  let answers = emptyAnswers();
  for (const c of CHECKLIST_CATEGORIES) {
    c.questions.forEach((q, i) => {
      answers = withAnswer(answers, c.id, q.id, i < (yesPerCategory[c.id] ?? 0) ? "yes" : "no");
    });
  }
  return answers;
}

describe("percentage", () => {
  it("is round(part / total × 100)", () => {
    expect(percentage(0, 25)).toBe(0);
    expect(percentage(25, 25)).toBe(100);
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(2, 3)).toBe(67);
    // Halves round up, as Math.round does.
    expect(percentage(1, 8)).toBe(13);
    expect(percentage(3, 8)).toBe(38);
  });

  it("is 0 for an empty total instead of NaN", () => {
    expect(percentage(0, 0)).toBe(0);
  });
});

describe("scoreBand: Good from 80, Needs Improvement 50-79, At Risk below 50", () => {
  it.each([
    [0, "at-risk"],
    [49, "at-risk"],
    [50, "needs-improvement"],
    [79, "needs-improvement"],
    [80, "good"],
    [99, "good"],
    [100, "good"],
  ] as const)("%i → %s", (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe("computeResults", () => {
  it("starts at zero with nothing answered", () => {
    const r = computeResults(emptyAnswers());
    expect(r).toMatchObject({ score: 0, band: "at-risk", answered: 0, total: 25 });
    expect(r.categories.map((c) => [c.id, c.score, c.total])).toEqual(CHECKLIST_CATEGORIES.map((c) => [c.id, 0, 5]));
  });

  it("counts Yes out of all 25 questions overall, whatever the others are", () => {
    expect(computeResults(answersWithYes(25)).score).toBe(100);
    expect(computeResults(answersWithYes(20)).score).toBe(80);
    expect(computeResults(answersWithYes(19)).score).toBe(76);
    expect(computeResults(answersWithYes(13)).score).toBe(52);
    expect(computeResults(answersWithYes(12)).score).toBe(48);
    // No, Not Sure and unanswered all count as not Yes.
    expect(computeResults(answersWithYes(10, "unsure")).score).toBe(40);
    expect(computeResults(answersWithYes(10, null)).score).toBe(40);
  });

  it("puts the overall score in its band at the reachable edges (48/52, 76/80, 100)", () => {
    expect(computeResults(answersWithYes(12)).band).toBe("at-risk");
    expect(computeResults(answersWithYes(13)).band).toBe("needs-improvement");
    expect(computeResults(answersWithYes(19)).band).toBe("needs-improvement");
    expect(computeResults(answersWithYes(20)).band).toBe("good");
    expect(computeResults(answersWithYes(25)).band).toBe("good");
  });

  it("scores each category on its own five questions", () => {
    const r = computeResults(
      answersByCategory({ security: 5, backup: 4, compliance: 3, infrastructure: 2, patient_experience: 0 }),
    );
    expect(r.categories.map((c) => [c.id, c.score, c.band])).toEqual([
      ["security", 100, "good"],
      ["backup", 80, "good"],
      ["compliance", 60, "needs-improvement"],
      ["infrastructure", 40, "at-risk"],
      ["patient_experience", 0, "at-risk"],
    ]);
    expect(r.score).toBe(56); // 14 of 25
    expect(r.categories.map((c) => c.title)).toEqual([
      "Security & Privacy",
      "Backup & Recovery",
      "Ontario Compliance",
      "IT Infrastructure",
      "Digital Patient Experience",
    ]);
  });

  it("counts answered questions of any value", () => {
    let answers = withAnswer(emptyAnswers(), "security", "sec1", "yes");
    answers = withAnswer(answers, "backup", "bu4", "no");
    answers = withAnswer(answers, "compliance", "comp2", "unsure");
    expect(computeResults(answers).answered).toBe(3);
    expect(
      countAnswered(
        answers,
        CHECKLIST_CATEGORIES.filter((c) => c.id === "backup"),
      ),
    ).toBe(1);
    expect(countAnswered(withAnswer(answers, "backup", "bu4", null))).toBe(2);
  });
});

describe("recommendationsFor", () => {
  const kinds = (answers: ChecklistAnswers) =>
    recommendationsFor(answers).map((r) => (r.kind === "category" ? r.categoryId : r.kind));

  it("gives a block to every category below 80 and none to a category at 80 or more", () => {
    const answers = answersByCategory({
      security: 5,
      backup: 4,
      compliance: 3,
      infrastructure: 2,
      patient_experience: 0,
    });
    expect(kinds(answers)).toEqual(["compliance", "infrastructure", "patient_experience", "schedule", "managed-it"]);
  });

  it("lists, in a category block, the action of each question not answered Yes", () => {
    let answers = answersByCategory({
      security: 5,
      backup: 5,
      compliance: 5,
      infrastructure: 5,
      patient_experience: 5,
    });
    answers = withAnswer(answers, "backup", "bu2", "no");
    answers = withAnswer(answers, "backup", "bu4", "unsure");
    answers = withAnswer(answers, "backup", "bu5", null);
    const block = recommendationsFor(answers).find((r) => r.kind === "category");
    const backup = CHECKLIST_CATEGORIES.find((c) => c.id === "backup")!;
    expect(block).toEqual({
      kind: "category",
      categoryId: "backup",
      title: "Backup & Recovery",
      score: 40,
      actions: ["bu2", "bu4", "bu5"].map((id) => backup.questions.find((q) => q.id === id)!.recommendation),
    });
  });

  it("gives the schedule and managed-IT recommendations below 100 and not at 100", () => {
    expect(kinds(answersWithYes(24))).toEqual(expect.arrayContaining(["schedule", "managed-it"]));
    expect(kinds(answersWithYes(25))).toEqual(["maintain"]);
  });

  it("gives the maintain-posture message from 80 up, and not at 76", () => {
    // 20 Yes: the first four categories perfect, the last at 0.
    expect(kinds(answersWithYes(20))).toEqual(["patient_experience", "schedule", "managed-it", "maintain"]);
    expect(kinds(answersWithYes(19))).not.toContain("maintain");
    expect(kinds(emptyAnswers())).not.toContain("maintain");
  });

  it("uses the content's wording for the general recommendations", () => {
    const all = recommendationsFor(answersWithYes(22));
    expect(all.find((r) => r.kind === "schedule")).toMatchObject(GENERAL_RECOMMENDATIONS.schedule);
    expect(all.find((r) => r.kind === "managed-it")).toMatchObject(GENERAL_RECOMMENDATIONS.managedIt);
    expect(all.find((r) => r.kind === "maintain")).toMatchObject(GENERAL_RECOMMENDATIONS.maintain);
  });

  it("for nothing answered: all five category blocks with all five actions, schedule and managed IT", () => {
    const all = recommendationsFor(emptyAnswers());
    expect(all.filter((r) => r.kind === "category").map((r) => (r.kind === "category" ? r.actions.length : 0))).toEqual(
      [5, 5, 5, 5, 5],
    );
    expect(kinds(emptyAnswers()).slice(5)).toEqual(["schedule", "managed-it"]);
  });
});

describe("normalizeAnswers and withAnswer", () => {
  it("keeps known ids and values and drops everything else", () => {
    const answers = normalizeAnswers({
      security: { sec1: "yes", sec2: "NO", sec3: "maybe", sec9: "yes", sec4: null, sec5: 1 },
      backup: "yes",
      unknown: { x: "yes" },
      __proto__: { polluted: true },
      patient_experience: { pex5: "unsure" },
    });
    expect(answers.security).toEqual({ sec1: "yes", sec2: null, sec3: null, sec4: null, sec5: null });
    expect(answers.backup).toEqual(emptyAnswers().backup);
    expect(answers.patient_experience.pex5).toBe("unsure");
    expect(Object.keys(answers)).toEqual(CHECKLIST_CATEGORIES.map((c) => c.id));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("returns the empty questionnaire for anything that is not an object", () => {
    for (const value of [null, undefined, "yes", 42, ["security"]])
      expect(normalizeAnswers(value)).toEqual(emptyAnswers());
  });

  it("changes one answer without touching the original, and ignores unknown ids", () => {
    const before = emptyAnswers();
    const after = withAnswer(before, "infrastructure", "infra1", "yes");
    expect(after.infrastructure.infra1).toBe("yes");
    expect(before.infrastructure.infra1).toBeNull();
    expect(withAnswer(before, "infrastructure", "sec1", "yes")).toBe(before);
    expect(withAnswer(before, "nope" as ChecklistCategoryId, "sec1", "yes")).toBe(before);
  });
});
