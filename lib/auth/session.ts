import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { dbRead } from "@/lib/db";
import { getEnv, requireSecret } from "@/lib/env";

/**
 * Staff sessions: a sealed, encrypted cookie (iron-session, keyed with SESSION_SECRET), HttpOnly,
 * SameSite=Lax, Secure outside local development, for a fixed eight hours from sign-in. Every
 * /admin page and /api/admin handler calls getStaff/requireStaffPage itself; proxy.ts only adds
 * headers.
 */
export interface StaffSessionData {
  userId?: number;
  username?: string;
  /** Epoch ms of sign-in; the session ends SESSION_HOURS later whatever the activity. */
  signedInAt?: number;
}

export const SESSION_HOURS = 8;
export const SESSION_COOKIE = "tdi_staff";

function sessionOptions(): SessionOptions {
  const env = getEnv();
  return {
    password: requireSecret("SESSION_SECRET"),
    cookieName: SESSION_COOKIE,
    ttl: SESSION_HOURS * 3600,
    cookieOptions: {
      httpOnly: true,
      sameSite: "lax",
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

/** The signed-in staff member, or null (no cookie, expired, or the user no longer exists). */
export async function getStaff(): Promise<Staff | null> {
  const session = await getSession();
  if (!session.userId || !session.username || !session.signedInAt) return null;
  if (Date.now() - session.signedInAt > SESSION_HOURS * 3600 * 1000) return null;
  const user = await dbRead((db) => db.user.findUnique({ where: { id: session.userId }, select: { id: true, username: true } }));
  return user && user.username === session.username ? { userId: user.id, username: user.username } : null;
}

/** For /admin pages: the staff member, or a redirect to the sign-in page. */
export async function requireStaffPage(): Promise<Staff> {
  const staff = await getStaff();
  if (!staff) redirect("/admin/sign-in");
  return staff;
}

export async function startSession(user: Staff): Promise<void> {
  const session = await getSession();
  session.userId = user.userId;
  session.username = user.username;
  session.signedInAt = Date.now();
  await session.save();
}

export async function endSession(): Promise<void> {
  (await getSession()).destroy();
}
