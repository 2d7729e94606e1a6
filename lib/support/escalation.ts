import "server-only";
import { getDb } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { queueDelivery, queuePage } from "@/lib/deliveries/store";
import { escalationEmail, staffRequestUrl } from "@/lib/support/emails";
import { ESCALATION_PAGE_KIND, pageKey, triggerEvent } from "@/lib/support/events";
import type { Severity } from "@/lib/support/schema";

/**
 * Escalation: a paged request that no one acknowledges within ONCALL_ESCALATE_AFTER_MINUTES, or
 * whose page could not be delivered, pages the escalation target and e-mails the escalation
 * inbox, once. "Once" is a claim: the one statement that sets `escalatedAt` where it is still
 * empty decides which caller escalates, so two job runs (or a run and a failing page) never both
 * send. A request acknowledged or closed meanwhile is never escalated.
 */

/** Escalates one request; returns the ids of the deliveries stored for it (none when it was not escalated). */
export async function escalateRequest(id: number, reason: string, now = new Date()): Promise<number[]> {
  const env = getEnv();
  return getDb().$transaction(async (tx) => {
    const { count } = await tx.urgentRequest.updateMany({
      where: { id, escalatedAt: null, acknowledgedAt: null, closedAt: null },
      data: { escalatedAt: now },
    });
    if (count === 0) return [];
    const request = await tx.urgentRequest.findUniqueOrThrow({ where: { id } });
    const ids: number[] = [];
    // On a deployment without an escalation address there is no one to page: the e-mail remains.
    if (env.ONCALL_ESCALATION_WEBHOOK_URL || env.stage !== "production") {
      const event = triggerEvent(
        {
          id,
          key: pageKey(id, request.statusTokenHash),
          practice: request.practice,
          severity: request.severity as Severity,
          affected: request.affected,
          description: request.description,
        },
        staffRequestUrl(id),
        new URL(env.SITE_URL).host,
        { escalation: true },
      );
      ids.push(
        await queuePage(tx, {
          kind: ESCALATION_PAGE_KIND,
          target: "escalation",
          event,
          related: { type: "UrgentRequest", id },
        }),
      );
    }
    if (env.ONCALL_ESCALATION_EMAIL) {
      ids.push(await queueDelivery(tx, escalationEmail(request, env.ONCALL_ESCALATION_EMAIL, reason)));
    }
    return ids;
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
