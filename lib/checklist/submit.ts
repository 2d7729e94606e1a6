import "server-only";
import { BUSINESS } from "@/content/business";
import { CHECKLIST_CATEGORIES } from "@/content/checklist";
import { answerText, scoreLine } from "@/lib/checklist/results-text";
import {
  BAND_LABELS,
  GOOD_FROM,
  NEEDS_IMPROVEMENT_FROM,
  answerOf,
  computeResults,
  normalizeAnswers,
  recommendationsFor,
  type ChecklistAnswers,
} from "@/lib/checklist/scoring";
import { CAMPAIGN_SELECT, campaignLabel, cleanCampaign, leadOrigin, type Campaign } from "@/lib/core/campaign";
import { getDb } from "@/lib/core/db";
import { sendQueued } from "@/lib/deliveries/send";
import { queueDelivery, queueWebhook } from "@/lib/deliveries/store";
import type { OutgoingEmail, OutgoingWebhook, Schedule } from "@/lib/deliveries/store";
import { renderEmail } from "@/lib/core/email-template";
import { formatTorontoDate } from "@/lib/core/format";
import { absoluteUrl } from "@/lib/core/seo/url";
import type { ChecklistEmailData } from "@/lib/checklist/schema";

export const CHECKLIST_SUCCESS = "Your assessment results are on their way. Please check your inbox in a few minutes.";

/** The visitor's report, to the address they gave. */
export const RESULTS_KIND = "checklist-results";
/** The office's lead notice. */
export const LEAD_KIND = "checklist-lead";
const RELATED_TYPE = "ChecklistSubmission";

export interface StoredChecklist {
  id: number;
  email: string;
  /** The stored JSON of the answers. */
  answers: string;
  createdAt: Date;
}

/** A stored submission with the visit's campaign, as the office's notice and the CRM see it. */
export type StoredChecklistLead = StoredChecklist & Campaign;

function parseAnswers(json: string): ChecklistAnswers {
  try {
    return normalizeAnswers(JSON.parse(json));
  } catch {
    return normalizeAnswers(null);
  }
}

/**
 * The visitor's report: our fixed template, filled with our own scores, questions and
 * recommendations. The only thing the visitor typed is the address it goes to; the answers are
 * one of three fixed words each.
 */
export function checklistResultsEmail(s: StoredChecklist): OutgoingEmail {
  const answers = parseAnswers(s.answers);
  const results = computeResults(answers);
  const band = BAND_LABELS[results.band];
  const sections: { heading: string; items: string[] }[] = [];
  const nextSteps: string[] = [];
  for (const r of recommendationsFor(answers, results)) {
    if (r.kind === "category")
      sections.push({ heading: `${r.title} (${r.score}%): recommended actions`, items: r.actions });
    else nextSteps.push(`${r.title}: ${r.text}`);
  }
  if (nextSteps.length > 0) sections.push({ heading: "Next steps", items: nextSteps });
  for (const category of CHECKLIST_CATEGORIES) {
    sections.push({
      heading: `Your answers: ${category.title}`,
      items: category.questions.map((q) => `${q.text} Answer: ${answerText(answerOf(answers, category.id, q.id))}`),
    });
  }
  const rendered = renderEmail({
    heading: "Your Dental Practice IT Health Assessment Results",
    subject: `Your IT health checklist results: ${results.score}% (${band})`,
    paragraphs: [
      `Thank you for completing the ${BUSINESS.name} IT health checklist on ${formatTorontoDate(s.createdAt)}. Your practice scored ${results.score}% overall: ${band}.`,
      `Each score is the share of questions answered Yes. ${BAND_LABELS.good} is ${GOOD_FROM}% or more, ${BAND_LABELS["needs-improvement"]} ${NEEDS_IMPROVEMENT_FROM}-${GOOD_FROM - 1}%, ${BAND_LABELS["at-risk"]} below ${NEEDS_IMPROVEMENT_FROM}%. You answered ${results.answered} of ${results.total} questions; unanswered ones count as not in place.`,
      `Questions about your results? Call us at ${BUSINESS.phones.main.display} or reply to this e-mail.`,
    ],
    fields: [
      { label: "Overall score", value: scoreLine(results.score, results.band) },
      ...results.categories.map((c) => ({ label: c.title, value: scoreLine(c.score, c.band) })),
    ],
    sections,
    footerLines: [
      {
        text: `You received this e-mail because this address was entered on our IT health checklist (${absoluteUrl("/health-checklist")}). If that was not you, please ignore it; this address has not been added to any mailing list.`,
      },
    ],
  });
  return {
    ...rendered,
    kind: RESULTS_KIND,
    to: s.email,
    replyTo: BUSINESS.emails.info,
    related: { type: RELATED_TYPE, id: s.id },
  };
}

