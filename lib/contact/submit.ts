import { BUSINESS } from "@/content/business";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import { dbRead, dbWrite } from "@/lib/db";
import { enqueueEmail, registerReconciler, type OutgoingEmail } from "@/lib/email/outbox";
import { renderEmail } from "@/lib/email/template";
import type { ContactData } from "@/lib/validation/contact";

export const CONTACT_SUCCESS = "Thank you for contacting us. We'll respond to your inquiry as soon as possible.";
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
  createdAt: Date;
}

/** The office's notification: to the leads inbox, reply-to the visitor; never to the visitor. */
export function contactNotification(c: StoredContact): OutgoingEmail {
  const service = CONTACT_SERVICE_OPTIONS.find((o) => o.value === c.service)?.label ?? "Not specified";
  const rendered = renderEmail({
    heading: `New contact message from ${c.name.replace(/\s+/g, " ").slice(0, 80)}`,
    paragraphs: ["A visitor sent this message through the website's contact form. Reply to this e-mail to answer them."],
    fields: [
      { label: "Name", value: c.name },
      { label: "E-mail", value: c.email },
      { label: "Phone", value: c.phone || "Not given" },
      { label: "Practice", value: c.practice || "Not given" },
      { label: "Service", value: service },
      { label: "Sent from", value: c.sourcePath || "/" },
      { label: "Received", value: c.createdAt.toISOString() },
      { label: "Lead number", value: String(c.id) },
    ],
    quote: { label: "Message", text: c.message },
  });
  return { ...rendered, kind: KIND, to: BUSINESS.emails.leads, replyTo: c.email, related: { type: "ContactMessage", id: c.id } };
}

/** Stores the message first, then hands the office's notification to the outbox. */
export async function submitContact(data: ContactData, schedule?: (task: () => Promise<unknown>) => void): Promise<number> {
  const row = await dbWrite((db) =>
    db.contactMessage.create({
      data: {
        name: data.name,
        email: data.email,
        phone: data.phone ?? "",
        practice: data.practice ?? "",
        service: data.service ?? "",
        message: data.message,
        sourcePath: data.sourcePath ?? "",
      },
    }),
  );
  await enqueueEmail(contactNotification(row), schedule);
  return row.id;
}

// A message stored without its notification (the process stopped in between) is picked up by
// the outbox retry.
registerReconciler({
  kind: KIND,
  async findMissing(olderThan) {
    const since = new Date(olderThan.getTime() - 7 * 24 * 60 * 60 * 1000);
    const candidates = await dbRead((db) =>
      db.contactMessage.findMany({ where: { createdAt: { lte: olderThan, gte: since } }, orderBy: { id: "desc" }, take: 500 }),
    );
    if (candidates.length === 0) return [];
    const sent = await dbRead((db) =>
      db.emailOutbox.findMany({
        where: { kind: KIND, relatedType: "ContactMessage", relatedId: { in: candidates.map((c) => c.id) } },
        select: { relatedId: true },
      }),
    );
    const have = new Set(sent.map((s) => s.relatedId));
    return candidates.filter((c) => !have.has(c.id)).map(contactNotification);
  },
});
