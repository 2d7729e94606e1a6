import "server-only";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/core/db";
import { logError, logInfo } from "@/lib/core/log";

/**
 * The password check of a sign-in. An unknown username (`user` null) still costs one hash
 * check, so timing does not tell it from a wrong password. A right password stored with older
 * parameters is hashed again with today's and saved, so old hashes do not stay weak for good:
 * the only moment the server holds the password to do that is a successful sign-in.
 */
export async function verifyAndUpgradePassword(
  user: { id: number; password: string } | null,
  password: string,
): Promise<boolean> {
  if (!user) {
    await verifyPassword(password, await decoyHash());
    return false;
  }
  if (!(await verifyPassword(password, user.password))) return false;
  if (needsRehash(user.password)) await upgrade(user, password);
  return true;
}

async function upgrade(user: { id: number; password: string }, password: string): Promise<void> {
  try {
    const upgraded = await hashPassword(password);
    // Only over the hash just checked: a new password set meanwhile by user:create must win.
    const { count } = await getDb().user.updateMany({
      where: { id: user.id, password: user.password },
      data: { password: upgraded },
    });
    if (count === 1) logInfo("admin.password-rehashed", { userId: user.id });
  } catch (error) {
    // The old hash still verifies, so the sign-in goes on and the next one tries again.
    logError("admin.password-rehash-failed", error, { userId: user.id });
  }
}
