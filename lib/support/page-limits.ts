import "server-only";
import type { Tx } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { adminUrgentPath } from "@/lib/core/paths";
import { hitLimits, HOUR, scaledMax } from "@/lib/core/rate-limit";
import type { Outgoing } from "@/lib/deliveries/deliver";
import { staffRequestUrl } from "@/lib/support/emails";
import { pageKey, summaryEvent, triggerEvent } from "@/lib/support/events";
import type { Severity } from "@/lib/support/schema";

/**
 * Whether a request's page may go out at the moment it falls due (docs/decisions/0027-urgent-requests.md):
 * when the request is stored, or, for a major request made outside the help desk's hours, when the
 * deliveries job releases it at the opening. Both decide inside the transaction that stores the
 * outcome, holding the support code's row locked (SELECT … FOR UPDATE), so the requests of one
 * code are decided one after another whatever arrives at once, on any number of instances.
 *
 * - A code pages at most CODE_PAGES in any 60 minutes: its pages are counted over the last 60
 *   minutes, by the moment each fell due (`pageDueAt`), not by clock hour. Past that the request
 *   pages no one: it is attached to the code's first open request when there is one, else it
 *   reaches the on-call inbox only.
 * - The site pages at most SITE_PAGES a clock hour: past that the request is held and counted in
 *   the hour's one summary page.
 */
export const CODE_PAGES = { max: 3, windowMs: HOUR };
export const SITE_PAGES = { max: 10, windowMs: HOUR };

/** The states of a request whose page fell due: the ones a code's limit counts. */
const FELL_DUE = ["due", "paged", "failed"];
/**
 * The states of a request a later one may be attached to: its page is on its way or went out.
 * A failed page is not one (its client was told to call), nor a closed request.
 */
const LIVE_PAGE = ["due", "paged"];

/**
 * Locks a support code's row until the transaction ends and returns the practice it is
 * registered to (what pages and the on-call mail name); null when there is no such code.
 */
export async function lockSupportCode(tx: Tx, id: number): Promise<{ practice: string } | null> {
  const [row] = await tx.$queryRaw<{ practice: string }[]>`
    SELECT "practice" FROM "SupportCode" WHERE "id" = ${id} FOR UPDATE`;
  return row ?? null;
}

/** The code's first request still open with a live page, the one more requests are attached to. */
export async function openRequestOf(tx: Tx, codeId: number): Promise<number | null> {
  const open = await tx.urgentRequest.findFirst({
    where: { supportCodeId: codeId, attachedToId: null, closedAt: null, pageState: { in: LIVE_PAGE } },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  return open?.id ?? null;
}

export type PageDecision =
  | { state: "due" }
  | { state: "attached"; attachedTo: number }
  /** Past the code's limit with nothing open to attach to: the on-call inbox only. */
  | { state: "code-limit" }
  /** Past the site's limit: counted in the hour's summary page. */
  | { state: "held" };

/**
 * Decides a page falling due `now` for a request of `codeId` (null: a code since deleted, which
 * only the site's limit counts). The caller holds the code's row (`lockSupportCode`) and stores
 * the outcome in the same transaction.
 */
export async function decidePage(tx: Tx, codeId: number | null, now: Date): Promise<PageDecision> {
  if (codeId !== null) {
    const pages = await tx.urgentRequest.count({
      where: {
        supportCodeId: codeId,
        pageState: { in: FELL_DUE },
        pageDueAt: { gt: new Date(now.getTime() - CODE_PAGES.windowMs), lte: now },
      },
    });
    if (pages >= scaledMax(CODE_PAGES)) {
      const open = await openRequestOf(tx, codeId);
      return open === null ? { state: "code-limit" } : { state: "attached", attachedTo: open };
    }
  }
  const site = await hitLimits([{ key: "support:site-pages", limit: SITE_PAGES }], now.getTime(), tx);
  return site.allowed ? { state: "due" } : { state: "held" };
}

/** What a request's page carries of the request (the practice is given apart: its code's). */
export interface PageOf {
  id: number;
  statusTokenHash: string;
  severity: string;
  affected: string;
  description: string;
}

/**
 * A request's page, naming `practice`: the one its support code is registered to, never the name
 * typed into the form. It is sent by whoever stores it (the run takes it after the grace period).
 */
export function requestPage(request: PageOf, practice: string, kind: string): Outgoing {
  const event = triggerEvent(
    {
      id: request.id,
      key: pageKey(request.id, request.statusTokenHash),
      practice,
      severity: request.severity as Severity,
      affected: request.affected,
      description: request.description,
    },
    staffRequestUrl(request.id),
    new URL(getEnv().SITE_URL).host,
  );
  return { page: { kind, target: "oncall", event, related: { type: "UrgentRequest", id: request.id } } };
}

/**
 * The one summary page of a clock hour past the site-wide limit, stored when the first request is
 * held and sent by the run a minute later; each later held request of the hour updates its count
 * while it waits (`refresh`). A summary already sent is not sent again that hour. Counted inside
 * the transaction that holds the request.
 */
export async function summaryPage(tx: Tx, now: Date): Promise<Outgoing> {
  const hour = Math.floor(now.getTime() / HOUR);
  const since = new Date(hour * HOUR);
  const waiting = await tx.urgentRequest.count({ where: { pageState: "held", pageDueAt: { gte: since } } });
  const event = summaryEvent(
    hour,
    waiting,
    `${getEnv().SITE_URL}${adminUrgentPath()}`,
    new URL(getEnv().SITE_URL).host,
  );
  const related = { type: "PageHour", id: hour };
  return { page: { kind: "urgent-page-summary", target: "oncall", event, related }, refresh: true, later: true };
}
