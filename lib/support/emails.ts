import "server-only";
import { BUSINESS } from "@/content/business";
import { getEnv } from "@/lib/core/env";
import { adminUrgentRequestPath } from "@/lib/core/paths";
import type { OutgoingEmail } from "@/lib/deliveries/store";
import { renderEmail, type RenderedEmail } from "@/lib/core/email-template";
import { affectedLabel } from "@/lib/support/events";
import { SEVERITIES } from "@/lib/support/schema";

/**
 * The e-mails of an urgent request: to the on-call inbox (every request, paged or not), to the
 * client (the status page's link, when they gave an address), and to the escalation inbox.
 */
export interface UrgentForEmail {
  id: number;
  practice: string;
  name: string;
  phone: string;
  email: string;
  affected: string;
  severity: string;
  description: string;
  createdAt: Date;
  /**
   * The practice the request's valid support code is registered to: what the mail names the
   * request by. Without it (no valid code) the practice is named as typed, and labelled so.
   */
  codePractice?: string | null;
}

export const staffRequestUrl = (id: number) => `${getEnv().SITE_URL}${adminUrgentRequestPath(id)}`;
const severityLabel = (value: string) => SEVERITIES.find((s) => s.value === value)?.label ?? value;
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * How the on-call mail names a request's practice in a heading: the practice its support code is
 * registered to, since anyone can type any name into the form; without a valid code, the name as
 * typed, labelled so.
 */
export function practiceName(request: { practice: string; codePractice?: string | null }): string {
  return request.codePractice
    ? oneLine(request.codePractice).slice(0, 80)
    : `${oneLine(request.practice).slice(0, 80)} (as typed)`;
}

/** The practice a stored request's code is registered to, when its code was valid. */
export function codePracticeOf(request: {
  codeCheck: string;
  supportCode: { practice: string } | null;
}): string | null {
  return request.codeCheck === "valid" ? (request.supportCode?.practice ?? null) : null;
}

/** The practice's lines of a mail: the code's practice, and the one typed beside it when it differs. */
function practiceFields(request: UrgentForEmail): { label: string; value: string }[] {
  if (!request.codePractice) return [{ label: "Practice as typed (no valid code)", value: request.practice }];
  const same = oneLine(request.codePractice).toLowerCase() === oneLine(request.practice).toLowerCase();
  return [
    { label: "Practice (its support code's)", value: request.codePractice },
    ...(same ? [] : [{ label: "Practice as typed", value: request.practice }]),
  ];
}

/** Where the on-call e-mail goes: ONCALL_EMAIL, else the support inbox. */
export function oncallInbox(): string {
  return getEnv().ONCALL_EMAIL ?? BUSINESS.emails.support;
}

/** What the on-call inbox is told about paging, in a line. */
export type PagingNote =
  | "paged"
  | "scheduled"
  | "standard"
  | "no-code"
  | "wrong-code"
  | "revoked-code"
  | "unchecked-code"
  | "attached"
  | "code-limit"
  | "site-limit"
  | "not-configured";

const CODE_LIMIT = "This practice's support code has reached its limit of pages in the last 60 minutes";

const PAGING_NOTES: Record<PagingNote, string> = {
  paged: "The on-call technician is being paged now.",
  scheduled: "Major, outside the help desk's hours: the on-call technician will be paged when the help desk opens.",
  standard: "Standard severity: no one is paged.",
  "no-code": "No support code was given: no one is paged. Call the client back.",
  "wrong-code": "The support code did not match any client: no one is paged. Call the client back.",
  "revoked-code": "The support code was revoked: no one is paged. Call the client back.",
  "unchecked-code":
    "Code not checked: this address passed the wrong-code limit. No one is paged. Call the client back.",
  attached: `${CODE_LIMIT}: this request was added to its open request, and no one is paged again.`,
  "code-limit": `${CODE_LIMIT}, and none of its requests is open: this request pages no one and reached only this inbox. Call the client back.`,
  "site-limit":
    "The site's paging limit for this hour is reached: this request is counted in one summary page instead of its own.",
  "not-configured": "Paging is not set up on this site (ONCALL_WEBHOOK_URL): no one is paged. Call the client back.",
};

function oncallMail(
  request: UrgentForEmail,
  heading: string,
  lead: string[],
  note: PagingNote,
  attachedTo?: number,
  notes: string[] = [],
): RenderedEmail {
  return renderEmail({
    heading,
    paragraphs: [
      ...lead,
      PAGING_NOTES[note],
      ...(attachedTo ? [`Added to the practice's open request #${attachedTo}.`] : []),
      ...notes,
      "Open the request in the staff area and press “I've got it” so the client sees that someone has it.",
    ],
    link: { text: "Open the request", href: staffRequestUrl(request.id) },
    fields: [
      ...practiceFields(request),
      { label: "Name", value: request.name },
      { label: "Call back", value: request.phone },
      { label: "E-mail", value: request.email || "Not given" },
      { label: "Affected", value: affectedLabel(request.affected) },
      { label: "Severity", value: severityLabel(request.severity) },
      { label: "Received", value: request.createdAt.toISOString() },
    ],
    quote: { label: "What happened", text: request.description },
  });
}

