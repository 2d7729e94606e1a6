import "server-only";
import { getDb, type Tx } from "@/lib/core/db";
import { sendQueued } from "@/lib/deliveries/send";
import { queueDelivery, queuePage, type Schedule } from "@/lib/deliveries/store";
import { codePracticeOf, oncallFollowUpEmail } from "@/lib/support/emails";
import { REQUEST_PAGE_KIND } from "@/lib/support/paging";
import { followUpEvent, pageKey } from "@/lib/support/events";

/**
 * What staff do with an urgent request: take it ("I've got it") and close it. Each is one claim
 * (an UPDATE where the state is still open), so two technicians pressing at once record one of
 * them. A request whose page went out gets the paging service's `acknowledge` or `resolve` with
 * the same dedup key (and the escalation's, when it was escalated); a page still waiting for the
 * help desk's opening is withdrawn instead, as no one needs waking for a request already taken.
 * The on-call inbox is told too, as it was told of the request. Closing a request closes the ones
 * attached to it as well: they were its repeats.
 */
export type StaffAction = "acknowledge" | "close";

export type ActionResult = "done" | "already" | "missing";

/** The practice a request's code is registered to, which the on-call inbox's mail names it by. */
const CODE_PRACTICE = { supportCode: { select: { practice: true } } } as const;

async function followUps(
  tx: Tx,
  request: {
    id: number;
    practice: string;
    codeCheck: string;
    supportCode: { practice: string } | null;
    statusTokenHash: string;
    pagedAt: Date | null;
    escalatedAt: Date | null;
  },
  action: "acknowledge" | "resolve",
  userId: number,
): Promise<number[]> {
  // Withdraw a page not sent yet (scheduled for the opening, or between its retries).
  await tx.delivery.deleteMany({
    where: {
      kind: REQUEST_PAGE_KIND,
      relatedType: "UrgentRequest",
      relatedId: request.id,
      status: { in: ["pending", "failed"] },
    },
  });
  const key = pageKey(request.id, request.statusTokenHash);
  const user = await tx.user.findUnique({ where: { id: userId }, select: { displayName: true, username: true } });
  const ids = [
    await queueDelivery(
      tx,
      oncallFollowUpEmail(
        { ...request, codePractice: codePracticeOf(request) },
        action,
        user?.displayName || user?.username || "Staff",
      ),
    ),
  ];
  const already = async (kind: string) =>
    (await tx.delivery.count({ where: { kind, relatedType: "UrgentRequest", relatedId: request.id } })) > 0;
  if (request.pagedAt && !(await already(`urgent-${action}`)))
    ids.push(
      await queuePage(tx, {
        kind: `urgent-${action}`,
        target: "oncall",
        event: followUpEvent(action, key),
        related: { type: "UrgentRequest", id: request.id },
      }),
    );
  if (request.escalatedAt && !(await already(`urgent-escalation-${action}`)))
    ids.push(
      await queuePage(tx, {
        kind: `urgent-escalation-${action}`,
        target: "escalation",
        event: followUpEvent(action, `${key}-escalation`),
        related: { type: "UrgentRequest", id: request.id },
      }),
    );
  return ids;
}

/** Records who took the request and when; the client's status page shows their display name. */
export async function acknowledgeUrgent(id: number, userId: number, schedule?: Schedule): Promise<ActionResult> {
  const ids = await getDb().$transaction(async (tx) => {
    const { count } = await tx.urgentRequest.updateMany({
      where: { id, acknowledgedAt: null, closedAt: null },
      data: { acknowledgedAt: new Date(), acknowledgedById: userId },
    });
    const request = await tx.urgentRequest.findUnique({ where: { id }, include: CODE_PRACTICE });
    if (!request) return "missing" as const;
    if (count === 0) return "already" as const;
    return followUps(tx, request, "acknowledge", userId);
  });
  if (typeof ids === "string") return ids;
  await sendQueued(ids, schedule);
  return "done";
}

/** Closes the request (taken first by whoever closes it, if no one had). */
export async function closeUrgent(id: number, userId: number, schedule?: Schedule): Promise<ActionResult> {
  const ids = await getDb().$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.urgentRequest.updateMany({ where: { id, closedAt: null }, data: { closedAt: now } });
    const request = await tx.urgentRequest.findUnique({ where: { id }, include: CODE_PRACTICE });
    if (!request) return "missing" as const;
    if (count === 0) return "already" as const;
    // The requests attached to it are closed with it, at the same moment: their status pages say
    // "closed with" this one (lib/support/status.ts).
    await tx.urgentRequest.updateMany({ where: { attachedToId: id, closedAt: null }, data: { closedAt: now } });
    if (!request.acknowledgedAt)
      await tx.urgentRequest.update({ where: { id }, data: { acknowledgedAt: now, acknowledgedById: userId } });
    return followUps(tx, request, "resolve", userId);
  });
  if (typeof ids === "string") return ids;
  await sendQueued(ids, schedule);
  return "done";
}

export async function urgentAction(action: StaffAction, id: number, userId: number, schedule?: Schedule) {
  return action === "acknowledge" ? acknowledgeUrgent(id, userId, schedule) : closeUrgent(id, userId, schedule);
}
