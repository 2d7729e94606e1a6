import "server-only";
import { BOOKING_DETAILS } from "@/lib/booking/details";
import { lastPage, pageFromQuery } from "@/lib/core/page-number";
import { RESULTS_KIND } from "@/lib/checklist/submit";
import { CAMPAIGN_SELECT, NO_CAMPAIGN, cleanCampaign, type Campaign } from "@/lib/core/campaign";
import { getDb } from "@/lib/core/db";
import { latestEmailOutcomes } from "@/lib/deliveries/records";

/**
 * The leads inbox: contact messages, checklist submissions, newsletter subscribers and confirmed
 * bookings, newest first, paged, searchable by name or e-mail, each with the outcome of its e-mail.
 */
export const LEAD_KINDS = ["contact", "checklist", "subscribers", "bookings"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export function isLeadKind(value: string): value is LeadKind {
  return (LEAD_KINDS as readonly string[]).includes(value);
}

export const LEAD_PAGE_SIZE = 25;
export const EXPORT_MAX_ROWS = 10_000;

export interface EmailOutcome {
  status: string;
  attempts: number;
  lastError: string | null;
}

export interface LeadQuery {
  q?: string;
  /** The page asked for: a `?page=` value as sent, or a number (pageFromQuery reads either). */
  page?: string | string[] | number;
  pageSize?: number;
}

/**
 * The page shown and its rows' offset. The list is counted first so the page asked for can be
 * held to the pages there are: past the end is the last page, nonsense the first.
 */
function paging(query: LeadQuery, total: number) {
  const pageSize = query.pageSize ?? LEAD_PAGE_SIZE;
  const page = pageFromQuery(query.page, lastPage(total, pageSize));
  return { skip: (page - 1) * pageSize, take: pageSize, page, pageSize };
}

/** Case-insensitive, as staff type names and addresses (PostgreSQL compares case otherwise). */
function search(q: string | undefined, fields: readonly string[]) {
  const term = (q ?? "").trim().slice(0, 100);
  return term ? { OR: fields.map((f) => ({ [f]: { contains: term, mode: "insensitive" as const } })) } : {};
}

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/**
 * One page of a list of leads whose own e-mail is the one to show: counted, held to the pages
 * there are, read, and each row given the outcome of its latest e-mail of `mail`.
 */
async function leadPage<R extends { id: number }>(
  query: LeadQuery,
  count: () => Promise<number>,
  read: (window: { skip: number; take: number }) => Promise<R[]>,
  mail: { relatedType: string; kind?: string },
) {
  const total = await count();
  const { skip, take, page, pageSize } = paging(query, total);
  const rows = await read({ skip, take });
  const sent = await latestEmailOutcomes(
    mail.relatedType,
    rows.map((r) => r.id),
    mail.kind,
  );
  return { rows: rows.map((r) => ({ ...r, emailOutcome: sent.get(r.id) ?? null })), total, page, pageSize };
}

export async function listContacts(query: LeadQuery) {
  const where = search(query.q, ["name", "email", "practice"]);
  return leadPage(
    query,
    () => getDb().contactMessage.count({ where }),
    (window) => getDb().contactMessage.findMany({ where, orderBy: NEWEST_FIRST, ...window }),
    { relatedType: "ContactMessage" },
  );
}

export async function listChecklists(query: LeadQuery) {
  const where = search(query.q, ["email"]);
  return leadPage(
    query,
    () => getDb().checklistSubmission.count({ where }),
    (window) => getDb().checklistSubmission.findMany({ where, orderBy: NEWEST_FIRST, ...window }),
    // The report the visitor asked for (the office's own notice is a second message).
    { relatedType: "ChecklistSubmission", kind: RESULTS_KIND },
  );
}

export async function listSubscribers(query: LeadQuery) {
  const where = search(query.q, ["name", "email", "practiceName"]);
  const total = await getDb().newsletterSubscriber.count({ where });
  const { skip, take, page, pageSize } = paging(query, total);
  const rows = await getDb().newsletterSubscriber.findMany({
    where,
    orderBy: [{ subscribedAt: "desc" }, { id: "desc" }],
    skip,
    take,
    include: {
      consents: {
        orderBy: { id: "desc" },
        take: 1,
        select: { id: true, ...CAMPAIGN_SELECT },
      },
    },
  });
  // The outcome of the welcome that followed the latest opt-in.
  const latestConsent = new Map(rows.map((r) => [r.id, r.consents[0]?.id]));
  const mail = await latestEmailOutcomes(
    "NewsletterConsent",
    rows.flatMap((r) => (r.consents[0] ? [r.consents[0].id] : [])),
  );
  return {
    rows: rows.map((r) => {
      const { consents, ...subscriber } = r;
      const latest = consents[0];
      return {
        ...subscriber,
        hasConsentRecord: consents.length > 0,
        /** The latest opt-in's first-touch campaign (none before it was recorded). */
        campaign: latest ? cleanCampaign(latest) : NO_CAMPAIGN,
        emailOutcome: mail.get(latestConsent.get(r.id) ?? -1) ?? null,
      };
    }),
    total,
    page,
    pageSize,
  };
}

/**
 * A booking's e-mail as a lead: the invitation sent when it was confirmed. Its delivery belongs to
 * the booking's "confirmed" change (BookingChange: one record per e-mail-worthy change, so a
 * delivery stays unique per kind and record).
 */
const BOOKING_INVITATION = { relatedType: "BookingChange", kind: "booking-invitation" } as const;

/**
 * Confirmed bookings, the latest confirmation first: a booking is a lead from its confirmation
 * (a pending one may never be confirmed; a released one never was). A confirmed booking cancelled
 * since stays a lead, with its state.
 */
export async function listBookings(query: LeadQuery) {
  const where = { confirmedAt: { not: null }, ...search(query.q, ["name", "email", "practice"]) };
  const total = await getDb().booking.count({ where });
  const { skip, take, page, pageSize } = paging(query, total);
  const rows = await getDb().booking.findMany({
    where,
    orderBy: [{ confirmedAt: "desc" }, { id: "desc" }],
    skip,
    take,
    select: {
      id: true,
      start: true,
      end: true,
      status: true,
      ...BOOKING_DETAILS,
      sourcePath: true,
      ...CAMPAIGN_SELECT,
      createdAt: true,
      confirmedAt: true,
      cancelledAt: true,
      outcome: true,
      handledAt: true,
      changes: { where: { what: "confirmed" }, select: { id: true }, orderBy: { id: "asc" }, take: 1 },
    },
  });
  const mail = await latestEmailOutcomes(
    BOOKING_INVITATION.relatedType,
    rows.flatMap((r) => r.changes.map((c) => c.id)),
    BOOKING_INVITATION.kind,
  );
  return {
    rows: rows.map(({ changes, ...r }) => ({ ...r, emailOutcome: mail.get(changes[0]?.id ?? -1) ?? null })),
    total,
    page,
    pageSize,
  };
}

/**
 * A subscriber's state for staff: active, waiting for the owner to confirm from the e-mail (never
 * sent an issue), or unsubscribed (a new request from an unsubscribed address changes nothing
 * until it is confirmed, so it still shows as unsubscribed).
 */
export function subscriptionState(r: {
  subscribed: boolean;
  unsubscribedAt: Date | null;
  confirmRequestedAt: Date | null;
}): "active" | "pending" | "unsubscribed" {
  if (r.subscribed) return "active";
  return r.confirmRequestedAt && !r.unsubscribedAt ? "pending" : "unsubscribed";
}

/** Marks a lead handled (or not yet). False when there is no such lead. */
export async function setHandled(kind: LeadKind, id: number, handled: boolean): Promise<boolean> {
  const data = { handledAt: handled ? new Date() : null };
  const db = getDb();
  const result =
    kind === "contact"
      ? await db.contactMessage.updateMany({ where: { id }, data })
      : kind === "checklist"
        ? await db.checklistSubmission.updateMany({ where: { id }, data })
        : kind === "bookings"
          ? await db.booking.updateMany({ where: { id, confirmedAt: { not: null } }, data })
          : await db.newsletterSubscriber.updateMany({ where: { id }, data });
  return result.count > 0;
}

const outcomeText = (o: EmailOutcome | null) => (o ? `${o.status}${o.lastError ? `: ${o.lastError}` : ""}` : "none");
const iso = (d: Date | null) => (d ? d.toISOString() : "");

/** The campaign's CSV columns, after each list's own. */
const CAMPAIGN_HEADER = ["Campaign source", "Campaign medium", "Campaign name", "Referring site"];
const campaignCells = (c: Campaign) => [
  c.utmSource ?? "",
  c.utmMedium ?? "",
  c.utmCampaign ?? "",
  c.referrerDomain ?? "",
];

/** What every list's CSV row starts and ends with, around its kind's own columns. */
interface CsvLead {
  id: number;
  emailOutcome: EmailOutcome | null;
  handledAt: Date | null;
}

/**
 * One list as CSV: the id and when it came in, the kind's own columns, the outcome of its e-mail
 * (`outcome` names that column where it is not "Email outcome"), when it was handled, then the
 * campaign's columns.
 */
function leadCsv<R extends CsvLead>(
  rows: readonly R[],
  columns: { received: string; own: readonly string[]; outcome?: string },
  cells: (row: R) => { received: Date | null; own: unknown[]; campaign: Campaign },
): { header: string[]; rows: unknown[][] } {
  return {
    header: ["Id", columns.received, ...columns.own, columns.outcome ?? "Email outcome", "Handled", ...CAMPAIGN_HEADER],
    rows: rows.map((r) => {
      const { received, own, campaign } = cells(r);
      return [r.id, iso(received), ...own, outcomeText(r.emailOutcome), iso(r.handledAt), ...campaignCells(campaign)];
    }),
  };
}

const SUBSCRIBED = { active: "yes", pending: "pending confirmation", unsubscribed: "no" } as const;

/** The CSV of one list (every row matching the search, newest first). */
export async function exportRows(
  kind: LeadKind,
  q: string | undefined,
): Promise<{ header: string[]; rows: unknown[][] }> {
  const all = { q, page: 1, pageSize: EXPORT_MAX_ROWS };
  if (kind === "contact")
    return leadCsv(
      (await listContacts(all)).rows,
      {
        received: "Received",
        own: ["Name", "Email", "Phone", "Practice", "Service", "Message", "Sent from"],
      },
      (r) => ({
        received: r.createdAt,
        own: [r.name, r.email, r.phone, r.practice, r.service, r.message, r.sourcePath],
        campaign: r,
      }),
    );
  if (kind === "checklist")
    return leadCsv(
      (await listChecklists(all)).rows,
      { received: "Received", own: ["Email", "Score", "Category scores", "Answers"] },
      (r) => ({ received: r.createdAt, own: [r.email, r.score, r.categoryScores, r.answers], campaign: r }),
    );
  if (kind === "bookings")
    return leadCsv(
      (await listBookings(all)).rows,
      {
        received: "Confirmed",
        own: [
          "Meeting start",
          "Meeting end",
          "Meeting",
          "State",
          "Outcome",
          "Name",
          "Email",
          "Phone",
          "Practice",
          "Workstations",
          "Notes",
          "Booked from",
          "Booked at",
        ],
        outcome: "Invitation email",
      },
      (r) => ({
        received: r.confirmedAt,
        own: [
          iso(r.start),
          iso(r.end),
          r.meeting === "visit" ? "visit" : "phone",
          r.status,
          r.outcome ?? "",
          r.name,
          r.email,
          r.phone,
          r.practice,
          r.workstations ?? "",
          r.notes,
          r.sourcePath,
          iso(r.createdAt),
        ],
        campaign: r,
      }),
    );
  return leadCsv(
    (await listSubscribers(all)).rows,
    {
      received: "Subscribed at",
      own: [
        "Name",
        "Email",
        "Practice",
        "Subscribed",
        "Unsubscribed at",
        "Consent at",
        "Consent page",
        "Consent wording",
      ],
      outcome: "Welcome email",
    },
    (r) => ({
      received: r.subscribedAt,
      own: [
        r.name,
        r.email,
        r.practiceName,
        SUBSCRIBED[subscriptionState(r)],
        iso(r.unsubscribedAt),
        iso(r.consentAt),
        r.consentSource ?? "",
        r.consentText ?? "",
      ],
      campaign: r.campaign,
    }),
  );
}
