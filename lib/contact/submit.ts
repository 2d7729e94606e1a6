import { BUSINESS } from "@/content/business";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import { createWriteBatcher, dbRead, sqliteDateTime, type WriteBatcher } from "@/lib/core/db";
import { enqueueEmail, type OutgoingEmail, type Reconciler } from "@/lib/outbox/outbox";
import { renderEmail } from "@/lib/outbox/template";
import type { DocumentForm } from "@/lib/core/http/document-post";
import { CONTACT_LIMITS, type ContactData } from "@/lib/contact/schema";
import { SOURCE_PATH_MAX_LENGTH } from "@/lib/core/validation/common";

/** The longest value of the service choice (its options' values are far shorter). */
const SERVICE_MAX_LENGTH = 100;

export const CONTACT_SUCCESS = "Thank you for contacting us. We'll respond to your inquiry as soon as possible.";

/** The contact form without JavaScript: where its posts land (see lib/core/http/document-post.ts). */
export const CONTACT_DOCUMENT_FORM: DocumentForm = {
  form: "contact",
  successPage: "/contact/thank-you",
  checkPage: "/contact/check",
  fields: { ...CONTACT_LIMITS, service: SERVICE_MAX_LENGTH, sourcePath: SOURCE_PATH_MAX_LENGTH },
};
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

let insertContactBatcher: WriteBatcher<ContactData, StoredContact> | undefined;
/** Made on first use, so importing this module touches no database code. */
const insertContact = (): WriteBatcher<ContactData, StoredContact> =>
  (insertContactBatcher ??= createWriteBatcher<ContactData, StoredContact>({
    // Messages that arrive together: one INSERT (one commit); a lone message is a batch of one.
    // Raw SQL: Prisma's query compiler cost more CPU per message than the rest of the handler's
    // database work (bench/load.ts profile; docs/decisions/0007-raw-sql-on-the-hot-path.md). Rows
    // of one statement are numbered in the order of its VALUES, so the returned ids sorted
    // ascending belong to the items in order.
    runBatch: async (sql, items) => {
      const createdAt = new Date();
      const rows = items.map(
        (d) =>
          [d.name, d.email, d.phone ?? "", d.practice ?? "", d.service ?? "", d.message, d.sourcePath ?? ""] as const,
      );
      const returned = await sql.query<{ id: number | bigint }>(
        `INSERT INTO "ContactMessage" ("name", "email", "phone", "practice", "service", "message", "sourcePath", "createdAt") VALUES ${rows.map(() => "(?, ?, ?, ?, ?, ?, ?, ?)").join(", ")} RETURNING "id"`,
        ...rows.flatMap((r) => [...r, sqliteDateTime(createdAt)]),
      );
      const ids = returned.map((r) => Number(r.id)).sort((a, b) => a - b);
      return rows.map(([name, email, phone, practice, service, message, sourcePath], i) => ({
        id: ids[i]!,
        name,
        email,
        phone,
        practice,
        service,
        message,
        sourcePath,
        createdAt,
      }));
    },
    // Seven text fields of at most a few KB each: a statement stays well under a megabyte.
    maxBatch: 50,
  }));

/**
 * Stores the message first, then hands the office's notification to the outbox (held for the
 * digest when the route-wide ceiling is passed).
 */
export async function submitContact(
  data: ContactData,
  schedule?: (task: () => Promise<unknown>) => void,
  options: { holdUntil?: Date } = {},
): Promise<number> {
  const row = await insertContact()(data);
  await enqueueEmail(contactNotification(row), schedule, { holdUntil: options.holdUntil });
  return row.id;
}

// A message stored without its notification (the process stopped in between) is picked up by
// the outbox retry.
export const contactReconciler: Reconciler = {
  kind: KIND,
  async findMissing(olderThan) {
    const since = new Date(olderThan.getTime() - 7 * 24 * 60 * 60 * 1000);
    const candidates = await dbRead((db) =>
      db.contactMessage.findMany({
        where: { createdAt: { lte: olderThan, gte: since } },
        orderBy: { id: "desc" },
        take: 500,
      }),
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
};
