import { BUSINESS } from "@/content/business";
import { newsletterConsentText } from "@/content/newsletter";
import { dbRead, dbWrite, isUniqueViolation } from "@/lib/db";
import { enqueueEmail, registerReconciler, type OutgoingEmail } from "@/lib/email/outbox";
import { renderEmail, type EmailContent } from "@/lib/email/template";
import { requireSecret } from "@/lib/env";
import { logInfo } from "@/lib/log";
import { createUnsubscribeToken, tokenSubscriberId, verifyUnsubscribeToken } from "@/lib/newsletter/tokens";
import { absoluteUrl } from "@/lib/seo/url";
import { normalizeEmail, type SubscribeData } from "@/lib/validation/newsletter";

const WELCOME_KIND = "newsletter-welcome";

export interface SubscriberRef {
  id: number;
  email: string;
  name: string;
}

/** The page a subscriber confirms on (a GET there changes nothing). */
export function unsubscribePageUrl(subscriber: { id: number; email: string }): string {
  return absoluteUrl(`/newsletter/unsubscribe?token=${createUnsubscribeToken(subscriber, requireSecret("NEWSLETTER_TOKEN_SECRET"))}`);
}

/** The RFC 8058 one-click address a mail client POSTs to. */
export function oneClickUnsubscribeUrl(subscriber: { id: number; email: string }): string {
  return absoluteUrl(`/api/newsletter/unsubscribe?token=${createUnsubscribeToken(subscriber, requireSecret("NEWSLETTER_TOKEN_SECRET"))}`);
}

/**
 * What every newsletter e-mail carries for its subscriber: the unsubscribe link in the footer
 * (the sender's identity and postal address come with every template) and the List-Unsubscribe
 * headers Gmail and Yahoo require of bulk senders.
 */
