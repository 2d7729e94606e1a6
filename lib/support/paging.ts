import "server-only";
import { getDb } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { logInfo, logWarn } from "@/lib/core/log";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DeliveriesJobHook } from "@/lib/deliveries/job";
import { deliveriesOf, stopRetries } from "@/lib/deliveries/records";
import { queueMessages, type Outgoing } from "@/lib/deliveries/deliver";
import { oncallOpeningEmail } from "@/lib/support/emails";
import { escalateRequest, overdueRequests } from "@/lib/support/escalation";
import { REQUEST_PAGE_KIND } from "@/lib/support/events";
import { settleFollowUps } from "@/lib/support/follow-ups";
import { decidePage, lockSupportCode, requestPage, summaryPage } from "@/lib/support/page-limits";

/**
 * What a request's page means for the request. The deliveries send pages like any message (the
 * `page` channel, lib/deliveries/page.ts) and know nothing of requests; here a request is moved on
 * from its page's row:
 * - page taken by the paging service (or only logged, on a preview): the request is paged, and
 *   time to acknowledge counts from that moment;
 * - page refused for good (a 4xx other than 429), or still failing PAGE_RETRY_WINDOW_MS after it
 *   was due: its retries stop, the request is marked failed (the client's page tells them to
 *   call) and it is escalated at once.
 * - page sent (or tried) after staff took or closed the request while it was being sent: its
 *   acknowledge or resolve goes now, after it (lib/support/follow-ups.ts).
 * This runs right after a request's first attempt (in the request's `after()`) and at the start
 * of every deliveries job, which also catches a staff retry's outcome.
 */
export { REQUEST_PAGE_KIND };

/** A request's page is retried by each run for this long after it was due, then given up. */
export const PAGE_RETRY_WINDOW_MS = 10 * 60_000;

/**
 * Settles pages' outcomes (of one request, or all); returns how many requests were escalated and
 * the ids of the deliveries stored for them (escalations, and follow-ups owed after a trigger).
 */
export async function settlePages(
  options: { requestId?: number; now?: Date } = {},
): Promise<{ escalated: number; deliveries: number[] }> {
  const now = options.now ?? new Date();
  const db = getDb();
  const one = options.requestId === undefined ? null : options.requestId;
  const unpaged = Prisma.sql`SELECT "id" FROM "UrgentRequest" WHERE "pagedAt" IS NULL
    ${one === null ? Prisma.empty : Prisma.sql`AND "id" = ${one}`}`;
  const pages = { kinds: [REQUEST_PAGE_KIND], relatedType: "UrgentRequest" };
  for (const page of await deliveriesOf(db, { ...pages, relatedIds: unpaged, status: ["sent", "logged"] }))
    await db.urgentRequest.updateMany({
      where: { id: page.relatedId, pagedAt: null },
      data: { pagedAt: page.reachedAt, pageState: "paged" },
    });
  const due = await db.urgentRequest.findMany({
    where: { pageState: "due", pagedAt: null, ...(one === null ? {} : { id: one }) },
    select: { id: true, pageDueAt: true },
  });
  const retryUntil = new Date(now.getTime() - PAGE_RETRY_WINDOW_MS);
  const dueAt = new Map(due.map((r) => [r.id, r.pageDueAt]));
  const givenUp = (await deliveriesOf(db, { ...pages, relatedIds: due.map((r) => r.id), status: ["failed"] })).filter(
    (page) => {
      const at = dueAt.get(page.relatedId);
      return page.exhausted || (at != null && at <= retryUntil);
    },
  );
  const settled = { escalated: 0, deliveries: await settleFollowUps({ requestId: options.requestId }) };
  for (const { id: deliveryId, relatedId: id } of givenUp) {
    // A staff retry can still send it; the run does not.
    await stopRetries(db, deliveryId);
    const { count } = await db.urgentRequest.updateMany({
      where: { id, pageState: "due", pagedAt: null },
      data: { pageState: "failed" },
    });
    if (count === 0) continue;
    logWarn("urgent.page-failed", { id });
    settled.escalated++;
    settled.deliveries.push(
      ...(await escalateRequest(id, "the page to the on-call technician could not be delivered", now)),
    );
  }
  return settled;
}

