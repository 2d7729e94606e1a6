import "server-only";
import { cleanCampaign } from "@/lib/core/campaign";
import { createHash, randomBytes } from "node:crypto";
import { isUniqueViolation, lockName, type Tx } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { supportStatusPath } from "@/lib/core/paths";
import { hitLimits, HOUR, MINUTE, releaseHits, scaledMax, windowStart } from "@/lib/core/rate-limit";
import { pagingConfigured } from "@/lib/core/paging-targets";
import { storeAndSend, type Outgoing } from "@/lib/deliveries/deliver";
import type { Schedule } from "@/lib/deliveries/store";
import { matchSupportCode } from "@/lib/support/code-store";
import { clientEmail, oncallEmail, type PagingNote } from "@/lib/support/emails";
import { mailboxOf } from "@/lib/core/mailbox";
import { nextOpening } from "@/lib/support/hours";
import { decidePage, lockSupportCode, requestPage, summaryPage } from "@/lib/support/page-limits";
import { REQUEST_PAGE_KIND, settleRequestPage } from "@/lib/support/paging";
import type { Severity, SupportData } from "@/lib/support/schema";

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
 *
 * The form e-mails an address anyone can type, and the on-call inbox, so it is limited like every
 * form that mails (docs/decisions/0027-urgent-requests.md), and none of these limits refuses a
 * request — a stranger must not be able to stop a practice's real emergency:
 * - one mailbox gets at most CLIENT_MAILS client mails in any 60 minutes; past that the request is
 *   stored and the on-call inbox told as usual, only the client's mail is left out;
 * - the client's mail carries nothing typed (lib/support/emails.ts), so the form cannot carry a
 *   stranger's words in the business's name;
 * - the on-call inbox gets at most ONCALL_MAILS mails an hour about requests without a valid code
 *   (the ones anyone can send); past it they are held for one digest at the hour's end. Requests
 *   with a valid code are never held.
 */
export const WRONG_CODES = { max: 5, windowMs: 15 * MINUTE };
export const CLIENT_MAILS = { max: 3, windowMs: HOUR };
export const ONCALL_MAILS = { max: 30, windowMs: HOUR };

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

/**
 * The mailbox the client's mail about this request goes to, or null when it may not be mailed:
 * the mailbox had CLIENT_MAILS client mails in the 60 minutes before `now`. Counted from the
 * requests' own `clientMailbox` inside the request's transaction, which then stores the request
 * with it: a transaction-scoped advisory lock per mailbox makes requests naming the same mailbox
 * count and store one after another, so parallel requests cannot all count the same few.
 */
async function clientMailboxToMail(tx: Tx, email: string, now: Date): Promise<string | null> {
  if (email === "") return null;
  const mailbox = mailboxOf(email);
  await lockName(tx, `support:client-mail:${mailbox}`);
  const since = new Date(now.getTime() - CLIENT_MAILS.windowMs);
  const mailed = await tx.urgentRequest.count({
    where: { clientMailbox: mailbox, createdAt: { gt: since, lte: now } },
  });
  return mailed < scaledMax(CLIENT_MAILS) ? mailbox : null;
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
  const { check, codeId } = await checkCode(data.code, context.address, now);
  const holdOncallUntil = await holdOncallMail(check, now);
  const token = randomBytes(32).toString("base64url");
  const path = supportStatusPath(token);
  const env = getEnv();

  const store = () =>
    storeAndSend(
      async (tx) => {
        const plan = await planPaging(tx, data.severity as Severity, check, codeId, now);
        const email = data.email ?? "";
        const clientMailbox = await clientMailboxToMail(tx, email, now);
        const request = await tx.urgentRequest.create({
          data: {
            statusTokenHash: hashToken(token),
            practice: data.practice,
            name: data.name,
            phone: data.phone,
            email,
            clientMailbox,
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
        const clientMailLimit = email !== "" && clientMailbox === null;
        const messages: Outgoing[] = [
          {
            email: oncallEmail(named, plan.note, plan.attachedTo, { clientMailLimit }),
            hold: { holdUntil: holdOncallUntil, digest: "oncall" },
          },
        ];
        if (clientMailbox !== null) messages.push({ email: clientEmail(named, `${env.SITE_URL}${path}`) });
        if (plan.state === "due") messages.push(requestPage(request, plan.codePractice!, REQUEST_PAGE_KIND));
        if (plan.state === "held") messages.push(await summaryPage(tx, now));
        return { record: request.id, messages };
      },
      // The page's outcome, at once: a refused page escalates without waiting for the next run.
      { schedule: context.schedule, afterSends: settleRequestPage },
    );

  let id: number;
  try {
    id = await store();
  } catch (error) {
    // Two held requests storing the hour's first summary at once (the summary's row is unique per
    // hour): the loser's summary exists now, and its count is updated instead.
    if (!isUniqueViolation(error)) throw error;
    id = await store();
  }
  return { id, statusPath: path };
}
