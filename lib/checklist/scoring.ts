import {
  CHECKLIST_CATEGORIES,
  GENERAL_RECOMMENDATIONS,
  type ChecklistAnswer,
  type ChecklistCategory,
  type ChecklistCategoryId,
} from "@/content/checklist";

/**
 * The checklist's arithmetic, free of React and I/O: the browser uses it for the results view and
 * the downloaded file, the route handler to recompute the scores it stores and e-mails (it never
 * trusts the scores a browser sends).
 */

/** Category id → question id → answer (null while unanswered). */
export type ChecklistAnswers = Record<ChecklistCategoryId, Record<string, ChecklistAnswer | null>>;

export type ScoreBand = "good" | "needs-improvement" | "at-risk";

/** Good from 80, Needs Improvement from 50, At Risk below. */
export const GOOD_FROM = 80;
export const NEEDS_IMPROVEMENT_FROM = 50;
/** The generic recommendations appear below a perfect score. */
export const PERFECT_SCORE = 100;

export const BAND_LABELS: Record<ScoreBand, string> = {
  good: "Good",
  "needs-improvement": "Needs Improvement",
  "at-risk": "At Risk",
};

const ANSWER_VALUES: ReadonlySet<string> = new Set<ChecklistAnswer>(["yes", "no", "unsure"]);

/** Every question present and unanswered. */
export function emptyAnswers(): ChecklistAnswers {
  return Object.fromEntries(
    CHECKLIST_CATEGORIES.map((c) => [c.id, Object.fromEntries(c.questions.map((q) => [q.id, null]))]),
  ) as ChecklistAnswers;
}

/**
 * Answers from anything (sessionStorage, a parsed request): known categories and questions only,
 * known values only; everything else is unanswered.
 */
export function normalizeAnswers(value: unknown): ChecklistAnswers {
  const out = emptyAnswers();
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  const source = value as Record<string, unknown>;
  for (const category of CHECKLIST_CATEGORIES) {
    const given = Object.hasOwn(source, category.id) ? source[category.id] : undefined;
    if (!given || typeof given !== "object" || Array.isArray(given)) continue;
    const questions = given as Record<string, unknown>;
    for (const question of category.questions) {
      const answer = Object.hasOwn(questions, question.id) ? questions[question.id] : undefined;
      if (typeof answer === "string" && ANSWER_VALUES.has(answer))
        out[category.id][question.id] = answer as ChecklistAnswer;
    }
  }
  return out;
}

/** A copy with one answer changed; unknown ids leave the answers as they were. */
export function withAnswer(
  answers: ChecklistAnswers,
  categoryId: ChecklistCategoryId,
  questionId: string,
  value: ChecklistAnswer | null,
): ChecklistAnswers {
  const category = CHECKLIST_CATEGORIES.find((c) => c.id === categoryId);
  if (!category?.questions.some((q) => q.id === questionId)) return answers;
  return { ...answers, [categoryId]: { ...answers[categoryId], [questionId]: value } };
}

export function answerOf(
  answers: ChecklistAnswers,
  categoryId: ChecklistCategoryId,
  questionId: string,
): ChecklistAnswer | null {
  return answers[categoryId]?.[questionId] ?? null;
}

/** How many questions have any answer (Yes, No or Not Sure). */
export function countAnswered(
  answers: ChecklistAnswers,
  categories: readonly ChecklistCategory[] = CHECKLIST_CATEGORIES,
): number {
  let n = 0;
  for (const c of categories) for (const q of c.questions) if (answerOf(answers, c.id, q.id) !== null) n++;
  return n;
}

/** round(part / total × 100); 0 for an empty total. */
export function percentage(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 100);
}

function countYes(answers: ChecklistAnswers, categories: readonly ChecklistCategory[]): { yes: number; total: number } {
  let yes = 0;
  let total = 0;
  for (const c of categories) {
    for (const q of c.questions) {
      total++;
      if (answerOf(answers, c.id, q.id) === "yes") yes++;
    }
  }
  return { yes, total };
}

export function scoreBand(score: number): ScoreBand {
  if (score >= GOOD_FROM) return "good";
  if (score >= NEEDS_IMPROVEMENT_FROM) return "needs-improvement";
  return "at-risk";
}

export interface CategoryResult {
  id: ChecklistCategoryId;
  title: string;
  score: number;
  band: ScoreBand;
  yes: number;
  total: number;
}

export interface ChecklistResults {
  /** Overall: Yes answers out of all 25 questions (unanswered ones count as not in place). */
  score: number;
  band: ScoreBand;
  answered: number;
  total: number;
  categories: CategoryResult[];
}

export function computeResults(answers: ChecklistAnswers): ChecklistResults {
  const overall = countYes(answers, CHECKLIST_CATEGORIES);
  const score = percentage(overall.yes, overall.total);
  return {
    score,
    band: scoreBand(score),
    answered: countAnswered(answers),
    total: overall.total,
    categories: CHECKLIST_CATEGORIES.map((c) => {
      const { yes, total } = countYes(answers, [c]);
      const categoryScore = percentage(yes, total);
      return { id: c.id, title: c.title, score: categoryScore, band: scoreBand(categoryScore), yes, total };
    }),
  };
}

export type Recommendation =
  | {
      kind: "category";
      categoryId: ChecklistCategoryId;
      title: string;
      score: number;
      /** The action for each question of the category not answered Yes, in question order. */
      actions: string[];
    }
  | { kind: "schedule" | "managed-it" | "maintain"; title: string; text: string };

/**
 * The rules: a block for each category below 80, the schedule and managed-IT
 * recommendations below a perfect overall score, the maintain-posture message from 80 up.
 */
export function recommendationsFor(
  answers: ChecklistAnswers,
  results: ChecklistResults = computeResults(answers),
): Recommendation[] {
  const out: Recommendation[] = [];
  for (const result of results.categories) {
    if (result.score >= GOOD_FROM) continue;
    const category = CHECKLIST_CATEGORIES.find((c) => c.id === result.id);
    if (!category) continue;
    out.push({
      kind: "category",
      categoryId: category.id,
      title: category.title,
      score: result.score,
      actions: category.questions
        .filter((q) => answerOf(answers, category.id, q.id) !== "yes")
        .map((q) => q.recommendation),
    });
  }
  if (results.score < PERFECT_SCORE) {
    out.push({ kind: "schedule", ...GENERAL_RECOMMENDATIONS.schedule });
    out.push({ kind: "managed-it", ...GENERAL_RECOMMENDATIONS.managedIt });
  }
  if (results.score >= GOOD_FROM) out.push({ kind: "maintain", ...GENERAL_RECOMMENDATIONS.maintain });
  return out;
}
