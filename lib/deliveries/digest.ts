import { BUSINESS } from "@/content/business";
import { adminUrgentPath } from "@/lib/core/paths";
import { absoluteUrl } from "@/lib/core/seo/url";
import type { DigestName, OutgoingEmail } from "@/lib/deliveries/store";
import { renderEmail } from "@/lib/core/email-template";

/**
 * The digests: a notification to one of the business's own inboxes stored past a ceiling is held,
 * not sent, and the scheduled run (lib/deliveries/send.ts) sends one digest per inbox and ended
 * hold window in its place:
 * - "office": the lead forms' notifications (contact, checklist) past their route-wide ceiling, to
 *   the leads inbox;
 * - "oncall": the on-call inbox's mails about urgent requests without a valid support code, past
 *   the hourly ceiling lib/support/submit.ts keeps (none of them paged anyone).
 * This module says what each digest is; the run decides when it is made and sent.
 */

/** The digest lists this many held notifications at most, then says how many more there are. */
export const DIGEST_LIST_LIMIT = 200;
export const DIGEST_KIND = "office-digest";
export const ONCALL_DIGEST_KIND = "oncall-digest";
export const HELD_WINDOW_TYPE = "HeldWindow";

const TORONTO_TIME = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Toronto",
});
const torontoTime = (date: Date) => `${TORONTO_TIME.format(date)} Toronto time`;

export interface HeldNotification {
  subject: string;
  receivedAt: Date;
}

/** The held notifications as the digest lists them, with how many more there were. */
function listed(held: readonly HeldNotification[], where: string): string[] {
  const items = held.slice(0, DIGEST_LIST_LIMIT).map((h) => `${torontoTime(h.receivedAt)}: ${h.subject}`);
  if (held.length > DIGEST_LIST_LIMIT) items.push(`...and ${held.length - DIGEST_LIST_LIMIT} more, all on ${where}.`);
  return items;
}

/** The office's digest of the notifications held until `windowEnd` (sorted by arrival). */
export function officeDigestEmail(windowEnd: Date, held: readonly HeldNotification[]): OutgoingEmail {
  const count = held.length;
  const plural = count === 1 ? "" : "s";
  const first = held[0]?.receivedAt ?? windowEnd;
  const last = held.at(-1)?.receivedAt ?? windowEnd;
  const rendered = renderEmail({
    heading: `${count} website notification${plural} held for this digest`,
    subject: `Digest: ${count} website notification${plural} held until ${torontoTime(windowEnd)}`,
    paragraphs: [
      `The website passed its hourly limit on notifications to the office, so ${count} notification${plural} received between ${torontoTime(first)} and ${torontoTime(last)} ${count === 1 ? "was" : "were"} held until ${torontoTime(windowEnd)} and ${count === 1 ? "is" : "are"} summarised here instead of being sent one by one.`,
      "Nothing was lost: every lead is stored and listed on the staff leads page.",
    ],
    link: { text: "Open the leads page", href: absoluteUrl("/admin/leads") },
    sections: [{ heading: "Held notifications (received, subject)", items: listed(held, "the leads page") }],
  });
  return {
    ...rendered,
    kind: DIGEST_KIND,
    to: BUSINESS.emails.leads,
    // One digest per window, whatever runs at once: the (kind, related) index refuses a second.
    related: { type: HELD_WINDOW_TYPE, id: Math.floor(windowEnd.getTime() / 60_000) },
  };
}

/**
 * The on-call inbox's digest of the urgent-request mails held until `windowEnd` (sorted by
 * arrival), to the inbox they were addressed to.
 */
export function oncallDigestEmail(windowEnd: Date, held: readonly HeldNotification[], to: string): OutgoingEmail {
  const count = held.length;
  const plural = count === 1 ? "" : "s";
  const first = held[0]?.receivedAt ?? windowEnd;
  const last = held.at(-1)?.receivedAt ?? windowEnd;
  const rendered = renderEmail({
    heading: `${count} urgent request${plural} without a valid support code, held for this digest`,
    subject: `Digest: ${count} urgent request${plural} without a valid support code, held until ${torontoTime(windowEnd)}`,
    paragraphs: [
      `The website passed its hourly limit on e-mails to the on-call inbox about urgent requests without a valid support code, so the e-mails about ${count} request${plural} received between ${torontoTime(first)} and ${torontoTime(last)} ${count === 1 ? "was" : "were"} held until ${torontoTime(windowEnd)} and ${count === 1 ? "is" : "are"} summarised here instead of being sent one by one.`,
      "None of them paged anyone. Requests with a valid support code are never held. Nothing was lost: every request is stored, with its call-back number, in the staff area's urgent requests.",
    ],
    link: { text: "Open the urgent requests", href: absoluteUrl(adminUrgentPath()) },
    sections: [{ heading: "Held requests (received, subject)", items: listed(held, "the urgent requests page") }],
  });
  return {
    ...rendered,
    kind: ONCALL_DIGEST_KIND,
    to,
    related: { type: HELD_WINDOW_TYPE, id: Math.floor(windowEnd.getTime() / 60_000) },
  };
}

/** The digest `name` of the notifications held until `windowEnd`; `to` is where they were addressed. */
export function digestEmail(
  name: DigestName,
  windowEnd: Date,
  held: readonly HeldNotification[],
  to: string,
): OutgoingEmail {
  return name === "oncall" ? oncallDigestEmail(windowEnd, held, to) : officeDigestEmail(windowEnd, held);
}