/**
 * Releases the pages of major requests made outside the help desk's hours, once their opening has
 * come. Such a request waits as "scheduled" with no page stored, and counts against its support
 * code only now, when its page falls due: the code's waiting requests are decided oldest first,
 * under the same limits as a request made at this moment (lib/support/page-limits.ts), so a pile
 * made overnight pages no more than a burst made now would. The rest are attached to the code's
 * first open request (or, with none open, reach only the on-call inbox), and the on-call inbox is
 * told of each. A request taken or closed before its opening is withdrawn. One transaction per
 * code, holding its row: two runs at once release each request once. Returns the deliveries
 * stored, to be sent now.
 */
export async function releaseScheduledPages(now: Date): Promise<number[]> {
  const db = getDb();
  const codes = await db.urgentRequest.findMany({
    where: { pageState: "scheduled", pageDueAt: { lte: now } },
    distinct: ["supportCodeId"],
    select: { supportCodeId: true },
  });
  const ids: number[] = [];
  for (const { supportCodeId } of codes) {
    const stored = await db.$transaction(async (tx) => {
      const code = supportCodeId === null ? null : await lockSupportCode(tx, supportCodeId);
      const waiting = await tx.urgentRequest.findMany({
        where: { supportCodeId, pageState: "scheduled", pageDueAt: { lte: now } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      const messages: Outgoing[] = [];
      for (const request of waiting) {
        const update = (data: { pageState: string; pageDueAt?: Date; attachedToId?: number }) =>
          tx.urgentRequest.update({ where: { id: request.id }, data });
        if (request.acknowledgedAt || request.closedAt) {
          await update({ pageState: "withdrawn" });
          continue;
        }
        const named = { ...request, codePractice: code?.practice ?? null };
        const decision = await decidePage(tx, code ? supportCodeId : null, now);
        switch (decision.state) {
          case "due":
            await update({ pageState: "due", pageDueAt: now });
            messages.push(requestPage(request, code?.practice ?? request.practice, REQUEST_PAGE_KIND));
            break;
          case "attached":
            await update({ pageState: "attached", attachedToId: decision.attachedTo });
            messages.push({ email: oncallOpeningEmail(named, "attached", decision.attachedTo) });
            break;
          case "code-limit":
            await update({ pageState: "code-limit" });
            messages.push({ email: oncallOpeningEmail(named, "code-limit") });
            break;
          case "held":
            await update({ pageState: "held", pageDueAt: now });
            messages.push(await summaryPage(tx, now), { email: oncallOpeningEmail(named, "site-limit") });
            break;
        }
      }
      return (await queueMessages(tx, messages)).sendNow;
    });
    ids.push(...stored);
  }
  return ids;
}

/**
 * The outcome of a request's first sends, in the request's `after()` (lib/deliveries/deliver.ts):
 * its page is settled at once, so a refused page escalates without waiting for the next run.
 * Returns the deliveries stored meanwhile (an escalation, a follow-up), to be sent now.
 */
export async function settleRequestPage(requestId: number): Promise<number[]> {
  return (await settlePages({ requestId })).deliveries;
}

/**
 * What urgent requests ask of the scheduled deliveries job (lib/deliveries/job.ts): before the
 * sends, the pages that fall due at the help desk's opening; after them, the pages' outcomes, then
 * the escalation of paged requests no one has taken within ONCALL_ESCALATE_AFTER_MINUTES.
 */
export const urgentRequestsHook: DeliveriesJobHook = {
  name: "urgent-requests",
  async beforeSends({ now }) {
    const released = await releaseScheduledPages(now);
    return { send: released, report: { pagesReleased: released.length } };
  },
  async afterSends({ now }) {
    const settled = await settlePages({ now });
    const send = [...settled.deliveries];
    let escalated = settled.escalated;
    const minutes = getEnv().ONCALL_ESCALATE_AFTER_MINUTES;
    for (const id of await overdueRequests(now)) {
      const ids = await escalateRequest(id, `not acknowledged within ${minutes} minutes of the page`, now);
      // Empty: another run escalated it, or it was taken meanwhile.
      if (ids.length === 0) continue;
      escalated++;
      logInfo("urgent.escalated", { id });
      send.push(...ids);
    }
    return { send, report: { escalated } };
  },
};
