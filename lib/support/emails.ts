import "server-only";
import { BUSINESS } from "@/content/business";
import { getEnv } from "@/lib/core/env";
import { adminUrgentRequestPath } from "@/lib/core/paths";
import type { OutgoingEmail } from "@/lib/deliveries/store";
import { renderEmail } from "@/lib/deliveries/template";
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
}

export const staffRequestUrl = (id: number) => `${getEnv().SITE_URL}${adminUrgentRequestPath(id)}`;
const severityLabel = (value: string) => SEVERITIES.find((s) => s.value === value)?.label ?? value;

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
  | "site-limit"
  | "not-configured";

const PAGING_NOTES: Record<PagingNote, string> = {
  paged: "The on-call technician is being paged now.",
  scheduled: "Major, outside the help desk's hours: the on-call technician will be paged when the help desk opens.",
  standard: "Standard severity: no one is paged.",
  "no-code": "No support code was given: no one is paged. Call the client back.",
  "wrong-code": "The support code did not match any client: no one is paged. Call the client back.",
  "revoked-code": "The support code was revoked: no one is paged. Call the client back.",
  "unchecked-code":
    "Code not checked: this address passed the wrong-code limit. No one is paged. Call the client back.",
  attached:
    "This practice's code has paged three times in the last hour: this request was added to its open request, and no one is paged again.",
  "site-limit":
    "The site's paging limit for this hour is reached: this request is counted in one summary page instead of its own.",
  "not-configured": "Paging is not set up on this site (ONCALL_WEBHOOK_URL): no one is paged. Call the client back.",
};

export function oncallEmail(
  request: UrgentForEmail,
  note: PagingNote,
  attachedTo?: number,
  options: { clientMailLimit?: boolean } = {},
): OutgoingEmail {
  const rendered = renderEmail({
    heading: `${request.severity.toUpperCase()} urgent request #${request.id} from ${request.practice.replace(/\s+/g, " ").slice(0, 80)}`,
    paragraphs: [
      PAGING_NOTES[note],
      ...(attachedTo ? [`Added to the practice's open request #${attachedTo}.`] : []),
      ...(options.clientMailLimit
        ? [
            "The client was not e-mailed: their address has had as many e-mails from this form in the last hour as it may get.",
          ]
        : []),
      "Open the request in the staff area and press “I've got it” so the client sees that someone has it.",
    ],
    link: { text: "Open the request", href: staffRequestUrl(request.id) },
    fields: [
      { label: "Practice", value: request.practice },
      { label: "Name", value: request.name },
      { label: "Call back", value: request.phone },
      { label: "E-mail", value: request.email || "Not given" },
      { label: "Affected", value: affectedLabel(request.affected) },
      { label: "Severity", value: severityLabel(request.severity) },
      { label: "Received", value: request.createdAt.toISOString() },
    ],
    quote: { label: "What happened", text: request.description },
  });
  return {
    ...rendered,
    kind: "urgent-oncall",
    to: oncallInbox(),
    replyTo: request.email || undefined,
    related: { type: "UrgentRequest", id: request.id },
  };
}

/** The kind of the client's mail: one per request, counted per mailbox (see mailboxOf). */
export const CLIENT_EMAIL_KIND = "urgent-client";

/**
 * The mailbox an address delivers to, as the client-mail limit counts it: its case and a +tag of
 * its local part make no difference to where most providers deliver.
 */
export function mailboxOf(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, "@");
}

/**
 * The client's mail: the status page's link. Anyone can type any address into the form, so it
 * carries nothing typed (the practice's name included) unless the request had a valid support
 * code (`typed`): without one it cannot carry a stranger's words in the business's name.
 */
export function clientEmail(request: UrgentForEmail, statusUrl: string, options: { typed: boolean }): OutgoingEmail {
  const rendered = renderEmail({
    heading: `We received your urgent request #${request.id}`,
    paragraphs: [
      `Follow your request here: the page shows when the on-call technician has been paged and who has it.`,
      `If it cannot wait, call ${BUSINESS.phones.main.display} now, day or night.`,
      "Keep this link to yourself: anyone who has it can see the request's progress.",
    ],
    link: { text: "See where your request stands", href: statusUrl },
    fields: [
      ...(options.typed ? [{ label: "Practice", value: request.practice }] : []),
      // Chosen from the form's own lists, never typed.
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
  request: { id: number; practice: string },
  action: "acknowledge" | "resolve",
  by: string,
): OutgoingEmail {
  const practice = request.practice.replace(/\s+/g, " ").slice(0, 80);
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

export function escalationEmail(request: UrgentForEmail, to: string, reason: string): OutgoingEmail {
  const rendered = renderEmail({
    heading: `ESCALATED: urgent request #${request.id} from ${request.practice.replace(/\s+/g, " ").slice(0, 80)}`,
    paragraphs: [`No one has taken this request: ${reason}.`, "Call the client back and take it in the staff area."],
    link: { text: "Open the request", href: staffRequestUrl(request.id) },
    fields: [
      { label: "Practice", value: request.practice },
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
