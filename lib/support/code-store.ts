import "server-only";
import { getDb } from "@/lib/core/db";
import { newSupportCode, normaliseSupportCode, supportCodeHash } from "@/lib/support/codes";

/**
 * The client practices' support codes in the database: made (the code shown once and never
 * stored), renamed, revoked, and looked up from what a client typed.
 */
export const PRACTICE_NAME_MAX = 150;

export interface SupportCodeRow {
  id: number;
  practice: string;
  hint: string;
  createdAt: Date;
  revokedAt: Date | null;
}

/** Makes a code for a practice; returns the row and the code, which nothing else will ever show. */
export async function createSupportCode(practice: string): Promise<{ row: SupportCodeRow; code: string }> {
  const name = practice.trim().slice(0, PRACTICE_NAME_MAX);
  if (name.length < 2) throw new Error("The practice's name must be at least 2 characters.");
  // A repeat of an existing code (one chance in 2^50 per code held) is simply drawn again.
  for (;;) {
    const code = newSupportCode();
    const normalised = normaliseSupportCode(code)!;
    const existing = await getDb().supportCode.findUnique({ where: { codeHash: supportCodeHash(normalised) } });
    if (existing) continue;
    const row = await getDb().supportCode.create({
      data: { practice: name, codeHash: supportCodeHash(normalised), hint: normalised.slice(-2) },
      select: { id: true, practice: true, hint: true, createdAt: true, revokedAt: true },
    });
    return { row, code };
  }
}

export async function listSupportCodes(): Promise<SupportCodeRow[]> {
  return getDb().supportCode.findMany({
    orderBy: [{ revokedAt: { sort: "asc", nulls: "first" } }, { practice: "asc" }],
    select: { id: true, practice: true, hint: true, createdAt: true, revokedAt: true },
  });
}

/** Renames a code's practice; false when there is no such code. */
export async function renameSupportCode(id: number, practice: string): Promise<boolean> {
  const { count } = await getDb().supportCode.updateMany({
    where: { id },
    data: { practice: practice.trim().slice(0, PRACTICE_NAME_MAX) },
  });
  return count === 1;
}

/** Revokes a code for good (a practice that leaves, a code given to the wrong person). */
export async function revokeSupportCode(id: number): Promise<boolean> {
  const { count } = await getDb().supportCode.updateMany({
    where: { id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count === 1;
}

export async function supportCodeExists(id: number): Promise<boolean> {
  return (await getDb().supportCode.findUnique({ where: { id }, select: { id: true } })) !== null;
}

/** What a typed code turned out to be. */
export type CodeMatch =
  { kind: "valid"; id: number; practice: string } | { kind: "revoked"; id: number } | { kind: "wrong" };

export async function matchSupportCode(typed: string): Promise<CodeMatch> {
  const normalised = normaliseSupportCode(typed);
  if (!normalised) return { kind: "wrong" };
  const row = await getDb().supportCode.findUnique({
    where: { codeHash: supportCodeHash(normalised) },
    select: { id: true, practice: true, revokedAt: true },
  });
  if (!row) return { kind: "wrong" };
  return row.revokedAt ? { kind: "revoked", id: row.id } : { kind: "valid", id: row.id, practice: row.practice };
}
