import "server-only";
import { CAMPAIGN_SELECT, cleanCampaign, leadOrigin, type Campaign } from "@/lib/core/campaign";
import { BUSINESS } from "@/content/business";
import { NEWSLETTER, newsletterConsentText } from "@/content/newsletter";
import { getDb } from "@/lib/core/db";
import { sendDeliveries, sendQueued } from "@/lib/deliveries/send";
import {
  queueDelivery,
  queueDeliveryIf,
  queueWebhook,
  type OutgoingEmail,
  type OutgoingWebhook,
  type Schedule,
} from "@/lib/deliveries/store";
import { renderEmail, type EmailContent } from "@/lib/core/email-template";
import { requireSecret } from "@/lib/core/env";
import { logError, logInfo } from "@/lib/core/log";
import {
  confirmTokenRequestId,
  createConfirmToken,
  createUnsubscribeToken,
  tokenSubscriberId,
  verifyConfirmToken,
  verifyUnsubscribeToken,
  type ConfirmRequestRef,
} from "@/lib/newsletter/tokens";
import { absoluteUrl } from "@/lib/core/seo/url";
import { normalizeEmail, type SubscribeData } from "@/lib/newsletter/subscribe-schema";
import { confirmPagePath, unsubscribeApiPath, unsubscribePagePath } from "@/lib/core/paths";

const WELCOME_KIND = "newsletter-welcome";
export const CONFIRM_KIND = "newsletter-confirm";

export interface SubscriberRef {
  id: number;
  email: string;
  name: string;
}

/** The page a subscriber confirms on (a GET there changes nothing). */
export function unsubscribePageUrl(subscriber: { id: number; email: string }): string {
  return absoluteUrl(unsubscribePagePath(createUnsubscribeToken(subscriber, requireSecret("NEWSLETTER_TOKEN_SECRET"))));
}

/** The RFC 8058 one-click address a mail client POSTs to. */
export function oneClickUnsubscribeUrl(subscriber: { id: number; email: string }): string {
  return absoluteUrl(unsubscribeApiPath(createUnsubscribeToken(subscriber, requireSecret("NEWSLETTER_TOKEN_SECRET"))));
}

/**
 * What every newsletter e-mail carries for its subscriber: the unsubscribe link in the footer
 * (the sender's identity and postal address come with every template) and the List-Unsubscribe
 * headers Gmail and Yahoo require of bulk senders.
 */
