import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { RETENTION } from "@/content/retention";
import { getDb, lockName } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";

/**
 * What a form posted without JavaScript held when it was refused, kept on the server so the
 * form's check page can show the errors beside what was typed. Found by a random id that travels
 * only in an HttpOnly cookie (never in a URL, where it would reach history, logs and analytics),
 * and kept for 15 minutes at most: expired rows are never shown and are deleted as they are met
 * and by the daily retention purge.
 */
export const FORM_CHECK_TTL_MS = RETENTION.formCheckMinutes * 60_000;

export type CheckedForm = "contact" | "newsletter" | "support" | "booking";

export interface FormCheckView {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  message: string;
  status: number;
}

export interface FormCheckInput extends FormCheckView {
  form: CheckedForm;
  /** The client's address: only a keyed hash of it is stored, to bound what one address keeps. */
  address: string;
}

/**
 * Checks kept at a time for one address and form; a new one replaces the oldest. Refused posts
 * from one address (a flood, or an office of several people behind one shared address) can only
 * ever hold this many, each cut to its fields' limits, so what they store stays small whatever
 * they send, and a real visitor's latest attempt is always among them.
 */
export const CHECKS_PER_ADDRESS = 10;

/** A keyed hash of the address: enough to group its checks, useless to learn the address from. */
export function addressHash(address: string): string {
  const key = getEnv().SESSION_SECRET ?? "form-check";
  return createHmac("sha256", key).update(`form-check:${address}`).digest("base64url");
}

let lastSweep = 0;

/**
 * Stores a refused post's values and errors, then forgets this address's older checks of the
 * same form beyond CHECKS_PER_ADDRESS; returns the random id for the cookie.
 */
export async function storeFormCheck(input: FormCheckInput, now = new Date()): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  const hash = addressHash(input.address);
  await getDb().$transaction(async (tx) => {
    // One store at a time per address and form: two running side by side would each keep their
    // own new check and the same others, leaving more than the bound. A transaction-scoped
    // advisory lock queues them.
    await lockName(tx, `form-check:${input.form}:${hash}`);
    await tx.formCheck.create({
      data: {
        id,
        form: input.form,
        addressHash: hash,
        values: JSON.stringify(input.values),
        errors: JSON.stringify(input.fieldErrors),
        message: input.message,
        status: input.status,
        createdAt: now,
        expiresAt: new Date(now.getTime() + FORM_CHECK_TTL_MS),
      },
      select: { id: true },
    });
    // The new check always stays; of the others, the newest CHECKS_PER_ADDRESS - 1 do.
    const surplus = await tx.formCheck.findMany({
      where: { addressHash: hash, form: input.form, id: { not: id } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: CHECKS_PER_ADDRESS - 1,
      select: { id: true },
    });
    if (surplus.length > 0) await tx.formCheck.deleteMany({ where: { id: { in: surplus.map((r) => r.id) } } });
  });
  // Refused posts can come in floods: expired rows go now and then, off the request's path.
  if (now.getTime() - lastSweep > FORM_CHECK_TTL_MS) {
    lastSweep = now.getTime();
    void deleteExpiredFormChecks(now).catch(() => undefined);
  }
  return id;
}

/** The check a cookie points at, while it is young enough to show. */
export async function readFormCheck(
  form: CheckedForm,
  id: string | undefined,
  now = new Date(),
): Promise<FormCheckView | null> {
  if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null;
  const row = await getDb().formCheck.findUnique({ where: { id } });
  if (!row || row.form !== form || row.expiresAt.getTime() <= now.getTime()) return null;
  return {
    values: parseObject(row.values) as Record<string, string>,
    fieldErrors: parseObject(row.errors) as Record<string, string[]>,
    message: row.message,
    status: row.status,
  };
}

/** Forgets a check once the form it belongs to went through. */
export async function deleteFormCheck(id: string): Promise<void> {
  await getDb().formCheck.deleteMany({ where: { id } });
}

export async function deleteExpiredFormChecks(now = new Date()): Promise<number> {
  const { count } = await getDb().formCheck.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

function parseObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
