import { isSameOrigin } from "@/lib/auth/origin";
import { verifyAndUpgradePassword } from "@/lib/auth/sign-in-password";
import { startSession } from "@/lib/auth/session";
import { dbRead } from "@/lib/db";
import { answer, createPostHandler } from "@/lib/http/post-pipeline";
import { logInfo } from "@/lib/log";
import { MINUTE, hitLimits, peekLimits } from "@/lib/rate-limit";
import { signInErrorCode, signInSchema } from "@/lib/validation/staff";

export const dynamic = "force-dynamic";

/** One message for an unknown username and a wrong password, so neither can be probed. */
const FAILED = "The username or password is incorrect.";
/** Failed sign-ins allowed per username and per address in 15 minutes. */
const FAILED_LIMIT = { max: 10, windowMs: 15 * MINUTE };

const pipeline = createPostHandler({
  route: "admin-sign-in",
  schema: signInSchema,
  // The form posts itself before (or without) its script: see POST below.
  accepts: ["json", "form"],
  maxBytes: 2048,
  successMessage: "Signed in.",
  // Every attempt counts against the address; failed ones also against the username below.
  limits: { perAddress: { max: 30, windowMs: 15 * MINUTE } },
  async handle(data, { address }) {
    const username = data.username.toLowerCase();
    const failures = [
      { key: `admin-sign-in:failed-user:${username}`, limit: FAILED_LIMIT },
      { key: `admin-sign-in:failed-ip:${address}`, limit: FAILED_LIMIT },
    ];
    const blocked = await peekLimits(failures);
    if (!blocked.allowed) {
      return {
        status: 429,
        message: `Too many failed sign-ins. Please wait ${Math.ceil(blocked.retryAfterSeconds / 60)} minutes and try again.`,
        headers: { "Retry-After": String(blocked.retryAfterSeconds) },
      };
    }
    const user = await dbRead((db) => db.user.findUnique({ where: { username } }));
    // Also hashes an unknown username's attempt (equal timing) and upgrades an old hash.
    const ok = await verifyAndUpgradePassword(user, data.password);
    if (!user || !ok) {
      await hitLimits(failures);
      logInfo("admin.sign-in-failed", {});
      return { status: 401, message: FAILED };
    }
    await startSession({ userId: user.id, username: user.username });
    logInfo("admin.signed-in", { userId: user.id });
    return { status: 200, message: "Signed in." };
  },
});

export async function POST(request: Request): Promise<Response> {
  // A sign-in form on another site must not sign a visitor's browser into ours.
  if (!isSameOrigin(request)) return answer(403, { success: false, message: "This request must come from the site's own pages." });
  const response = await pipeline(request);
  if (!isFormPost(request)) return response;
  // The browser sent the form itself: it gets pages, never JSON, and nothing typed in a URL (the
  // password least of all). The session cookie rides on the redirect; a refusal goes back to the
  // form with the reason's code only.
  const location = response.ok ? "/admin/leads" : `/admin/sign-in?error=${signInErrorCode(response.status)}`;
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const retryAfter = response.headers.get("retry-after");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return new Response(null, { status: 303, headers });
}

function isFormPost(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";
}
