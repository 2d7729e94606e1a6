/** @jest-environment node */
import { BUSINESS } from "@/content/business";
import { CHECKLIST_CATEGORIES, GENERAL_RECOMMENDATIONS } from "@/content/checklist";
import { resultsText } from "@/lib/checklist/results-text";
import { emptyAnswers, withAnswer } from "@/lib/checklist/scoring";

function sample() {
  let answers = emptyAnswers();
  // Security all Yes; backup: Yes, No, Not Sure, unanswered, Yes; the rest unanswered.
  for (const q of CHECKLIST_CATEGORIES[0]!.questions) answers = withAnswer(answers, "security", q.id, "yes");
  answers = withAnswer(answers, "backup", "bu1", "yes");
  answers = withAnswer(answers, "backup", "bu2", "no");
  answers = withAnswer(answers, "backup", "bu3", "unsure");
  answers = withAnswer(answers, "backup", "bu5", "yes");
  return answers;
}

describe("resultsText (the downloaded file)", () => {
  const text = resultsText(sample(), { date: "November 22, 2026", website: "https://example.test" });

  it("starts with the date and the overall score with its band", () => {
    expect(text).toContain("Date: November 22, 2026");
    expect(text).toContain("Overall Score: 28% (At Risk)"); // 7 of 25
    expect(text).toContain("Questions answered: 9 of 25");
  });

  it("lists every category's score and band", () => {
    expect(text).toContain("Security & Privacy: 100% (Good)");
    expect(text).toContain("Backup & Recovery: 40% (At Risk)");
    expect(text).toContain("Ontario Compliance: 0% (At Risk)");
    expect(text).toContain("IT Infrastructure: 0% (At Risk)");
    expect(text).toContain("Digital Patient Experience: 0% (At Risk)");
  });

  it("gives each of the 25 questions with its answer in upper case or 'Not Answered'", () => {
    const backup = CHECKLIST_CATEGORIES[1]!.questions;
    const answerAfter = (question: string) => {
      const lines = text.split("\n");
      const i = lines.findIndex((l) => l.endsWith(question));
      return lines[i + 1];
    };
    expect(answerAfter(backup[0]!.text)).toBe("   Answer: YES");
    expect(answerAfter(backup[1]!.text)).toBe("   Answer: NO");
    expect(answerAfter(backup[2]!.text)).toBe("   Answer: UNSURE");
    expect(answerAfter(backup[3]!.text)).toBe("   Answer: Not Answered");
    expect(text.match(/^ {3}Answer: /gm)).toHaveLength(25);
    expect(text.match(/Answer: Not Answered/g)).toHaveLength(16);
  });

  it("carries the recommendations and the provider's phone and e-mail from the business record", () => {
    expect(text).toContain(`${GENERAL_RECOMMENDATIONS.schedule.title}: ${GENERAL_RECOMMENDATIONS.schedule.text}`);
    expect(text).not.toContain(GENERAL_RECOMMENDATIONS.maintain.title);
    expect(text).toContain("Backup & Recovery (40%):");
    expect(text).not.toContain("Security & Privacy (100%):");
    expect(text).toContain(`Phone: ${BUSINESS.phones.main.display}`);
    expect(text).toContain(`Email: ${BUSINESS.emails.info}`);
    expect(text).toContain("Website: https://example.test");
  });
});
