import "server-only";
import { getDb, type Tx } from "@/lib/core/db";
import { sendQueued } from "@/lib/deliveries/send";
import { queueDelivery, type Schedule } from "@/lib/deliveries/store";
import { codePracticeOf, oncallFollowUpEmail } from "@/lib/support/emails";
import { queueFollowUps, settleFollowUps } from "@/lib/support/follow-ups";

/**
 * What staff do with an urgent request: take it ("I've got it") and close it. Each is one claim
 * (an UPDATE where the state is still open), so two technicians pressing at once record one of
 * them. A request whose page went out gets the paging service's `acknowledge` or `resolve` with
 * the same dedup key (and the escalation's, when it was escalated), after the page even when it
 * was still being sent; a page not sent yet is withdrawn instead, as no one needs waking for a
 * request already taken (lib/support/follow-ups.ts). The on-call inbox is told too, as it was told
 * of the request. Closing a request closes the ones attached to it as well: they were its repeats.
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
  },
  action: "acknowledge" | "resolve",
  userId: number,
): Promise<number[]> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { displayName: true, username: true } });
  return [
    await queueDelivery(
      tx,
      oncallFollowUpEmail(
        { ...request, codePractice: codePracticeOf(request) },
        action,
        user?.displayName || user?.username || "Staff",
      ),
    ),
    ...(await queueFollowUps(tx, request, action)),
  ];
}

/**
 * Sends what a staff action stored, then what a page that was being sent meanwhile now owes: its
 * outcome may have been recorded before this action committed, when the page's own settlement
 * could not see the action yet.
 */
async function sendFollowUps(id: number, ids: number[], schedule?: Schedule): Promise<void> {
  await sendQueued([...ids, ...(await settleFollowUps({ requestId: id }))], schedule);
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
  await sendFollowUps(id, ids, schedule);
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
  await sendFollowUps(id, ids, schedule);
  return "done";
}

export async function urgentAction(action: StaffAction, id: number, userId: number, schedule?: Schedule) {
  return action === "acknowledge" ? acknowledgeUrgent(id, userId, schedule) : closeUrgent(id, userId, schedule);
}
