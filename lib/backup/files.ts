import { chmodSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * The backup folder and its files: one name per backup that says when it was taken (UTC, to the
 * millisecond, so names sort by time) and the last migration applied to what it holds, which is
 * what a restore checks against the build before it puts anything back.
 *
 *   tdi-20261128T031500.000Z-0004_lead_campaigns.dump     a PostgreSQL server's (pg_dump, custom format)
 *   tdi-20261128T031500.000Z-0004_lead_campaigns.pglite   the embedded database's folder, copied
 *
 * A backup being written has a name starting with ".partial-" and counts for nothing until it is
 * complete and renamed; only then are the oldest beyond the number kept deleted.
 */
export const BACKUP_PATTERN = /^tdi-(\d{8}T\d{6}\.\d{3}Z)-([A-Za-z0-9_]+)\.(dump|pglite)$/;
export const PARTIAL_PREFIX = ".partial-";

export interface BackupName {
  file: string;
  takenAt: Date;
  migration: string;
  kind: "dump" | "pglite";
}

export function backupName(takenAt: Date, migration: string, kind: "dump" | "pglite"): string {
  const time = takenAt.toISOString().replace(/[-:]/g, "");
  return `tdi-${time}-${migration}.${kind}`;
}

export function parseBackupName(file: string): BackupName | null {
  const match = BACKUP_PATTERN.exec(path.basename(file));
  if (!match) return null;
  const [, time, migration, kind] = match as unknown as [string, string, string, "dump" | "pglite"];
  const iso = `${time.slice(0, 4)}-${time.slice(4, 6)}-${time.slice(6, 11)}:${time.slice(11, 13)}:${time.slice(13)}`;
  return { file: path.basename(file), takenAt: new Date(iso), migration, kind };
}

/** The backup folder, made owner-only (backups hold every lead and account) if it is not. */
export function ensureBackupDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** The complete backups in `dir`, newest first. */
export function listBackups(dir: string): BackupName[] {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map(parseBackupName)
    .filter((b): b is BackupName => b !== null)
    .sort((a, b) => (a.file < b.file ? 1 : a.file > b.file ? -1 : 0));
}

/** Deletes the complete backups beyond the newest `keep`; returns the names deleted. */
export function rotateBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(Math.max(1, keep));
  for (const backup of old) rmSync(path.join(dir, backup.file), { recursive: true, force: true });
  return old.map((b) => b.file);
}
