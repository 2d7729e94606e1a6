import { isSameOrigin } from "@/lib/auth/origin";
import { decoyHash, verifyPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/session";
import { dbRead } from "@/lib/db";
import { answer, createPostHandler } from "@/lib/http/post-pipeline";
import { logInfo } from "@/lib/log";
import { MINUTE } from "@/lib/rate-limit";
import { signInSchema } from "@/lib/validation/staff";

export const dynamic = "force-dynamic";

/** One message for an unknown username and a wrong password, so neither can be probed. */
const FAILED = "The username or password is incorrect.";

const pipeline = createPostHandler({
  route: "admin-sign-in",
  schema: signInSchema,
  maxBytes: 2048,
  successMessage: "Signed in.",
  limits: {
    perAddress: { max: 10, windowMs: 15 * MINUTE },
    // Failed and successful attempts alike count against the username, wherever they come from.
    perRecipient: { limit: { max: 10, windowMs: 15 * MINUTE }, recipient: (data) => `user:${data.username.toLowerCase()}` },
  },
  async handle(data) {
    const user = await dbRead((db) => db.user.findUnique({ where: { username: data.username.toLowerCase() } }));
    // An unknown username still costs one hash check, so timing does not tell the two apart.
    const ok = await verifyPassword(data.password, user?.password ?? (await decoyHash()));
    if (!user || !ok) {
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
  return pipeline(request);
}
