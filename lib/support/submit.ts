import "server-only";
import { cleanCampaign } from "@/lib/core/campaign";
import { createHash, randomBytes } from "node:crypto";
import { getDb, isUniqueViolation, type Tx } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { adminUrgentPath, supportStatusPath } from "@/lib/core/paths";
import type { DocumentForm } from "@/lib/core/http/document-post";
import { hitLimits, HOUR, MINUTE, releaseHits, scaledMax, windowStart } from "@/lib/core/rate-limit";
import { SOURCE_PATH_MAX_LENGTH } from "@/lib/core/validation/common";
import { pagingConfigured } from "@/lib/deliveries/page";
import { queueDelivery, queuePage, type Schedule } from "@/lib/deliveries/store";
import { matchSupportCode } from "@/lib/support/code-store";
import {
  CLIENT_EMAIL_KIND,
  clientEmail,
  mailboxOf,
  oncallEmail,
  staffRequestUrl,
  type PagingNote,
} from "@/lib/support/emails";
import { pageKey, summaryEvent, triggerEvent } from "@/lib/support/events";
import { nextOpening } from "@/lib/support/hours";
import { REQUEST_PAGE_KIND, sendUrgentDeliveries } from "@/lib/support/paging";
import { SUPPORT_LIMITS, type Severity, type SupportData } from "@/lib/support/schema";

/**
 * An urgent request from a client practice (docs/decisions/0027-urgent-requests.md): stored with
 * the e-mails and the page it triggers in one transaction, then sent after the client's answer.
 *
 * Who is paged:
 * - critical with a valid support code: the on-call technician, at once;
 * - major with a valid code: at once during the help desk's hours, else at its next opening;
 * - standard, or no valid code: no one; the on-call inbox still gets every request.
 * Limits on the most expensive thing a stranger could make the site do (waking a person):
 * - an address's wrong codes: past WRONG_CODES in 15 minutes its codes are not checked at all (its
 *   requests are still taken, like any request without a code);
 * - a code pages at most CODE_PAGES an hour: more requests are added to its open request;
 * - the site pages at most SITE_PAGES an hour: past it, requests wait in one summary page.
 * The client's answer is the same whatever the code turned out to be.
 *
 * The form e-mails an address anyone can type, and the on-call inbox, so it is limited like every
 * form that mails (docs/decisions/0027-urgent-requests.md), and none of these limits refuses a
 * request — a stranger must not be able to stop a practice's real emergency:
 * - one mailbox gets at most CLIENT_MAILS client mails in any 60 minutes; past that the request is
 *   stored and the on-call inbox told as usual, only the client's mail is left out;
 * - the client's mail carries nothing typed (not even the practice's name) unless the request had a
 *   valid code, so the form cannot carry a stranger's words in the business's name;
 * - the on-call inbox gets at most ONCALL_MAILS mails an hour about requests without a valid code
 *   (the ones anyone can send); past it they are held for one digest at the hour's end. Requests
 *   with a valid code are never held.
 */
export const SUPPORT_SUCCESS = "Your urgent request was received.";

/** What the check page says at the support code, which it never shows again. */
export const CODE_NOT_KEPT =
  "For your safety we do not keep support codes: please type yours again before you send the request.";

export const SUPPORT_DOCUMENT_FORM: DocumentForm = {
  form: "support",
  // Where a post lands when it has no status page of its own (a filled honeypot).
  successPage: "/support/received",
  checkPage: "/support/check",
  fields: {
    practice: SUPPORT_LIMITS.practice,
    name: SUPPORT_LIMITS.name,
    phone: SUPPORT_LIMITS.phone,
    email: SUPPORT_LIMITS.email,
    description: SUPPORT_LIMITS.description,
    affected: 40,
    severity: 20,
    sourcePath: SOURCE_PATH_MAX_LENGTH,
  },
  // A support code pages a person: only its hash is ever stored, so a refused post keeps none.
  secrets: { code: CODE_NOT_KEPT },
};

export const WRONG_CODES = { max: 5, windowMs: 15 * MINUTE };
export const CLIENT_MAILS = { max: 3, windowMs: HOUR };
export const ONCALL_MAILS = { max: 30, windowMs: HOUR };
export const CODE_PAGES = { max: 3, windowMs: HOUR };
export const SITE_PAGES = { max: 10, windowMs: HOUR };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The hash under which a status token is stored, or null for what cannot be one. */
export function statusTokenHash(token: string): string | null {
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? hashToken(token) : null;
}

