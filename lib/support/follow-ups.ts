import "server-only";
import { getDb, type Tx } from "@/lib/core/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { deliveriesOf, withdrawUnsent, type RecordDelivery } from "@/lib/deliveries/records";
import { queueMessages, type Outgoing } from "@/lib/deliveries/deliver";
import type { PageTarget } from "@/lib/core/paging-targets";
import { ESCALATION_PAGE_KIND, followUpEvent, pageKey, REQUEST_PAGE_KIND } from "@/lib/support/events";

/**
 * The paging service's follow-ups of a request staff took or closed: `acknowledge` or `resolve`
 * under the dedup key of each trigger that may have reached the service (the on-call page, and the
 * escalation's). A follow-up must arrive after its trigger: one that arrives first finds no
 * incident, and the incident the trigger then opens stays open. So, per trigger:
 * - not sent and not being sent (waiting for the help desk's opening, or between retries): it is
 *   withdrawn, as no one needs waking for a request already taken; if an attempt was made (a
 *   timed-out one may have reached the service), the follow-up goes all the same;
 * - being sent while staff act: it cannot be stopped, so its follow-up waits for its outcome and
 *   is queued by settleFollowUps, which runs after every page's outcome (lib/support/paging.ts)
 *   and after each staff action;
 * - sent: the follow-up goes now.
 * One of each follow-up per request (the table's unique kind/record key); whoever queues it holds
 * the request's row lock, so a staff action and a settlement never both try.
 */
export type FollowUpAction = "acknowledge" | "resolve";

const TRIGGERS: readonly {
  kind: string;
  target: PageTarget;
  key: (requestKey: string) => string;
  followUp: (action: FollowUpAction) => string;
}[] = [
  { kind: REQUEST_PAGE_KIND, target: "oncall", key: (k) => k, followUp: (a) => `urgent-${a}` },
  {
    kind: ESCALATION_PAGE_KIND,
    target: "escalation",
    key: (k) => `${k}-escalation`,
    followUp: (a) => `urgent-escalation-${a}`,
  },
];

/** Sent, or attempted and no sender holds it any more (a timed-out attempt may have arrived). */
function mayHaveReached(row: RecordDelivery): boolean {
  if (row.status === "sent" || row.status === "logged") return true;
  return (row.status === "pending" || row.status === "failed") && row.attempts > 0 && !row.claimed;
}

interface FollowedRequest {
  id: number;
  statusTokenHash: string;
  pagedAt: Date | null;
}

/**
 * Withdraws the request's unsent triggers and queues the follow-ups owed now, inside a transaction
 * that holds the request's row lock (the staff action's update, or settleFollowUps' lock).
 * Returns the ids of the follow-ups queued.
 */
export async function queueFollowUps(tx: Tx, request: FollowedRequest, action: FollowUpAction): Promise<number[]> {
  const messages: Outgoing[] = [];
  const related = { type: "UrgentRequest", id: request.id };
  for (const trigger of TRIGGERS) {
    const withdrawn = await withdrawUnsent(tx, trigger.kind, related);
    const kind = trigger.followUp(action);
    const rows = await deliveriesOf(tx, {
      kinds: [trigger.kind, kind],
      relatedType: related.type,
      relatedIds: [request.id],
    });
    const left = rows.find((row) => row.kind === trigger.kind);
    // Still pending or failed after the withdrawal: being sent right now; settleFollowUps follows it up.
    if (left?.status === "pending" || left?.status === "failed") continue;
    const reached =
      left?.status === "sent" ||
      left?.status === "logged" ||
      withdrawn.some((attempts) => attempts > 0) ||
      (trigger.target === "oncall" && request.pagedAt !== null);
    if (!reached) continue;
    if (rows.some((row) => row.kind === kind)) continue;
    const event = followUpEvent(action, trigger.key(pageKey(request.id, request.statusTokenHash)));
    messages.push({ page: { kind, target: trigger.target, event, related } });
  }
  return (await queueMessages(tx, messages)).ids;
}

/**
 * Queues the follow-ups of requests taken or closed while a trigger of theirs was being sent, now
 * that its outcome is recorded (of one request, or all); returns their ids, to be sent.
 */
export async function settleFollowUps(options: { requestId?: number } = {}): Promise<number[]> {
  const db = getDb();
  const one = options.requestId === undefined ? Prisma.empty : Prisma.sql`AND "id" = ${options.requestId}`;
  const taken: Record<FollowUpAction, Prisma.Sql> = {
    acknowledge: Prisma.sql`SELECT "id" FROM "UrgentRequest" WHERE "acknowledgedAt" IS NOT NULL AND "closedAt" IS NULL ${one}`,
    resolve: Prisma.sql`SELECT "id" FROM "UrgentRequest" WHERE "closedAt" IS NOT NULL ${one}`,
  };
  const owed = new Set<number>();
  for (const trigger of TRIGGERS) {
    for (const action of ["acknowledge", "resolve"] as const) {
      const rows = await deliveriesOf(db, {
        kinds: [trigger.kind],
        relatedType: "UrgentRequest",
        relatedIds: taken[action],
        without: trigger.followUp(action),
      });
      for (const row of rows) if (mayHaveReached(row)) owed.add(row.relatedId);
    }
  }
  const ids: number[] = [];
  for (const id of owed) {
    ids.push(
      ...(await db.$transaction(async (tx) => {
        const [request] = await tx.$queryRaw<(FollowedRequest & { closedAt: Date | null })[]>`
          SELECT "id", "statusTokenHash", "pagedAt", "closedAt" FROM "UrgentRequest" WHERE "id" = ${id} FOR UPDATE`;
        if (!request) return [];
        return queueFollowUps(tx, request, request.closedAt ? "resolve" : "acknowledge");
      })),
    );
  }
  return ids;
}
