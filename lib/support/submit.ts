import "server-only";
import { cleanCampaign } from "@/lib/core/campaign";
import { createHash, randomBytes } from "node:crypto";
import { getDb, isUniqueViolation, type Tx } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { supportStatusPath } from "@/lib/core/paths";
import type { DocumentForm } from "@/lib/core/http/document-post";
import { countInWindow, hitLimits, MINUTE, scaledMax } from "@/lib/core/rate-limit";
import { SOURCE_PATH_MAX_LENGTH } from "@/lib/core/validation/common";
import { pagingConfigured } from "@/lib/deliveries/page";
import { queueDelivery, type Schedule } from "@/lib/deliveries/store";
import { matchSupportCode } from "@/lib/support/code-store";
import { clientEmail, oncallEmail, type PagingNote } from "@/lib/support/emails";
import { nextOpening } from "@/lib/support/hours";
import { decidePage, lockSupportCode, queueRequestPage, queueSummary } from "@/lib/support/page-limits";
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
 * - a code pages at most CODE_PAGES in any 60 minutes (lib/support/page-limits.ts): more requests
 *   are added to its first open request, or reach the on-call inbox only when none is open;
 * - the site pages at most SITE_PAGES a clock hour: past it, requests wait in one summary page.
 * The client's answer is the same whatever the code turned out to be.
 */
export const SUPPORT_SUCCESS = "Your urgent request was received.";

export const SUPPORT_DOCUMENT_FORM: DocumentForm = {
  form: "support",
  // Where a post lands when it has no status page of its own (a filled honeypot).
  successPage: "/support/received",
  checkPage: "/support/check",
  fields: { ...SUPPORT_LIMITS, affected: 40, severity: 20, sourcePath: SOURCE_PATH_MAX_LENGTH },
};

export const WRONG_CODES = { max: 5, windowMs: 15 * MINUTE };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The hash under which a status token is stored, or null for what cannot be one. */
export function statusTokenHash(token: string): string | null {
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? hashToken(token) : null;
}

type CodeCheck = "valid" | "none" | "wrong" | "revoked" | "unchecked";

async function checkCode(code: string | undefined, address: string): Promise<{ check: CodeCheck; codeId?: number }> {
  if (!code?.trim()) return { check: "none" };
  const key = `support:wrong-code:ip:${address}`;
  if ((await countInWindow(key, WRONG_CODES.windowMs)) >= scaledMax(WRONG_CODES)) return { check: "unchecked" };
  const match = await matchSupportCode(code);
  if (match.kind === "valid") return { check: "valid", codeId: match.id };
  await hitLimits([{ key, limit: WRONG_CODES }]);
  return { check: match.kind === "revoked" ? "revoked" : "wrong" };
}

interface PagingPlan {
  note: PagingNote;
  /** Stored as the request's `pageState`. */
  state: "none" | "due" | "scheduled" | "attached" | "code-limit" | "held";
  dueAt?: Date;
  attachedTo?: number;
  /** The practice the valid code is registered to: what the page and the on-call mail name. */
  codePractice?: string;
  /** The code matched but was deleted before the request was stored. */
  codeGone?: boolean;
}

/**
 * Decided inside the storing transaction (lib/support/page-limits.ts): the code's row stays locked
 * until the request is stored, so requests of one code arriving at once are decided one by one.
 */
async function planPaging(
  tx: Tx,
  severity: Severity,
  check: CodeCheck,
  codeId: number | undefined,
  now: Date,
): Promise<PagingPlan> {
  if (check === "none") return { note: "no-code", state: "none" };
  if (check === "wrong") return { note: "wrong-code", state: "none" };
  if (check === "revoked") return { note: "revoked-code", state: "none" };
  if (check === "unchecked") return { note: "unchecked-code", state: "none" };
  const code = await lockSupportCode(tx, codeId!);
  // Deleted since it was checked: like a code that matches no client.
  if (!code) return { note: "wrong-code", state: "none", codeGone: true };
  const codePractice = code.practice;
  if (severity === "standard") return { note: "standard", state: "none", codePractice };
  if (!pagingConfigured("oncall")) return { note: "not-configured", state: "none", codePractice };
  // A major request outside the help desk's hours counts against its code when its page falls due.
  const opening = severity === "major" ? nextOpening(now) : now;
  if (opening > now) return { note: "scheduled", state: "scheduled", dueAt: opening, codePractice };
  const decision = await decidePage(tx, codeId!, now);
  switch (decision.state) {
    case "attached":
      return { note: "attached", state: "attached", attachedTo: decision.attachedTo, codePractice };
    case "code-limit":
      return { note: "code-limit", state: "code-limit", codePractice };
    case "held":
      return { note: "site-limit", state: "held", dueAt: now, codePractice };
    case "due":
      return { note: "paged", state: "due", dueAt: now, codePractice };
  }
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
  const { check, codeId } = await checkCode(data.code, context.address);
  const token = randomBytes(32).toString("base64url");
  const path = supportStatusPath(token);
  const env = getEnv();

  const store = async () =>
    getDb().$transaction(async (tx) => {
      const plan = await planPaging(tx, data.severity as Severity, check, codeId, now);
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
          codeCheck: plan.codeGone ? "wrong" : check,
          supportCodeId: plan.codeGone ? null : (codeId ?? null),
          pageState: plan.state,
          pageDueAt: plan.dueAt ?? null,
          attachedToId: plan.attachedTo ?? null,
          createdAt: now,
        },
      });
      const named = { ...request, codePractice: plan.codePractice };
      const sendNow = [await queueDelivery(tx, oncallEmail(named, plan.note, plan.attachedTo))];
      if (request.email) sendNow.push(await queueDelivery(tx, clientEmail(request, `${env.SITE_URL}${path}`)));
      if (plan.state === "due")
        sendNow.unshift(await queueRequestPage(tx, request, plan.codePractice!, REQUEST_PAGE_KIND));
      if (plan.state === "held") await queueSummary(tx, now);
      return { id: request.id, sendNow };
    });

  let stored: { id: number; sendNow: number[] };
  try {
    stored = await store();
  } catch (error) {
    // Two held requests storing the hour's first summary at once (the summary's row is unique per
    // hour): the loser's summary exists now, and its count is updated instead.
    if (!isUniqueViolation(error)) throw error;
    stored = await store();
  }
  await sendUrgentDeliveries(stored.id, stored.sendNow, context.schedule);
  return { id: stored.id, statusPath: path };
}