type CodeCheck = "valid" | "none" | "wrong" | "revoked" | "unchecked";

async function checkCode(
  code: string | undefined,
  address: string,
  now: Date,
): Promise<{ check: CodeCheck; codeId?: number }> {
  if (!code?.trim()) return { check: "none" };
  // Counted before the code is looked up, as a sign-in's attempts are: guesses sent side by side
  // each take their count first, so no more than WRONG_CODES of them are ever checked. A right
  // code gives its count back, so a practice's own requests never use up its address's allowance.
  const counted = [{ key: `support:wrong-code:ip:${address}`, limit: WRONG_CODES }];
  if (!(await hitLimits(counted, now.getTime())).allowed) return { check: "unchecked" };
  const match = await matchSupportCode(code);
  if (match.kind === "valid") {
    await releaseHits(counted, now.getTime());
    return { check: "valid", codeId: match.id };
  }
  return { check: match.kind === "revoked" ? "revoked" : "wrong" };
}

/** A +tag of an address's local part, as mailboxOf drops it (PostgreSQL's regular expression). */
const MAILBOX_TAG = "\\+[^@]*@";

/**
 * Whether the client's mailbox may get this request's mail: fewer than CLIENT_MAILS client mails
 * to it in the 60 minutes before `now`. Runs inside the request's transaction, which then stores
 * the mail: a transaction-scoped advisory lock per mailbox (raw SQL: Prisma has no call for it)
 * makes requests naming the same mailbox count and store one after another, so parallel requests
 * cannot all count the same few.
 */
