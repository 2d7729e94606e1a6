import "server-only";
import { randomBytes } from "node:crypto";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { safeReturnPath } from "@/lib/auth/return-path";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { getDb } from "@/lib/core/db";
import { getEnv, requireSecret } from "@/lib/core/env";
import { signInPath } from "@/lib/core/paths";

/**
 * Staff sessions: a sealed, encrypted cookie (iron-session, keyed with SESSION_SECRET), HttpOnly,
 * SameSite=Lax, Path=/ without a Domain, Secure outside local development and named with the
 * `__Host-` prefix over https (./session-cookie), for a fixed eight hours from sign-in. The cookie
 * names a `StaffSession` row; the session is valid only while that row exists and has not expired,
 * so signing out (the row deleted) and a new password (every row of the user deleted) end sessions
 * on the server, whatever copies of the cookie are left. Every /admin page and /api/admin handler
 * calls getStaff/requireStaffPage itself; proxy.ts asks getStaff before it looks up a staff record.
 */
export interface StaffSessionData {
  /** The StaffSession row's random id. */
  sessionId?: string;
  userId?: number;
  username?: string;
  /** Epoch ms of sign-in; the session ends SESSION_HOURS later whatever the activity. */
  signedInAt?: number;
}

export const SESSION_HOURS = 8;

function sessionOptions(): SessionOptions {
  const env = getEnv();
  return {
    password: requireSecret("SESSION_SECRET"),
    cookieName: sessionCookieName(env.SITE_URL),
    ttl: SESSION_HOURS * 3600,
    cookieOptions: {
      httpOnly: true,
      sameSite: "lax",
      // A `__Host-` cookie is kept only with Path=/, Secure and no Domain (never set here).
      path: "/",
      secure: env.stage !== "local" || env.SITE_URL.startsWith("https:"),
    },
  };
}

export async function getSession() {
  return getIronSession<StaffSessionData>(await cookies(), sessionOptions());
}

export interface Staff {
  userId: number;
  username: string;
}

/**
 * The signed-in staff member, or null: no cookie, expired, signed out, ended by a new password, or
 * the user no longer exists.
 */
export async function getStaff(): Promise<Staff | null> {
  const session = await getSession();
  if (!session.sessionId || !session.userId || !session.username || !session.signedInAt) return null;
  if (Date.now() - session.signedInAt > SESSION_HOURS * 3600 * 1000) return null;
  const row = await getDb().staffSession.findUnique({
    where: { id: session.sessionId },
    select: { userId: true, expiresAt: true, user: { select: { username: true } } },
  });
  if (
    !row ||
    row.userId !== session.userId ||
    row.expiresAt.getTime() <= Date.now() ||
    row.user.username !== session.username
  )
    return null;
  return { userId: row.userId, username: row.user.username };
}

/**
 * For /admin pages: the staff member, or a redirect to the sign-in page. A page opened from a
 * link (an urgent request's, in a page or an e-mail) passes its own path, so signing in returns
 * there; any other page's sign-in leads to the default staff page.
 */
export async function requireStaffPage(returnTo?: string): Promise<Staff> {
  const staff = await getStaff();
  if (!staff) redirect(signInPath(safeReturnPath(returnTo)));
  return staff;
}

export async function startSession(user: Staff): Promise<void> {
  const now = Date.now();
  const id = randomBytes(24).toString("base64url");
  await getDb().staffSession.create({
    data: {
      id,
      userId: user.userId,
      createdAt: new Date(now),
      expiresAt: new Date(now + SESSION_HOURS * 3600 * 1000),
    },
    select: { id: true },
  });
  // Expired sessions of this user go now; nothing else ever needs them.
  void getDb()
    .staffSession.deleteMany({ where: { userId: user.userId, expiresAt: { lte: new Date(now) } } })
    .catch(() => undefined);
  const session = await getSession();
  session.sessionId = id;
  session.userId = user.userId;
  session.username = user.username;
  session.signedInAt = now;
  await session.save();
}

/** Ends this browser's session on the server too: a copy of the cookie opens nothing afterwards. */
export async function endSession(): Promise<void> {
  const session = await getSession();
  const id = session.sessionId;
  session.destroy();
  if (id) await getDb().staffSession.deleteMany({ where: { id } });
}
