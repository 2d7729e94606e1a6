import { BUSINESS } from "@/content/business";
import { absoluteUrl } from "@/lib/core/seo/url";
import type { OutgoingEmail } from "@/lib/deliveries/store";
import { renderEmail } from "@/lib/deliveries/template";

/**
 * The office's digest: an office notification stored past a route-wide ceiling is held, not sent,
 * and the scheduled run (lib/deliveries/send.ts) sends one digest per ended hold window in its
 * place. This module says what that digest is; the run decides when it is made and sent.
 */

/** The digest lists this many held notifications at most, then says how many more there are. */
export const DIGEST_LIST_LIMIT = 200;
export const DIGEST_KIND = "office-digest";
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

/** The office's digest of the notifications held until `windowEnd` (sorted by arrival). */
export function officeDigestEmail(windowEnd: Date, held: readonly HeldNotification[]): OutgoingEmail {
  const count = held.length;
  const plural = count === 1 ? "" : "s";
  const first = held[0]?.receivedAt ?? windowEnd;
  const last = held.at(-1)?.receivedAt ?? windowEnd;
  const listed = held.slice(0, DIGEST_LIST_LIMIT).map((h) => `${torontoTime(h.receivedAt)}: ${h.subject}`);
  if (count > DIGEST_LIST_LIMIT) listed.push(`...and ${count - DIGEST_LIST_LIMIT} more, all on the leads page.`);
  const rendered = renderEmail({
    heading: `${count} website notification${plural} held for this digest`,
    subject: `Digest: ${count} website notification${plural} held until ${torontoTime(windowEnd)}`,
    paragraphs: [
      `The website passed its hourly limit on notifications to the office, so ${count} notification${plural} received between ${torontoTime(first)} and ${torontoTime(last)} ${count === 1 ? "was" : "were"} held until ${torontoTime(windowEnd)} and ${count === 1 ? "is" : "are"} summarised here instead of being sent one by one.`,
      "Nothing was lost: every lead is stored and listed on the staff leads page.",
    ],
    link: { text: "Open the leads page", href: absoluteUrl("/admin/leads") },
    sections: [{ heading: "Held notifications (received, subject)", items: listed }],
  });
  return {
    ...rendered,
    kind: DIGEST_KIND,
    to: BUSINESS.emails.leads,
    // One digest per window, whatever runs at once: the (kind, related) index refuses a second.
    related: { type: HELD_WINDOW_TYPE, id: Math.floor(windowEnd.getTime() / 60_000) },
  };
}