/** The office's notice of the lead: to the leads inbox, reply-to the visitor. */
export function checklistLeadEmail(s: StoredChecklist & Partial<Campaign>): OutgoingEmail {
  const answers = parseAnswers(s.answers);
  const results = computeResults(answers);
  const weak = results.categories.filter((c) => c.score < GOOD_FROM);
  const rendered = renderEmail({
    heading: `New health checklist lead: ${results.score}% (${BAND_LABELS[results.band]})`,
    paragraphs: [
      "A visitor had their IT health checklist results e-mailed to the address below. Reply to this e-mail to write to them.",
    ],
    fields: [
      { label: "E-mail", value: s.email },
      { label: "Overall score", value: scoreLine(results.score, results.band) },
      ...results.categories.map((c) => ({ label: c.title, value: scoreLine(c.score, c.band) })),
      { label: "Questions answered", value: `${results.answered} of ${results.total}` },
      { label: "Campaign", value: campaignLabel(s) },
      { label: "Received", value: s.createdAt.toISOString() },
      { label: "Submission number", value: String(s.id) },
    ],
    sections:
      weak.length > 0 ? [{ heading: `Below ${GOOD_FROM}%`, items: weak.map((c) => `${c.title}: ${c.score}%`) }] : [],
  });
  return {
    ...rendered,
    kind: LEAD_KIND,
    to: BUSINESS.emails.leads,
    replyTo: s.email,
    related: { type: RELATED_TYPE, id: s.id },
  };
}

/** The page the checklist is on: its submissions store no page of their own, as there is only one. */
const CHECKLIST_PAGE = "/health-checklist";

/** The lead as the office's CRM receives it (the webhook channel of the deliveries). */
export function checklistWebhook(s: StoredChecklistLead): OutgoingWebhook {
  const results = computeResults(parseAnswers(s.answers));
  return {
    kind: "webhook-checklist",
    event: {
      kind: "checklist",
      fields: {
        email: s.email,
        score: results.score,
        band: results.band,
        categoryScores: results.categories.map((c) => ({ id: c.id, title: c.title, score: c.score })),
      },
      source: leadOrigin(CHECKLIST_PAGE, s),
      receivedAt: s.createdAt,
    },
    related: { type: RELATED_TYPE, id: s.id },
  };
}

/**
 * Stores the submission (a lead for the office) with the scores recomputed from the answers, and
 * in the same transaction the visitor's report, the office's notice and the CRM's post; then sends them, through
 * `schedule` (the route's `after()`) so the visitor's answer waits only for the stored rows. The
 * scores the browser sent are ignored.
 */
export async function submitChecklist(
  data: ChecklistEmailData,
  schedule?: Schedule,
  /** Past the route-wide ceiling: the office's notice waits for the digest; the report never does. */
  options: { holdUntil?: Date } = {},
): Promise<number> {
  const answers = normalizeAnswers(data.results);
  const results = computeResults(answers);
  const { id, toSend } = await getDb().$transaction(async (tx) => {
    const row = await tx.checklistSubmission.create({
      data: {
        email: data.email,
        score: results.score,
        categoryScores: JSON.stringify(results.categories.map((c) => ({ id: c.id, title: c.title, score: c.score }))),
        answers: JSON.stringify(answers),
        ...cleanCampaign(data),
      },
      select: {
        id: true,
        email: true,
        answers: true,
        ...CAMPAIGN_SELECT,
        createdAt: true,
      },
    });
    const report = await queueDelivery(tx, checklistResultsEmail(row));
    const notice = await queueDelivery(tx, checklistLeadEmail(row), { holdUntil: options.holdUntil });
    // Never held: the ceiling spares the office's inbox, and the CRM takes every lead as it comes.
    const crm = await queueWebhook(tx, checklistWebhook(row));
    const toSend = [report, ...(options.holdUntil ? [] : [notice]), ...(crm === null ? [] : [crm])];
    return { id: row.id, toSend };
  });
  await sendQueued(toSend, schedule);
  return id;
}
