import "server-only";
import { getDb, lockName, type Tx } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { adminUrgentPath } from "@/lib/core/paths";
import { HOUR, MINUTE, scaledMax } from "@/lib/core/rate-limit";
import { Prisma } from "@/lib/generated/prisma/client";
import { countDeliveries } from "@/lib/deliveries/records";
import { queueMessages, type Outgoing } from "@/lib/deliveries/deliver";
import { codePracticeOf, escalationEmail, staffRequestUrl } from "@/lib/support/emails";
import { ESCALATION_PAGE_KIND, escalationSummaryEvent, pageKey, triggerEvent } from "@/lib/support/events";
import type { Severity } from "@/lib/support/schema";

/**
 * Escalation: a paged request that no one acknowledges within ONCALL_ESCALATE_AFTER_MINUTES, or
 * whose page could not be delivered, pages the escalation target and e-mails the escalation
 * inbox, once. "Once" is a claim: the one statement that sets `escalatedAt` where it is still
 * empty decides which caller escalates, so two job runs (or a run and a failing page) never both
 * send. A request acknowledged or closed meanwhile is never escalated.
 *
 * Escalation pages have a limit of their own, so a night of unanswered pages cannot wake the
 * escalation target without end: at most ESCALATION_PAGES in any 60 minutes (counted by
 * `escalatedAt`), then one summary page, sent at most once in any 60 minutes; the e-mail goes
 * out for every escalation. Escalations are decided one at a time (a transaction-scoped advisory
 * lock), so runs at once never pass the limit together. Requests' own pages do not count here, nor
 * escalations against the site's paging limit: neither crowds out the other.
 */
export const ESCALATION_PAGES = { max: 10, windowMs: HOUR };

const ESCALATION_SUMMARY_KIND = "urgent-escalation-summary";
/** A summary's row is keyed by the minute it was stored in (the table's unique kind/record key). */
const SUMMARY_MINUTE_TYPE = "EscalationMinute";

/** What may go to the escalation target for a request escalated at `now`: its own page, the summary, or nothing. */
async function escalationPageRoom(tx: Tx, now: Date): Promise<"page" | "summary" | "none"> {
  await lockName(tx, "urgent-escalation-pages");
  const since = new Date(now.getTime() - ESCALATION_PAGES.windowMs);
  const paged = await countDeliveries(
    tx,
    ESCALATION_PAGE_KIND,
    "UrgentRequest",
    Prisma.sql`SELECT "id" FROM "UrgentRequest" WHERE "escalatedAt" > ${since} AND "escalatedAt" <= ${now}`,
  );
  if (paged < scaledMax(ESCALATION_PAGES)) return "page";
  const minute = Math.floor(now.getTime() / MINUTE);
  const window = ESCALATION_PAGES.windowMs / MINUTE;
  const minutes = Array.from({ length: window }, (_, i) => minute - i);
  const summaries = await countDeliveries(tx, ESCALATION_SUMMARY_KIND, SUMMARY_MINUTE_TYPE, minutes);
  return summaries === 0 ? "summary" : "none";
}

/** Escalates one request; returns the ids of the deliveries stored for it (none when it was not escalated). */
export async function escalateRequest(id: number, reason: string, now = new Date()): Promise<number[]> {
  const env = getEnv();
  return getDb().$transaction(async (tx) => {
    const { count } = await tx.urgentRequest.updateMany({
      where: { id, escalatedAt: null, acknowledgedAt: null, closedAt: null },
      data: { escalatedAt: now },
    });
    if (count === 0) return [];
    const request = await tx.urgentRequest.findUniqueOrThrow({
      where: { id },
      include: { supportCode: { select: { practice: true } } },
    });
    const codePractice = codePracticeOf(request);
    const messages: Outgoing[] = [];
    let unpaged = false;
    // On a deployment without an escalation address there is no one to page: the e-mail remains.
    if (env.ONCALL_ESCALATION_WEBHOOK_URL || env.stage !== "production") {
      const host = new URL(env.SITE_URL).host;
      const room = await escalationPageRoom(tx, now);
      unpaged = room !== "page";
      if (room === "page") {
        const event = triggerEvent(
          {
            id,
            key: pageKey(id, request.statusTokenHash),
            practice: codePractice ?? request.practice,
            severity: request.severity as Severity,
            affected: request.affected,
            description: request.description,
          },
          staffRequestUrl(id),
          host,
          { escalation: true },
        );
        messages.push({
          page: { kind: ESCALATION_PAGE_KIND, target: "escalation", event, related: { type: "UrgentRequest", id } },
        });
      } else if (room === "summary") {
        const minute = Math.floor(now.getTime() / MINUTE);
        messages.push({
          page: {
            kind: ESCALATION_SUMMARY_KIND,
            target: "escalation",
            event: escalationSummaryEvent(minute, `${env.SITE_URL}${adminUrgentPath()}`, host),
            related: { type: SUMMARY_MINUTE_TYPE, id: minute },
          },
        });
      }
    }
    if (env.ONCALL_ESCALATION_EMAIL) {
      messages.push({
        email: escalationEmail({ ...request, codePractice }, env.ONCALL_ESCALATION_EMAIL, reason, unpaged),
      });
    }
    return (await queueMessages(tx, messages)).ids;
  });
}

/** Paged requests left unacknowledged past the escalation delay, not yet escalated. */
export async function overdueRequests(now = new Date()): Promise<number[]> {
  const before = new Date(now.getTime() - getEnv().ONCALL_ESCALATE_AFTER_MINUTES * 60_000);
  const rows = await getDb().urgentRequest.findMany({
    where: { pagedAt: { lte: before }, acknowledgedAt: null, closedAt: null, escalatedAt: null },
    select: { id: true },
    orderBy: { id: "asc" },
    take: 100,
  });
  return rows.map((r) => r.id);
}