export function newsletterMessage(subscriber: SubscriberRef, content: EmailContent, kind: string, related: OutgoingEmail["related"]): OutgoingEmail {
  const rendered = renderEmail({
    ...content,
    footerLines: [
      { text: `You receive this because ${subscriber.email} subscribed to the ${BUSINESS.name} newsletter.` },
      { text: "Unsubscribe", href: unsubscribePageUrl(subscriber) },
    ],
  });
  return {
    ...rendered,
    kind,
    to: subscriber.email,
    related,
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl(subscriber)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function welcomeEmail(subscriber: SubscriberRef, consentId: number): OutgoingEmail {
  const firstName = subscriber.name.trim().split(/\s+/)[0] ?? "";
  return newsletterMessage(
    subscriber,
    {
      heading: "Welcome to the Dental Tech Trends newsletter",
      subject: `Welcome to the ${BUSINESS.name} newsletter`,
      paragraphs: [
        `Hello ${firstName},`,
        "Thank you for subscribing. Once a month we will send you the technology news that matters to a dental practice: security alerts, software and hardware advice, and practical tips for your team.",
        `As a subscriber you can book a complimentary 30-minute technology assessment of your practice. Call us at ${BUSINESS.phones.main.display} or reply to ${BUSINESS.emails.info} to arrange it.`,
        `Past issues are on our website: ${absoluteUrl("/newsletter")}`,
      ],
    },
    WELCOME_KIND,
    { type: "NewsletterConsent", id: consentId },
  );
}

/**
 * Subscribes an address. A new address, or one that had unsubscribed, becomes active, its opt-in is
 * recorded (when, from which page, the wording shown) and one welcome e-mail goes through the
 * outbox. An address already active changes nothing and gets no second e-mail. The caller answers
 * the same in every case, so nobody can learn who is subscribed.
 */
export async function subscribe(data: SubscribeData, schedule?: (task: () => Promise<unknown>) => void): Promise<void> {
  const email = normalizeEmail(data.email);
  const name = data.name.trim();
  const practiceName = (data.practiceName ?? "").trim();
  const sourcePath = data.sourcePath ?? "/newsletter";
  const wording = newsletterConsentText();
  const now = new Date();
  const consent = { consentAt: now, consentSource: sourcePath, consentText: wording };

  const existing = await dbRead((db) => db.newsletterSubscriber.findUnique({ where: { email }, select: { id: true, subscribed: true } }));
  let subscriberId: number;
  if (!existing) {
    try {
      subscriberId = (
        await dbWrite((db) =>
          db.newsletterSubscriber.create({ data: { email, name, practiceName, subscribed: true, subscribedAt: now, ...consent }, select: { id: true } }),
        )
      ).id;
    } catch (error) {
      // The same address sent twice at once: the other request made the subscriber.
      if (isUniqueViolation(error)) return;
      throw error;
    }
  } else {
    if (existing.subscribed) return;
    // Only the request that actually flips the row sends a welcome.
    const flipped = await dbWrite((db) =>
      db.newsletterSubscriber.updateMany({
        where: { id: existing.id, subscribed: false },
        data: { subscribed: true, subscribedAt: now, unsubscribedAt: null, name, practiceName, ...consent },
      }),
    );
    if (flipped.count === 0) return;
    subscriberId = existing.id;
  }
  const record = await dbWrite((db) => db.newsletterConsent.create({ data: { subscriberId, givenAt: now, sourcePath, wording }, select: { id: true } }));
  logInfo("newsletter.subscribed", { subscriberId, consentId: record.id });
  await enqueueEmail(welcomeEmail({ id: subscriberId, email, name }, record.id), schedule);
}

export type TokenLookup =
  | { status: "invalid" }
  | { status: "subscribed" | "unsubscribed"; subscriber: { id: number; email: string } };

/** The subscriber an unsubscribe token was made for, when the token is genuine. */
export async function lookUpToken(token: string): Promise<TokenLookup> {
  const id = tokenSubscriberId(token);
  if (id === null) return { status: "invalid" };
  const row = await dbRead((db) => db.newsletterSubscriber.findUnique({ where: { id }, select: { id: true, email: true, subscribed: true } }));
  if (!row || !verifyUnsubscribeToken(token, row, requireSecret("NEWSLETTER_TOKEN_SECRET"))) return { status: "invalid" };
  return { status: row.subscribed ? "subscribed" : "unsubscribed", subscriber: { id: row.id, email: row.email } };
}

/** Unsubscribes the token's subscriber (idempotent). False for a tampered or unknown token. */
export async function unsubscribeWithToken(token: string): Promise<boolean> {
  const found = await lookUpToken(token);
  if (found.status === "invalid") return false;
  if (found.status === "subscribed") {
    const changed = await dbWrite((db) =>
      db.newsletterSubscriber.updateMany({ where: { id: found.subscriber.id, subscribed: true }, data: { subscribed: false, unsubscribedAt: new Date() } }),
    );
    if (changed.count > 0) logInfo("newsletter.unsubscribed", { subscriberId: found.subscriber.id });
  }
  return true;
}

/** "a•••e@example.com": enough for the owner to recognise, not enough to read an address off. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  const shown = local.length <= 2 ? `${local[0] ?? ""}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}@${domain}`;
}

// An opt-in stored without its welcome (the process stopped in between) gets it on the next
// outbox run, if the subscriber is still subscribed.
registerReconciler({
  kind: WELCOME_KIND,
  async findMissing(olderThan) {
    const since = new Date(olderThan.getTime() - 7 * 24 * 60 * 60 * 1000);
    const consents = await dbRead((db) =>
      db.newsletterConsent.findMany({
        where: { givenAt: { lte: olderThan, gte: since }, subscriber: { subscribed: true } },
        include: { subscriber: { select: { id: true, email: true, name: true } } },
        orderBy: { id: "desc" },
        take: 500,
      }),
    );
    if (consents.length === 0) return [];
    const sent = await dbRead((db) =>
      db.emailOutbox.findMany({
        where: { kind: WELCOME_KIND, relatedType: "NewsletterConsent", relatedId: { in: consents.map((c) => c.id) } },
        select: { relatedId: true },
      }),
    );
    const have = new Set(sent.map((s) => s.relatedId));
    return consents.filter((c) => !have.has(c.id)).map((c) => welcomeEmail(c.subscriber, c.id));
  },
});
