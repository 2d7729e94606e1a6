/**
 * `npm run db:backup`: one backup of the site's database into BACKUP_DIR (default backups/, the
 * folder owner-only, each backup readable by its owner alone), then the oldest beyond BACKUP_KEEP
 * (default 14) deleted, once the new one is complete.
 *
 * - With DATABASE_URL (DIRECT_DATABASE_URL first, when a pooler sits in front): pg_dump in custom
 *   format, after checking that the installed pg_dump is not older than the server.
 * - On a local run (no DATABASE_URL; the embedded database of `npm run serve`): a copy of the
 *   embedded database's folder, taken only while no embedded server has it open, since a folder
 *   copied under a running server may be torn. pg_dump is never used there: Debian's pg_dump is
 *   older than the embedded server.
 *
 * Prints the backup's path; exits 1 with the reason on any failure, leaving the earlier backups
 * as they were. docs/production.md ("Backups and monitoring") has the nightly timer and the drill.
 */
import { cpSync, chmodSync, existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { config as loadDotenv } from "dotenv";

const root = path.resolve(__dirname, "..");
process.chdir(root);
loadDotenv({ path: path.join(root, ".env.local"), quiet: true });
loadDotenv({ path: path.join(root, ".env"), quiet: true });

/** Makes every file under `dir` owner-only (folders 700, files 600). */
function ownerOnly(target: string): void {
  const stats = statSync(target);
  chmodSync(target, stats.isDirectory() ? 0o700 : 0o600);
  if (stats.isDirectory()) for (const entry of readdirSync(target)) ownerOnly(path.join(target, entry));
}

/**
 * Takes one backup and rotates the folder; the backup's path. Also run by db:restore before it
 * replaces anything; a restore of the embedded database already holds its lock (`lockHeld`).
 */
export async function takeBackup(options: { lockHeld?: boolean } = {}): Promise<string> {
  const { BackupError, checkedClient, dumpDatabase, serverFacts } = await import("@/lib/backup/postgres");
  const { PARTIAL_PREFIX, backupName, ensureBackupDir, rotateBackups } = await import("@/lib/backup/files");
  const dir = path.resolve(root, process.env.BACKUP_DIR || "backups");
  const { RETENTION } = await import("@/content/retention");
  // The privacy policy promises how long a backup keeps what the purge deleted: one a night, this many.
  const keep = Number(process.env.BACKUP_KEEP || RETENTION.backupDays);
  if (!Number.isInteger(keep) || keep < 1) throw new BackupError(`BACKUP_KEEP must be a whole number of 1 or more.`);
  const url = process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL;
  ensureBackupDir(dir);
  const takenAt = new Date();

  let partial: string;
  let name: string;
  if (url) {
    const facts = await serverFacts(url);
    const pgDump = await checkedClient("pg_dump", facts.major);
    name = backupName(takenAt, facts.migration, "dump");
    partial = path.join(dir, `${PARTIAL_PREFIX}${name}`);
    try {
      await dumpDatabase(pgDump, url, partial);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
  } else {
    const { PGLITE_FOLDER, embeddedServerPid, isLocalRun, settleInterruptedRestore, withLock } =
      await import("./local-db.mjs");
    if (!isLocalRun(["db:backup"]))
      throw new BackupError("DATABASE_URL is not set: name the database to back up (or run it in a local checkout).");
    const staging = path.join(dir, `${PARTIAL_PREFIX}${takenAt.getTime()}.pglite`);
    // The lock keeps a server from starting on the folder while it is copied.
    const underLock = <T>(work: () => Promise<T>): Promise<T> => (options.lockHeld ? work() : withLock(work));
    const migration = await underLock(async () => {
      const running = embeddedServerPid();
      if (running)
        throw new BackupError(
          `The embedded database is running (process ${running}): a copy of its folder taken now could be torn. Stop the site first (Ctrl+C where npm run serve runs), then back up.`,
        );
      settleInterruptedRestore();
      if (!existsSync(path.join(PGLITE_FOLDER, "PG_VERSION")))
        throw new BackupError(`There is no embedded database to back up in ${path.relative(root, PGLITE_FOLDER)}.`);
      try {
        cpSync(PGLITE_FOLDER, staging, { recursive: true });
        return await embeddedMigration(staging);
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        throw error;
      }
    });
    name = backupName(takenAt, migration, "pglite");
    partial = staging;
  }
  ownerOnly(partial);
  const final = path.join(dir, name);
  renameSync(partial, final);
  const removed = rotateBackups(dir, keep);
  if (removed.length) console.log(`db:backup: removed ${removed.length} older backup(s), keeping ${keep}`);
  return final;
}

/** The last migration applied in a copied embedded database, read by opening the copy itself. */
async function embeddedMigration(folder: string): Promise<string> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(folder);
  try {
    const present = await db.query<{ present: boolean }>(
      "SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS present",
    );
    if (!present.rows[0]?.present) return "none";
    const last = await db.query<{ name: string | null }>(
      `SELECT max("migration_name") AS name FROM "_prisma_migrations"
       WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
    );
    return last.rows[0]?.name ?? "none";
  } finally {
    await db.close();
  }
}

if (require.main === module)
  takeBackup()
    .then((file) => {
      const relative = path.relative(root, file);
      console.log(`db:backup: ${relative.startsWith("..") ? file : relative}`);
    })
    .catch((error: unknown) => {
      console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
