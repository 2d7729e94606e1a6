import { BUSINESS } from "@/content/business";
import { CHECKLIST_CATEGORIES } from "@/content/checklist";
import {
  BAND_LABELS,
  answerOf,
  computeResults,
  recommendationsFor,
  type ChecklistAnswers,
  type ChecklistResults,
  type Recommendation,
} from "@/lib/checklist/scoring";

/**
 * The checklist's results as plain text: the downloaded file
 * (Toronto_Dental_IT_Assessment_Results.txt) and the plain-text part of the e-mailed report.
 * Answers appear in upper case (YES, NO, UNSURE) or as "Not Answered".
 */

export function answerText(answer: string | null): string {
  return answer ? answer.toUpperCase() : "Not Answered";
}

export function scoreLine(score: number, band: keyof typeof BAND_LABELS): string {
  return `${score}% (${BAND_LABELS[band]})`;
}

/** Recommendations as text lines (shared by the file and the e-mail). */
export function recommendationLines(recommendations: readonly Recommendation[]): string[] {
  const lines: string[] = [];
  for (const r of recommendations) {
    if (r.kind === "category") {
      lines.push(`${r.title} (${r.score}%):`);
      for (const action of r.actions) lines.push(`- ${action}`);
    } else {
      lines.push(`${r.title}: ${r.text}`);
    }
    lines.push("");
  }
  return lines;
}

/** Each category with its questions and answers. */
export function answerLines(answers: ChecklistAnswers, results: ChecklistResults): string[] {
  const lines: string[] = [];
  for (const category of CHECKLIST_CATEGORIES) {
    const result = results.categories.find((c) => c.id === category.id);
    lines.push(`${category.title}${result ? ` (${result.score}%)` : ""}`);
    category.questions.forEach((q, i) => {
      lines.push(`${i + 1}. ${q.text}`, `   Answer: ${answerText(answerOf(answers, category.id, q.id))}`);
    });
    lines.push("");
  }
  return lines;
}

export interface ResultsTextOptions {
  /** The day shown, already formatted ("November 22, 2026"). */
  date: string;
  /** The site's address, for the contact block. */
  website?: string;
}

export function resultsText(answers: ChecklistAnswers, options: ResultsTextOptions): string {
  const results = computeResults(answers);
  const lines = [
    BUSINESS.name,
    "Dental Practice IT Health Assessment Results",
    `Date: ${options.date}`,
    "",
    `Overall Score: ${scoreLine(results.score, results.band)}`,
    `Questions answered: ${results.answered} of ${results.total}`,
    "",
    "CATEGORY SCORES",
    ...results.categories.map((c) => `${c.title}: ${scoreLine(c.score, c.band)}`),
    "",
    "YOUR ANSWERS",
    "",
    ...answerLines(answers, results),
    "RECOMMENDATIONS",
    "",
    ...recommendationLines(recommendationsFor(answers, results)),
    "QUESTIONS ABOUT YOUR RESULTS?",
    `Contact ${BUSINESS.name}`,
    `Phone: ${BUSINESS.phones.main.display}`,
    `Email: ${BUSINESS.emails.info}`,
    ...(options.website ? [`Website: ${options.website}`] : []),
    "",
  ];
  return lines.join("\n");
}
