import "server-only";
import { BUSINESS } from "@/content/business";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import { campaignLabel, cleanCampaign, leadOrigin } from "@/lib/core/campaign";
import { getDb } from "@/lib/core/db";
import { sendQueued } from "@/lib/deliveries/send";
import { queueDelivery, queueWebhook } from "@/lib/deliveries/store";
import type { OutgoingEmail, OutgoingWebhook, Schedule } from "@/lib/deliveries/store";
import { renderEmail } from "@/lib/core/email-template";
import type { ContactData } from "@/lib/contact/schema";

const KIND = "contact-notification";

interface StoredContact {
  id: number;
  name: string;
  email: string;
  phone: string;
  practice: string;
  service: string;
  message: string;
  sourcePath: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerDomain: string | null;
  createdAt: Date;
}

/** The office's notification: to the leads inbox, reply-to the visitor; never to the visitor. */
export function contactNotification(c: StoredContact): OutgoingEmail {
  const service = CONTACT_SERVICE_OPTIONS.find((o) => o.value === c.service)?.label ?? "Not specified";
  const rendered = renderEmail({
    heading: `New contact message from ${c.name.replace(/\s+/g, " ").slice(0, 80)}`,
    paragraphs: [
      "A visitor sent this message through the website's contact form. Reply to this e-mail to answer them.",
    ],
    fields: [
      { label: "Name", value: c.name },
      { label: "E-mail", value: c.email },
      { label: "Phone", value: c.phone || "Not given" },
      { label: "Practice", value: c.practice || "Not given" },
      { label: "Service", value: service },
      { label: "Sent from", value: c.sourcePath || "/" },
      { label: "Campaign", value: campaignLabel(c) },
      { label: "Received", value: c.createdAt.toISOString() },
      { label: "Lead number", value: String(c.id) },
    ],
    quote: { label: "Message", text: c.message },
  });
  return {
    ...rendered,
    kind: KIND,
    to: BUSINESS.emails.leads,
    replyTo: c.email,
    related: { type: "ContactMessage", id: c.id },
  };
}

/** The lead as the office's CRM receives it (the webhook channel of the deliveries). */
export function contactWebhook(c: StoredContact): OutgoingWebhook {
  return {
    kind: "webhook-contact",
    event: {
      kind: "contact",
      fields: {
        name: c.name,
        email: c.email,
        phone: c.phone,
        practice: c.practice,
        service: c.service,
        message: c.message,
      },
      source: leadOrigin(c.sourcePath || "/", c),
      receivedAt: c.createdAt,
    },
    related: { type: "ContactMessage", id: c.id },
  };
}

/**
 * Stores the message, the office's notification and its post to the CRM in one transaction (the notification held for
 * the digest when the route-wide ceiling is passed; the CRM's post never waits, the ceiling only
 * spares the office's inbox), then sends them: through `schedule` (the route's `after()`) so the
 * visitor's answer waits only for the stored record.
 */
export async function submitContact(
  data: ContactData,
  schedule?: Schedule,
  options: { holdUntil?: Date } = {},
): Promise<number> {
  const { id, toSend } = await getDb().$transaction(async (tx) => {
    const contact = await tx.contactMessage.create({
      data: {
        name: data.name,
        email: data.email,
        phone: data.phone ?? "",
        practice: data.practice ?? "",
        service: data.service ?? "",
        message: data.message,
        sourcePath: data.sourcePath ?? "",
        ...cleanCampaign(data),
      },
    });
    const notice = await queueDelivery(tx, contactNotification(contact), { holdUntil: options.holdUntil });
    const crm = await queueWebhook(tx, contactWebhook(contact));
    const toSend = [...(options.holdUntil ? [] : [notice]), ...(crm === null ? [] : [crm])];
    return { id: contact.id, toSend };
  });
  await sendQueued(toSend, schedule);
  return id;
}
