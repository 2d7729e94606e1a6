import "server-only";
import { getDb } from "@/lib/core/db";

/** A staff member's own settings: today the display name clients see on their request's page. */
export interface StaffAccount {
  username: string;
  displayName: string | null;
}

export async function getAccount(userId: number): Promise<StaffAccount | null> {
  return getDb().user.findUnique({ where: { id: userId }, select: { username: true, displayName: true } });
}

/** Sets (or, for an empty name, clears) the display name; false when the user no longer exists. */
export async function setDisplayName(userId: number, displayName: string | undefined): Promise<boolean> {
  const name = displayName?.replace(/\s+/g, " ").trim() || null;
  const { count } = await getDb().user.updateMany({ where: { id: userId }, data: { displayName: name } });
  return count === 1;
}
