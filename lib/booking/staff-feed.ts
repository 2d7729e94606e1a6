import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getDb, lockName } from "@/lib/core/db";

/**
 * The secret address of the staff calendar feed of upcoming bookings (docs/decisions/0035-booking-store.md).
 * Outlook and Google subscribe to an address without signing in, so the address itself is the key:
 * 256 random bits, kept only as a hash, shown once when made. Making a new one replaces the old, so
 * an address that leaked stops working at once.
 */

const hashFeedToken = (token: string) => createHash("sha256").update(`staff-feed:${token}`).digest("hex");

/** Makes the feed's address anew (the old one stops working) and returns its token, to be shown once. */
export async function rotateStaffFeed(staffEmail: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // One rotation at a time: two made side by side would each delete what they saw and both stay.
  await getDb().$transaction(async (tx) => {
    await lockName(tx, "booking:staff-feed");
    await tx.bookingStaffFeed.deleteMany();
    await tx.bookingStaffFeed.create({ data: { tokenHash: hashFeedToken(token), createdBy: staffEmail } });
  });
  return token;
}

/** Whether a token opens the feed. */
export async function staffFeedOpens(token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const row = await getDb().bookingStaffFeed.findUnique({ where: { tokenHash: hashFeedToken(token) } });
  return row !== null;
}

/** When the feed's address was made and by whom, for the staff page (null: none yet). */
export async function staffFeedMade(): Promise<{ createdAt: Date; createdBy: string } | null> {
  return getDb().bookingStaffFeed.findFirst({
    select: { createdAt: true, createdBy: true },
    orderBy: { createdAt: "desc" },
  });
}