/** `clientMailLimit`: the client's address had its most e-mails from the form this hour, so it gets none. */
export function oncallEmail(
  request: UrgentForEmail,
  note: PagingNote,
  attachedTo?: number,
  options: { clientMailLimit?: boolean } = {},
): OutgoingEmail {
  const heading = `${request.severity.toUpperCase()} urgent request #${request.id} from ${practiceName(request)}`;
  const notes = options.clientMailLimit
    ? [
        "The client was not e-mailed: their address has had as many e-mails from this form in the last hour as it may get.",
      ]
    : [];
  return {
    ...oncallMail(request, heading, [], note, attachedTo, notes),
    kind: "urgent-oncall",
    to: oncallInbox(),
    replyTo: request.email || undefined,
    related: { type: "UrgentRequest", id: request.id },
  };
}

/**
 * The on-call inbox's word on a major request that waited for the help desk's opening and was not
 * paged then (past its code's limit, or the site's): told when it was made that it would be.
 */
export function oncallOpeningEmail(
  request: UrgentForEmail,
  note: "attached" | "code-limit" | "site-limit",
  attachedTo?: number,
): OutgoingEmail {
  const heading = `Not paged at the opening: ${request.severity.toUpperCase()} urgent request #${request.id} from ${practiceName(request)}`;
  const lead = ["This request was made outside the help desk's hours to be paged at its opening. At the opening:"];
  return {
    ...oncallMail(request, heading, lead, note, attachedTo),
    kind: "urgent-oncall-opening",
    to: oncallInbox(),
    replyTo: request.email || undefined,
    related: { type: "UrgentRequest", id: request.id },
  };
}

/**
 * The kind of the client's mail: one per request. Its limit per mailbox counts the requests'
 * `clientMailbox` (lib/support/submit.ts), stored with the request when it is mailed.
 */
const CLIENT_EMAIL_KIND = "urgent-client";

/**
 * The client's mail: the status page's link. Anyone can type any address into the form, so it
 * carries nothing typed: the practice is named only when the request had a valid support code,
 * and then as the code's registered practice (`codePractice`). The severity and what is affected
 * are chosen from the form's own lists.
 */
export function clientEmail(request: UrgentForEmail, statusUrl: string): OutgoingEmail {
  const rendered = renderEmail({
    heading: `We received your urgent request #${request.id}`,
    paragraphs: [
      `Follow your request here: the page shows when the on-call technician has been paged and who has it.`,
      `If it cannot wait, call ${BUSINESS.phones.main.display} now, day or night.`,
      "Keep this link to yourself: anyone who has it can see the request's progress.",
    ],
    link: { text: "See where your request stands", href: statusUrl },
    fields: [
      ...(request.codePractice ? [{ label: "Practice", value: request.codePractice }] : []),
      { label: "Affected", value: affectedLabel(request.affected) },
      { label: "Severity", value: severityLabel(request.severity) },
    ],
  });
  return {
    ...rendered,
    kind: CLIENT_EMAIL_KIND,
    to: request.email,
    related: { type: "UrgentRequest", id: request.id },
  };
}

/** The on-call inbox's copy of a staff action, so people reading e-mail know who has it. */
export function oncallFollowUpEmail(
  request: { id: number; practice: string; codePractice?: string | null },
  action: "acknowledge" | "resolve",
  by: string,
): OutgoingEmail {
  const practice = practiceName(request);
  const rendered = renderEmail({
    heading:
      action === "acknowledge"
        ? `${by} has urgent request #${request.id} from ${practice}`
        : `Urgent request #${request.id} from ${practice} is closed`,
    paragraphs: [action === "acknowledge" ? `${by} took it in the staff area.` : `${by} closed it in the staff area.`],
    link: { text: "Open the request", href: staffRequestUrl(request.id) },
  });
  return {
    ...rendered,
    kind: action === "acknowledge" ? "urgent-oncall-acknowledged" : "urgent-oncall-closed",
    to: oncallInbox(),
    related: { type: "UrgentRequest", id: request.id },
  };
}

/** `unpaged`: past the escalation pages' limit, so this e-mail is the escalation's only word. */
export function escalationEmail(request: UrgentForEmail, to: string, reason: string, unpaged = false): OutgoingEmail {
  const rendered = renderEmail({
    heading: `ESCALATED: urgent request #${request.id} from ${practiceName(request)}`,
    paragraphs: [
      `No one has taken this request: ${reason}.`,
      ...(unpaged
        ? ["The escalation pages' limit for the last 60 minutes is reached: this escalation pages no one."]
        : []),
      "Call the client back and take it in the staff area.",
    ],
    link: { text: "Open the request", href: staffRequestUrl(request.id) },
    fields: [
      ...practiceFields(request),
      { label: "Name", value: request.name },
      { label: "Call back", value: request.phone },
      { label: "Affected", value: affectedLabel(request.affected) },
      { label: "Severity", value: severityLabel(request.severity) },
      { label: "Received", value: request.createdAt.toISOString() },
    ],
    quote: { label: "What happened", text: request.description },
  });
  return { ...rendered, kind: "urgent-escalation-email", to, related: { type: "UrgentRequest", id: request.id } };
}
