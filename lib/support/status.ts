import "server-only";
import { getDb } from "@/lib/core/db";
import type { Affected, Severity } from "@/lib/support/schema";
import type { UrgentStage, UrgentStatusView } from "@/lib/support/status-view";
import { statusTokenHash } from "@/lib/support/submit";

/**
 * The client's status page's view of a request, found by the hash of the link's token. A
 * technician is named by their display name only, never their username.
 */
const SELECT = {
  id: true,
  practice: true,
  severity: true,
  affected: true,
  createdAt: true,
  pageState: true,
  pageDueAt: true,
  pagedAt: true,
  acknowledgedAt: true,
  closedAt: true,
  acknowledgedBy: { select: { displayName: true } },
} as const;

interface Row {
  pageState: string;
  pageDueAt: Date | null;
  pagedAt: Date | null;
  acknowledgedAt: Date | null;
  acknowledgedBy: { displayName: string | null } | null;
}

export const NO_DISPLAY_NAME = "a technician";

export function stageOf(row: Row, now = new Date()): UrgentStage {
  if (row.acknowledgedAt)
    return {
      kind: "acknowledged",
      at: row.acknowledgedAt,
      by: row.acknowledgedBy?.displayName?.trim() || NO_DISPLAY_NAME,
      ...(row.pagedAt ? { pagedAt: row.pagedAt } : {}),
    };
  if (row.pagedAt) return { kind: "paged", at: row.pagedAt };
  if (row.pageState === "failed") return { kind: "page-failed" };
  if (row.pageState === "due" || row.pageState === "scheduled")
    return row.pageDueAt && row.pageDueAt > now ? { kind: "scheduled", at: row.pageDueAt } : { kind: "paging" };
  if (row.pageState === "code-limit") return { kind: "inbox-only" };
  return { kind: "not-paged" };
}

export async function getUrgentStatus(token: string): Promise<UrgentStatusView | null> {
  const hash = statusTokenHash(token);
  if (!hash) return null;
  const row = await getDb().urgentRequest.findUnique({
    where: { statusTokenHash: hash },
    select: { ...SELECT, attachedTo: { select: SELECT } },
  });
  if (!row) return null;
  // A request added to the practice's open one stands where that one stands (paged, taken); the
  // page says which request that is. Its closing is its own: closing the open request closes the
  // ones attached to it in the same statement's moment (lib/support/staff.ts), which is how a
  // closing "with" it is told apart.
  const standing = row.attachedTo ?? row;
  const closedAt = row.closedAt;
  const closedWith =
    row.attachedTo && closedAt && row.attachedTo.closedAt?.getTime() === closedAt.getTime()
      ? row.attachedTo.id
      : undefined;
  return {
    reference: row.id,
    practice: row.practice,
    severity: row.severity as Severity,
    affected: row.affected as Affected,
    receivedAt: row.createdAt,
    stage: stageOf(standing),
    ...(row.attachedTo ? { attachedTo: row.attachedTo.id } : {}),
    ...(closedAt ? { closedAt } : {}),
    ...(closedWith ? { closedWith } : {}),
  };
}