export function newsletterMessage(
  subscriber: SubscriberRef,
  content: EmailContent,
  kind: string,
  related: OutgoingEmail["related"],
): OutgoingEmail {
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

/**
 * The welcome carries no text typed into the subscribe form: the owner confirms a request from a
 * link, without being shown what a stranger may have typed as a name (a URL works as one), and
 * nothing a stranger wrote goes out from the business's domain.
 */
export function welcomeEmail(subscriber: SubscriberRef, consentId: number): OutgoingEmail {
  return newsletterMessage(
    subscriber,
    {
      heading: "Welcome to the Dental Tech Trends newsletter",
      subject: `Welcome to the ${BUSINESS.name} newsletter`,
      paragraphs: [
        "Hello,",
        "Thank you for subscribing. Once a month we will send you the technology news that matters to a dental practice: security alerts, software and hardware advice, and practical tips for your team.",
        `As a subscriber you can book a complimentary 30-minute technology assessment of your practice: pick a time at ${absoluteUrl(NEWSLETTER.offer.link.href)}, or call us at ${BUSINESS.phones.main.display}.`,
        `Past issues are on our website: ${absoluteUrl("/newsletter")}`,
      ],
    },
    WELCOME_KIND,
    { type: "NewsletterConsent", id: consentId },
  );
}

export function confirmPageUrl(request: ConfirmRequestRef): string {
  return absoluteUrl(confirmPagePath(createConfirmToken(request, requireSecret("NEWSLETTER_TOKEN_SECRET"))));
}

/**
 * The e-mail that asks the address's owner to confirm. Whoever filled in the form may not own the
 * address, so it carries nothing they typed except the address itself: no name, no practice name.
 * It is not a newsletter message (no unsubscribe link: the address is on no list yet), but it
 * names the sender and its postal address like every message.
 */
export function confirmationEmail(request: ConfirmRequestRef): OutgoingEmail {
  const rendered = renderEmail({
    heading: "Please confirm your subscription",
    subject: `Please confirm your subscription to the ${BUSINESS.name} newsletter`,
    paragraphs: [
      `Someone, probably you, asked to subscribe ${request.email} to the monthly Dental Tech Trends newsletter from ${BUSINESS.name}.`,
      "To start your subscription, open the link below and press Confirm subscription. The link works for 7 days.",
      "If you did not ask for this, ignore this e-mail; you will not be subscribed.",
    ],
    link: { text: "Confirm your subscription", href: confirmPageUrl(request) },
  });
  return {
    ...rendered,
    kind: CONFIRM_KIND,
    to: request.email,
    related: { type: "NewsletterConfirmRequest", id: request.id },
  };
}

/**
 * Asks to subscribe an address (double opt-in). Nothing about the address changes except that a
 * confirmation is outstanding: what the form carried waits in a NewsletterConfirmRequest, and a
 * confirmation e-mail is stored with it and sent. A new address is stored inactive; one that
 * unsubscribed stays unsubscribed with its stored details untouched; an active one changes nothing
 * and gets nothing; a pending one gets a new request and a new e-mail (the route's per-recipient
 * limit bounds how many). The caller answers the same in every case, so nobody can learn who is
 * subscribed.
 *
 * The answer must not tell it by its timing either. So what runs before this returns is the same
 * whoever the address belongs to: one transaction of the same three statements, the subscriber's
 * row (inserted, or updated in place), a request, and the confirmation e-mail, which one
 * conditional statement stores for any address but an active one (one row more or less in the same
 * statement, inside the same commit). What differs is handed to `schedule` (the route's
 * `after()`): the e-mail is sent, or an active address's request is withdrawn. A process that
 * stops in between leaves a stored e-mail the scheduled run sends or, for an active address, a
 * request the retention purge removes. Without `schedule` (scripts, tests) that work is done
 * before returning.
 */
export async function subscribe(data: SubscribeData, schedule?: Schedule): Promise<void> {
  const email = normalizeEmail(data.email);
  const name = data.name.trim();
  const practiceName = (data.practiceName ?? "").trim();
  const sourcePath = data.sourcePath ?? "/newsletter";
  const now = new Date();

  const { subscriberId, active, requestId, deliveryId } = await getDb().$transaction(async (tx) => {
    // Inactive until confirmed, the typed name waiting on the request row. An existing row is
    // updated even when nothing in it changes (an active one keeps its values), so the statement
    // writes a row in every case. Raw SQL because Prisma's upsert cannot make its update depend on
    // the row it finds.
    const [subscriber] = await tx.$queryRaw<{ id: number; subscribed: boolean }[]>`
      INSERT INTO "NewsletterSubscriber" ("email", "name", "practiceName", "subscribed", "subscribedAt", "confirmRequestedAt")
      VALUES (${email}, '', '', false, ${now}, ${now})
      ON CONFLICT ("email") DO UPDATE SET "confirmRequestedAt" =
        CASE WHEN "NewsletterSubscriber"."subscribed" THEN "NewsletterSubscriber"."confirmRequestedAt"
             ELSE excluded."confirmRequestedAt" END
      RETURNING "id", "subscribed"`;
    if (!subscriber) throw new Error("the subscriber upsert returned no row");
    const request = await tx.newsletterConfirmRequest.create({
      data: { subscriberId: subscriber.id, name, practiceName, sourcePath, ...cleanCampaign(data), requestedAt: now },
      select: { id: true },
    });
    const deliveryId = await queueDeliveryIf(
      tx,
      !subscriber.subscribed,
      confirmationEmail({ id: request.id, email, requestedAt: now }),
    );
    return { subscriberId: subscriber.id, active: subscriber.subscribed, requestId: request.id, deliveryId };
  });

  const finish = async () => {
    if (active) {
      // Active already: nothing to ask, and what a stranger may have typed is not kept.
      await getDb().newsletterConfirmRequest.deleteMany({ where: { id: requestId } });
      return;
    }
    logInfo("newsletter.confirm-requested", { subscriberId, requestId });
    if (deliveryId !== null) await sendDeliveries([deliveryId]);
  };
  if (!schedule) return finish();
  // Logged here without the error's message: a Prisma message can quote the address.
  schedule(() => finish().catch((error: unknown) => logError("newsletter.subscribe-error", error)));
}

interface FoundRequest {
  id: number;
  requestedAt: Date;
  confirmedAt: Date | null;
  name: string;
  practiceName: string;
  sourcePath: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerDomain: string | null;
  subscriber: { id: number; email: string; subscribed: boolean };
}

export type ConfirmLookup =
  | { status: "invalid" }
  | { status: "expired" }
  /** Confirmed already (this request, or the address is active through another one). */
  | { status: "confirmed"; email: string }
  /** Waiting for the owner's button press. */
  | { status: "pending"; email: string };

async function findRequest(token: string): Promise<{ lookup: ConfirmLookup; request?: FoundRequest }> {
  const id = confirmTokenRequestId(token);
  if (id === null) return { lookup: { status: "invalid" } };
  const request = await getDb().newsletterConfirmRequest.findUnique({
    where: { id },
    select: {
      id: true,
      requestedAt: true,
      confirmedAt: true,
      name: true,
      practiceName: true,
      sourcePath: true,
      ...CAMPAIGN_SELECT,
      subscriber: { select: { id: true, email: true, subscribed: true } },
    },
  });
  if (!request) return { lookup: { status: "invalid" } };
  const check = verifyConfirmToken(
    token,
    { id: request.id, email: request.subscriber.email, requestedAt: request.requestedAt },
    requireSecret("NEWSLETTER_TOKEN_SECRET"),
  );
  if (check === "invalid") return { lookup: { status: "invalid" } };
  const email = request.subscriber.email;
  if (request.confirmedAt) return { lookup: { status: "confirmed", email }, request };
  if (check === "expired") return { lookup: { status: "expired" }, request };
  if (request.subscriber.subscribed) return { lookup: { status: "confirmed", email }, request };
  return { lookup: { status: "pending", email }, request };
}

/** What a confirmation link stands for, read only (the confirm page's GET changes nothing). */
export async function lookUpConfirmToken(token: string): Promise<ConfirmLookup> {
  return (await findRequest(token)).lookup;
}

/**
 * A confirmed subscription as the office's CRM receives it. Only a confirmed one: until its owner
 * confirms, the address may have been typed by anyone, and the confirmation is the consent.
 * `receivedAt` is the moment of that confirmation; the opt-in it belongs to is the related row.
 */
export function subscriptionWebhook(
  subscriber: { email: string; name: string; practiceName: string },
  sourcePath: string,
  consent: { id: number; givenAt: Date },
  campaign: Campaign,
): OutgoingWebhook {
  return {
    kind: "webhook-subscription",
    event: {
      kind: "subscription",
      fields: { email: subscriber.email, name: subscriber.name, practice: subscriber.practiceName },
      source: leadOrigin(sourcePath || "/", campaign),
      receivedAt: consent.givenAt,
    },
    related: { type: "NewsletterConsent", id: consent.id },
  };
}

export type ConfirmResult = "confirmed" | "already-confirmed" | "expired" | "invalid";

/**
 * Confirms the request a token stands for: in one transaction the subscription becomes active with
 * what the form carried, the opt-in is recorded (when, from which page, the wording shown on the
 * confirm page), one welcome e-mail and the lead's post to the CRM are stored; they are sent after
 * (through `schedule`).
 * Confirming twice, or from two tabs at once, is harmless: the conditional update that activates
 * the subscriber lets one request through, and only that one records consent and a welcome.
 */
export async function confirmWithToken(token: string, schedule?: Schedule): Promise<ConfirmResult> {
  const { lookup, request } = await findRequest(token);
  if (lookup.status === "invalid" || lookup.status === "expired") return lookup.status;
  if (!request) return "invalid";
  if (lookup.status === "confirmed") return "already-confirmed";
  const now = new Date();
  const wording = newsletterConsentText();
  const subscriberId = request.subscriber.id;
  // The sign-up's campaign travels from its request to the opt-in, where the dashboard counts it.
  const campaign = cleanCampaign(request);
  const confirmed = await getDb().$transaction(async (tx) => {
    const activated = await tx.newsletterSubscriber.updateMany({
      where: { id: subscriberId, subscribed: false },
      data: {
        subscribed: true,
        subscribedAt: now,
        unsubscribedAt: null,
        confirmRequestedAt: null,
        name: request.name,
        practiceName: request.practiceName,
        consentAt: now,
        consentSource: request.sourcePath,
        consentText: wording,
      },
    });
    if (activated.count === 0) return null;
    const consent = await tx.newsletterConsent.create({
      data: { subscriberId, givenAt: now, sourcePath: request.sourcePath, ...campaign, wording },
      select: { id: true },
    });
    await tx.newsletterConfirmRequest.updateMany({
      where: { id: request.id, confirmedAt: null },
      data: { confirmedAt: now },
    });
    const welcome = welcomeEmail({ id: subscriberId, email: request.subscriber.email, name: request.name }, consent.id);
    const welcomeId = await queueDelivery(tx, welcome);
    const crm = await queueWebhook(
      tx,
      subscriptionWebhook(
        { email: request.subscriber.email, name: request.name, practiceName: request.practiceName },
        request.sourcePath,
        { id: consent.id, givenAt: now },
        campaign,
      ),
    );
    return { consentId: consent.id, toSend: crm === null ? [welcomeId] : [welcomeId, crm] };
  });
  if (!confirmed) return "already-confirmed";
  logInfo("newsletter.subscribed", { subscriberId, consentId: confirmed.consentId, requestId: request.id });
  await sendQueued(confirmed.toSend, schedule);
  return "confirmed";
}

export type TokenLookup =
  { status: "invalid" } | { status: "subscribed" | "unsubscribed"; subscriber: { id: number; email: string } };

/** The subscriber an unsubscribe token was made for, when the token is genuine. */
export async function lookUpToken(token: string): Promise<TokenLookup> {
  const id = tokenSubscriberId(token);
  if (id === null) return { status: "invalid" };
  const row = await getDb().newsletterSubscriber.findUnique({
    where: { id },
    select: { id: true, email: true, subscribed: true },
  });
  if (!row || !verifyUnsubscribeToken(token, row, requireSecret("NEWSLETTER_TOKEN_SECRET")))
    return { status: "invalid" };
  return { status: row.subscribed ? "subscribed" : "unsubscribed", subscriber: { id: row.id, email: row.email } };
}

/** Unsubscribes the token's subscriber (idempotent). False for a tampered or unknown token. */
export async function unsubscribeWithToken(token: string): Promise<boolean> {
  const found = await lookUpToken(token);
  if (found.status === "invalid") return false;
  if (found.status === "subscribed") {
    const changed = await getDb().newsletterSubscriber.updateMany({
      where: { id: found.subscriber.id, subscribed: true },
      data: { subscribed: false, unsubscribedAt: new Date() },
    });
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
