/** @jest-environment node */
import { BUSINESS } from "@/content/business";
import { CHECKLIST_CATEGORIES, GENERAL_RECOMMENDATIONS } from "@/content/checklist";
import {
  LEAD_KIND,
  RESULTS_KIND,
  checklistLeadEmail,
  checklistResultsEmail,
  type StoredChecklist,
} from "@/lib/checklist/submit";
import { emptyAnswers, withAnswer } from "@/lib/checklist/scoring";

function stored(answers: unknown, email = "dr.lee@example.com"): StoredChecklist {
  return { id: 42, email, answers: JSON.stringify(answers), createdAt: new Date("2026-11-22T15:00:00Z") };
}

let mixed = emptyAnswers();
for (const c of CHECKLIST_CATEGORIES.slice(0, 3))
  for (const q of c.questions) mixed = withAnswer(mixed, c.id, q.id, "yes");
mixed = withAnswer(mixed, "infrastructure", "infra1", "no");
mixed = withAnswer(mixed, "infrastructure", "infra2", "unsure");

describe("the visitor's report", () => {
  const email = checklistResultsEmail(stored(mixed));

  it("goes to the visitor, replies to the office, and belongs to the submission", () => {
    expect(email).toMatchObject({
      kind: RESULTS_KIND,
      to: "dr.lee@example.com",
      replyTo: BUSINESS.emails.info,
      related: { type: "ChecklistSubmission", id: 42 },
    });
    expect(email.subject).toBe("Your IT health checklist results: 60% (Needs Improvement)");
  });

  it("carries the scores recomputed from the stored answers, the recommendations and every answer", () => {
    expect(email.text).toContain("Overall score: 60% (Needs Improvement)");
    expect(email.text).toContain("Security & Privacy: 100% (Good)");
    expect(email.text).toContain("IT Infrastructure: 0% (At Risk)");
    expect(email.text).toContain("IT Infrastructure (0%): recommended actions");
    expect(email.text).not.toContain("Security & Privacy (100%): recommended actions");
    expect(email.text).toContain(GENERAL_RECOMMENDATIONS.managedIt.text);
    expect(email.text).not.toContain(GENERAL_RECOMMENDATIONS.maintain.text);
    expect(email.text).toContain(`${CHECKLIST_CATEGORIES[3]!.questions[0]!.text} Answer: NO`);
    expect(email.text).toContain(`${CHECKLIST_CATEGORIES[3]!.questions[1]!.text} Answer: UNSURE`);
    expect(email.text).toContain(`${CHECKLIST_CATEGORIES[4]!.questions[0]!.text} Answer: Not Answered`);
    expect(email.text).toContain(BUSINESS.phones.main.display);
    expect(email.html).toContain("<li");
    expect(email.html).toContain("Security &amp; Privacy");
  });

  it("is our fixed template: stored junk never reaches the message", () => {
    const hostile = checklistResultsEmail(
      stored({ security: { sec1: "<script>alert(1)</script>" }, "<img>": { x: "yes" } }),
    );
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).not.toContain("<img>");
    expect(hostile.text).toContain(`${CHECKLIST_CATEGORIES[0]!.questions[0]!.text} Answer: Not Answered`);
    expect(checklistResultsEmail({ ...stored(null), answers: "not json" }).subject).toBe(
      "Your IT health checklist results: 0% (At Risk)",
    );
  });

  it("says the perfect score's message at 100", () => {
    let all = emptyAnswers();
    for (const c of CHECKLIST_CATEGORIES) for (const q of c.questions) all = withAnswer(all, c.id, q.id, "yes");
    const perfect = checklistResultsEmail(stored(all));
    expect(perfect.subject).toBe("Your IT health checklist results: 100% (Good)");
    expect(perfect.text).toContain(GENERAL_RECOMMENDATIONS.maintain.text);
    expect(perfect.text).not.toContain(GENERAL_RECOMMENDATIONS.schedule.text);
  });
});

describe("the office's lead notice", () => {
  const email = checklistLeadEmail(stored(mixed));

  it("goes to the leads inbox with reply-to the visitor and names the weak areas", () => {
    expect(email).toMatchObject({
      kind: LEAD_KIND,
      to: BUSINESS.emails.leads,
      replyTo: "dr.lee@example.com",
      related: { type: "ChecklistSubmission", id: 42 },
    });
    expect(email.subject).toBe("New health checklist lead: 60% (Needs Improvement)");
    expect(email.text).toContain("E-mail: dr.lee@example.com");
    expect(email.text).toContain("IT Infrastructure: 0%");
    expect(email.text).toContain("Submission number: 42");
  });

  it("escapes the address in the HTML", () => {
    const odd = checklistLeadEmail(stored(mixed, `"<b>x</b>"@example.com`));
    expect(odd.html).not.toContain("<b>x</b>");
    expect(odd.html).toContain("&lt;b&gt;x&lt;/b&gt;");
  });
});
