import "server-only";
import { isSameOrigin } from "@/lib/core/http/origin";
import { verifyAndUpgradePassword } from "@/lib/auth/sign-in-password";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/core/db";
import { answer, createPostHandler, type FormResult, type RouteOutcome } from "@/lib/core/http/post-pipeline";
import { logInfo } from "@/lib/core/log";
import { MAX_SIGN_IN_DELAY_MS, signInDelayMs } from "@/lib/auth/sign-in-delay";
import { oneSignInPerAddress } from "@/lib/auth/sign-in-per-address";
import { MINUTE, countInWindow, hitLimits, scaledMax } from "@/lib/core/rate-limit";
import { SIGN_IN_ERRORS, signInErrorCode, signInSchema, type SignInData } from "@/lib/auth/schema";
import { signInErrorPath } from "@/lib/core/paths";
import { DEFAULT_AFTER_SIGN_IN, safeReturnPath } from "@/lib/auth/return-path";

const MAX_BYTES = 2048;

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** One message for an unknown username and a wrong password, so neither can be probed. */
const FAILED = "The username or password is incorrect.";
/**
 * Sign-in limits that stop guessing without handing strangers a lock
 * (docs/decisions/0002-sign-in-limits.md):
 * - per address: 30 attempts in 15 minutes (the pipeline's own limit), refused past it;
 * - per address and username together: 10 attempts in 15 minutes, reserved (counted) before the
 *   password is checked, so concurrent guesses cannot pass the limit;
 * - per username alone, from anywhere: never a refusal (that would let anyone lock staff out), but
 *   after a few failures each attempt waits a little longer, up to a few seconds;
 * - one sign-in at a time per address: another from there meanwhile is refused at once, so a flood
 *   neither sleeps nor queues for the hash slots ahead of anyone else's sign-in.
 */
const PAIR_LIMIT = { max: 10, windowMs: 15 * MINUTE };
const USERNAME_FAILURES = { max: 5, windowMs: 15 * MINUTE };
/** Roughly the longest a sign-in under way takes: the longest per-username wait, then one hash check. */
const BUSY_RETRY_AFTER_SECONDS = Math.ceil(MAX_SIGN_IN_DELAY_MS / 1000);

const pipeline = createPostHandler({
  route: "admin-sign-in",
  schema: signInSchema,
  // The form posts itself before (or without) its script, and is answered with pages (formAnswer).
  accepts: ["json", "form"],
  maxBytes: MAX_BYTES,
  successMessage: "Signed in.",
  limits: { perAddress: { max: 30, windowMs: 15 * MINUTE } },
  formAnswer,
  async handle(data, { address }) {
    const outcome = await oneSignInPerAddress(address, () => signIn(data, address));
    if (outcome) return outcome;
    return {
      status: 429,
      message: SIGN_IN_ERRORS.busy,
      headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
      // Tells this refusal from the attempt limits, for the page a form posted without JavaScript gets.
      reason: "busy",
    };
  },
});

/** The password-checking part of a sign-in: limits, wait, lookup, hash check, session. */
async function signIn(data: SignInData, address: string): Promise<RouteOutcome> {
  const username = data.username.toLowerCase();
  const pair = await hitLimits([{ key: `admin-sign-in:pair:${address}:${username}`, limit: PAIR_LIMIT }]);
  if (!pair.allowed) {
    return {
      status: 429,
      message: `Too many sign-in attempts. Please wait ${Math.ceil(pair.retryAfterSeconds / 60)} minutes and try again.`,
      headers: { "Retry-After": String(pair.retryAfterSeconds) },
    };
  }
  const failuresKey = `admin-sign-in:failed-user:${username}`;
  const failures = await countInWindow(failuresKey, USERNAME_FAILURES.windowMs);
  await sleep(signInDelayMs(failures, scaledMax(USERNAME_FAILURES)));
  const user = await getDb().user.findUnique({ where: { username } });
  // Also hashes an unknown username's attempt (equal timing) and upgrades an old hash.
  const ok = await verifyAndUpgradePassword(user, data.password);
  if (!user || !ok) {
    await hitLimits([{ key: failuresKey, limit: USERNAME_FAILURES }]);
    logInfo("admin.sign-in-failed", {});
    return { status: 401, message: FAILED };
  }
  await startSession({ userId: user.id, username: user.username });
  logInfo("admin.signed-in", { userId: user.id });
  // The script goes where the server says, so both kinds of sign-in follow the same checked path.
  return { status: 200, message: "Signed in.", extra: { next: safeReturnPath(data.next) ?? DEFAULT_AFTER_SIGN_IN } };
}

/**
 * POST /api/admin/sign-in. A sign-in form on another site must not sign a visitor's browser into
 * ours (403); the rest is the pipeline's.
 */
export async function signInHandler(request: Request): Promise<Response> {
  if (!isSameOrigin(request))
    return answer(403, { success: false, message: "This request must come from the site's own pages." });
  return pipeline(request);
}

/**
 * The browser sent the form itself: it gets pages, never JSON, and nothing typed in a URL (the
 * password least of all). The session cookie rides on the redirect; a refusal goes back to the form
 * with the reason's code only, and with the same page to return to.
 */
function formAnswer({ status, reason, headers: outcomeHeaders, fields }: FormResult): Response {
  const next = typeof fields?.next === "string" ? safeReturnPath(fields.next) : null;
  const location =
    status < 400 ? (next ?? DEFAULT_AFTER_SIGN_IN) : signInErrorPath(signInErrorCode(status, reason), next);
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  const retryAfter = outcomeHeaders["Retry-After"];
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return new Response(null, { status: 303, headers });
}