async function mayMailClient(tx: Tx, email: string, now: Date): Promise<boolean> {
  const mailbox = mailboxOf(email);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`support:client-mail:${mailbox}`}, 0))`;
  const [row] = await tx.$queryRaw<{ mailed: bigint }[]>`
    SELECT count(*) AS "mailed"
    FROM "Delivery" d
    JOIN "UrgentRequest" r ON d."relatedType" = 'UrgentRequest' AND d."relatedId" = r."id"
    WHERE d."kind" = ${CLIENT_EMAIL_KIND}
      AND regexp_replace(lower(d."toAddress"), ${MAILBOX_TAG}, '@') = ${mailbox}
      AND r."createdAt" > ${new Date(now.getTime() - CLIENT_MAILS.windowMs)} AND r."createdAt" <= ${now}`;
  return Number(row?.mailed ?? 0) < scaledMax(CLIENT_MAILS);
}

/**
 * Until when the on-call inbox's mail about this request waits for the hour's digest, or
 * undefined to send it now. Only requests without a valid code count against the ceiling, and
 * only they are held: those are the ones a stranger can send.
 */
async function holdOncallMail(check: CodeCheck, now: Date): Promise<Date | undefined> {
  if (check === "valid") return undefined;
  const ceiling = await hitLimits([{ key: "support:oncall-mails", limit: ONCALL_MAILS }], now.getTime());
  if (ceiling.allowed) return undefined;
  return new Date(windowStart(now.getTime(), ONCALL_MAILS.windowMs) + ONCALL_MAILS.windowMs);
}

interface PagingPlan {
  note: PagingNote;
  /** none | due | attached | held */
  state: "none" | "due" | "attached" | "held";
  dueAt?: Date;
  attachedTo?: number;
}

async function planPaging(
  severity: Severity,
  check: CodeCheck,
  codeId: number | undefined,
  now: Date,
): Promise<PagingPlan> {
  if (check === "none") return { note: "no-code", state: "none" };
  if (check === "wrong") return { note: "wrong-code", state: "none" };
  if (check === "revoked") return { note: "revoked-code", state: "none" };
  if (check === "unchecked") return { note: "unchecked-code", state: "none" };
  if (severity === "standard") return { note: "standard", state: "none" };
  if (!pagingConfigured("oncall")) return { note: "not-configured", state: "none" };
  const perCode = await hitLimits([{ key: `support:code-pages:${codeId}`, limit: CODE_PAGES }], now.getTime());
  if (!perCode.allowed) {
    const open = await getDb().urgentRequest.findFirst({
      where: { supportCodeId: codeId, attachedToId: null, pageState: { in: ["due", "paged", "failed"] } },
      orderBy: { id: "desc" },
      select: { id: true },
    });
    if (open) return { note: "attached", state: "attached", attachedTo: open.id };
  }
  const site = await hitLimits([{ key: "support:site-pages", limit: SITE_PAGES }], now.getTime());
  if (!site.allowed) return { note: "site-limit", state: "held" };
  const dueAt = severity === "major" ? nextOpening(now) : now;
  return { note: dueAt > now ? "scheduled" : "paged", state: "due", dueAt };
}

/**
 * The one summary page of an hour past the site-wide limit, stored when the first request is held
 * and sent by the run a minute later; each later held request of the hour updates its count while
 * it waits. A summary already sent is not sent again that hour.
 */
async function queueSummary(tx: Tx, now: Date): Promise<void> {
  const hour = Math.floor(now.getTime() / HOUR);
  const since = new Date(hour * HOUR);
  const waiting = await tx.urgentRequest.count({ where: { pageState: "held", createdAt: { gte: since } } });
  const event = summaryEvent(
    hour,
    waiting,
    `${getEnv().SITE_URL}${adminUrgentPath()}`,
    new URL(getEnv().SITE_URL).host,
  );
  const updated = await tx.delivery.updateMany({
    where: { kind: "urgent-page-summary", relatedType: "PageHour", relatedId: hour, status: "pending" },
    data: { text: JSON.stringify(event), subject: event.payload!.summary },
  });
  if (updated.count > 0) return;
  const exists = await tx.delivery.count({
    where: { kind: "urgent-page-summary", relatedType: "PageHour", relatedId: hour },
  });
  if (exists === 0)
    await queuePage(tx, {
      kind: "urgent-page-summary",
      target: "oncall",
      event,
      related: { type: "PageHour", id: hour },
    });
}

export interface SubmittedUrgent {
  id: number;
  statusPath: string;
}

export async function submitUrgent(
  data: SupportData,
  context: { address: string; schedule?: Schedule; now?: Date },
): Promise<SubmittedUrgent> {
  const now = context.now ?? new Date();
  const { check, codeId } = await checkCode(data.code, context.address, now);
  const plan = await planPaging(data.severity as Severity, check, codeId, now);
  const holdOncallUntil = await holdOncallMail(check, now);
  const token = randomBytes(32).toString("base64url");
  const path = supportStatusPath(token);
  const env = getEnv();

  const store = async () =>
    getDb().$transaction(async (tx) => {
      const request = await tx.urgentRequest.create({
        data: {
          statusTokenHash: hashToken(token),
          practice: data.practice,
          name: data.name,
          phone: data.phone,
          email: data.email ?? "",
          affected: data.affected,
          severity: data.severity,
          description: data.description,
          sourcePath: data.sourcePath ?? "",
          ...cleanCampaign(data),
          codeCheck: check,
          supportCodeId: codeId ?? null,
          pageState: plan.state,
          pageDueAt: plan.dueAt ?? null,
          attachedToId: plan.attachedTo ?? null,
          createdAt: now,
        },
      });
      const mailClient = request.email !== "" && (await mayMailClient(tx, request.email, now));
      const oncall = await queueDelivery(
        tx,
        oncallEmail(request, plan.note, plan.attachedTo, { clientMailLimit: request.email !== "" && !mailClient }),
        { holdUntil: holdOncallUntil, digest: "oncall" },
      );
      const sendNow = holdOncallUntil ? [] : [oncall];
      if (mailClient)
        sendNow.push(
          await queueDelivery(tx, clientEmail(request, `${env.SITE_URL}${path}`, { typed: check === "valid" })),
        );
      if (plan.state === "due") {
        const event = triggerEvent(
          {
            id: request.id,
            key: pageKey(request.id, request.statusTokenHash),
            practice: request.practice,
            severity: request.severity as Severity,
            affected: request.affected,
            description: request.description,
          },
          staffRequestUrl(request.id),
          new URL(env.SITE_URL).host,
        );
        const later = plan.dueAt! > now;
        const pageId = await queuePage(
          tx,
          { kind: REQUEST_PAGE_KIND, target: "oncall", event, related: { type: "UrgentRequest", id: request.id } },
          later ? { dueAt: plan.dueAt } : {},
        );
        // A page for the help desk's opening is left to the run that finds it due.
        if (!later) sendNow.unshift(pageId);
      }
      if (plan.state === "held") await queueSummary(tx, now);
      return { id: request.id, sendNow };
    });

  let stored: { id: number; sendNow: number[] };
  try {
    stored = await store();
  } catch (error) {
    // Two held requests storing the hour's first summary at once: the loser's summary exists now.
    if (!(plan.state === "held" && isUniqueViolation(error))) throw error;
    stored = await store();
  }
  await sendUrgentDeliveries(stored.id, stored.sendNow, context.schedule);
  return { id: stored.id, statusPath: path };
}
