/**
 * `npm run db:restore -- <backup> [--replace] [--yes]`: puts a backup taken by `npm run db:backup`
 * back (docs/production.md, "Backups and monitoring"; docs/decisions/0031-backups.md).
 *
 * - Into the DATABASE_URL database (DIRECT_DATABASE_URL first) only while its `public` schema holds
 *   no table, unless --replace: that first takes a backup of what it replaces and asks for the
 *   database's name to be typed (--yes answers for a script).
 * - A backup whose last migration this build does not know is refused: its data may need tables
 *   this code lacks. The migrations newer than the backup are applied after it.
 * - The backup's data, the removal of what it replaces (--replace) and the steps that keep the
 *   restored data from acting on its own (lib/backup/restore-steps.ts: deliveries paused, untaken
 *   urgent requests marked escalated, staff sessions ended, newsletter sends held, the booking's
 *   calendar feeds forgotten until they are read again) commit as ONE
 *   transaction: a failure or a crash leaves the old data as it was.
 *   pg_restore renders the archive (--no-owner --no-privileges --exit-on-error) and psql runs it
 *   between those steps with --single-transaction; pg_restore's own --single-transaction could not
 *   hold the steps before and after it.
 * - Then the retention purge runs, so nothing past its period comes back with the backup.
 * - A copy of the embedded database's folder (a `.pglite` backup of a local run) is put back in the
 *   folder's place, with the same steps run on the copy first, while no embedded server runs.
 * Stop the site and its timers first: a process writing meanwhile would write into what is replaced.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { takeBackup } from "./db-backup";

const root = path.resolve(__dirname, "..");

interface Options {
  file: string;
  replace: boolean;
  yes: boolean;
}

function parseArgs(argv: string[]): Options {
  const flags = new Set(argv.filter((a) => a.startsWith("--")));
  const files = argv.filter((a) => !a.startsWith("--"));
  const unknown = [...flags].filter((f) => f !== "--replace" && f !== "--yes");
  if (files.length !== 1 || unknown.length > 0)
    throw new Error("usage: npm run db:restore -- <backup file or folder> [--replace] [--yes]");
  return { file: path.resolve(process.cwd(), files[0]!), replace: flags.has("--replace"), yes: flags.has("--yes") };
}

/** Asks for the database's name to be typed before replacing it (--yes answers for a script). */
async function confirmReplace(name: string, yes: boolean): Promise<void> {
  if (yes) return;
  if (!process.stdin.isTTY)
    throw new Error(`--replace asks for the database's name to be typed; in a script, add --yes to confirm.`);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const typed = await rl.question(`This replaces everything in the database "${name}". Type its name to go on: `);
    if (typed.trim() !== name) throw new Error("The name did not match; nothing was changed.");
  } finally {
    rl.close();
  }
}

function runProgram(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args[0] ?? ""} exited with ${code}`)),
    );
  });
}

/**
 * The archive's data between `before` and `after`, in one psql transaction. pg_restore writes the
 * archive as SQL into psql's input; psql stops at the first error and rolls everything back.
 */
async function restoreInOneTransaction(
  tools: { pgRestore: string; psql: string },
  archive: string,
  url: string,
  before: string,
  after: string,
): Promise<void> {
  const { splitCredentials } = await import("@/lib/backup/postgres");
  const { url: bare, env } = splitCredentials(url);
  const psql = spawn(
    tools.psql,
    ["--no-psqlrc", "--quiet", "--single-transaction", "-v", "ON_ERROR_STOP=1", `--dbname=${bare}`],
    { env: { ...process.env, ...env, PGOPTIONS: "-c client_min_messages=warning" }, stdio: ["pipe", "ignore", "pipe"] },
  );
  let psqlError = "";
  psql.stderr.on("data", (chunk: Buffer) => (psqlError += chunk.toString()));
  const psqlDone = new Promise<number>((resolve) => psql.on("exit", (code) => resolve(code ?? 1)));
  const pgRestore = spawn(tools.pgRestore, ["--no-owner", "--no-privileges", "--exit-on-error", "--file=-", archive], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let restoreError = "";
  pgRestore.stderr.on("data", (chunk: Buffer) => (restoreError += chunk.toString()));
  const restoreDone = new Promise<number>((resolve) => pgRestore.on("exit", (code) => resolve(code ?? 1)));

  // psql stops at the first failing statement and rolls back: what is still being written to it
  // then fails (EPIPE), and pg_restore, blocked on a full pipe, is stopped; psql's error says why.
  let psqlStoppedEarly = false;
  psql.stdin.on("error", () => undefined);
  void psqlDone.then(() => {
    if (pgRestore.exitCode !== null || pgRestore.signalCode !== null) return;
    psqlStoppedEarly = true;
    pgRestore.stdout.resume();
    pgRestore.kill();
  });

  psql.stdin.write(before);
  pgRestore.stdout.pipe(psql.stdin, { end: false });
  const rendered = await restoreDone;
  await new Promise((resolve) =>
    pgRestore.stdout.readableEnded ? resolve(null) : pgRestore.stdout.on("end", resolve),
  );
  // A failed rendering must not commit what came before it: the statement that ends psql's input
  // early makes the whole transaction roll back.
  psql.stdin.end(rendered === 0 ? after : "\nSELECT 1/0 AS restore_archive_unreadable;\n");
  const applied = await psqlDone;
  if (rendered !== 0 && !psqlStoppedEarly)
    throw new Error(`pg_restore could not read the backup: ${restoreError.trim()}`);
  if (applied !== 0) throw new Error(`The restore was rolled back, nothing changed: ${psqlError.trim()}`);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const { parseBackupName } = await import("@/lib/backup/files");
  const { knownMigrations } = await import("@/lib/health/database");
  const backup = parseBackupName(options.file);
  if (!backup || !existsSync(options.file))
    throw new Error(`${options.file} is not a backup made by npm run db:backup (tdi-<time>-<migration>.dump|.pglite).`);
  const known = knownMigrations();
  if (backup.migration !== "none" && !known.includes(backup.migration))
    throw new Error(
      `The backup's last migration (${backup.migration}) is not one this build knows (its newest is ${known.at(-1)}): restore it with the code it was taken with, or a newer one.`,
    );
  const { afterRestoreSql } = await import("@/lib/backup/restore-steps");
  const after = afterRestoreSql({ file: backup.file, takenAt: backup.takenAt });

  const url = process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL;
  if (backup.kind === "dump") {
    if (!url) throw new Error("DATABASE_URL is not set: name the database to restore into.");
    const { checkedClient, serverFacts } = await import("@/lib/backup/postgres");
    const facts = await serverFacts(url);
    const tools = { pgRestore: await checkedClient("pg_restore", facts.major), psql: await checkedClient("psql", 0) };
    let before = "";
    if (facts.publicTables > 0) {
      if (!options.replace)
        throw new Error(
          `The database holds ${facts.publicTables} tables: restore into an empty database, or add --replace to replace what it holds (a backup of it is taken first).`,
        );
      await confirmReplace(decodeURIComponent(new URL(url).pathname.slice(1)), options.yes);
      console.log(`db:restore: backed up what it replaces to ${await takeBackup()}`);
      before = "DROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\n";
    }
    await restoreInOneTransaction(tools, options.file, url, before, after);
    console.log(`db:restore: restored ${backup.file}`);
  } else {
    await restoreEmbeddedFolder(options, after);
  }
  await finishRestore(url);
}

/**
 * A `.pglite` backup: the steps run on a copy of it beside the folder, then the copy takes the
 * folder's place. All of it holds the embedded database's lock, so no server starts on the folder
 * meanwhile; a restore stopped between the two moves is settled at the next start
 * (settleInterruptedRestore in scripts/local-db.mjs), putting the old folder back.
 */
async function restoreEmbeddedFolder(options: Options, after: string): Promise<void> {
  // The migrations and the purge after it would otherwise run against the database named there.
  if (process.env.DATABASE_URL || process.env.DIRECT_DATABASE_URL)
    throw new Error("A .pglite backup is the embedded database's: unset DATABASE_URL and DIRECT_DATABASE_URL.");
  const { PGLITE_FOLDER, REPLACED_FOLDER, RESTORING_FOLDER, embeddedServerPid, settleInterruptedRestore, withLock } =
    await import("./local-db.mjs");
  await withLock(async () => {
    const running = embeddedServerPid();
    if (running)
      throw new Error(
        `The embedded database is running (process ${running}): stop the site first (Ctrl+C where npm run serve runs).`,
      );
    settleInterruptedRestore();
    const { PGlite } = await import("@electric-sql/pglite");
    if (existsSync(path.join(PGLITE_FOLDER, "PG_VERSION"))) {
      const current = new PGlite(PGLITE_FOLDER);
      const tables = await current.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'",
      );
      await current.close();
      if ((tables.rows[0]?.count ?? 0) > 0) {
        if (!options.replace)
          throw new Error(
            "The embedded database holds tables: add --replace to replace what it holds (a backup of it is taken first).",
          );
        await confirmReplace("postgres", options.yes);
        console.log(`db:restore: backed up what it replaces to ${await takeBackup({ lockHeld: true })}`);
      }
    }
    try {
      cpSync(options.file, RESTORING_FOLDER, { recursive: true });
      const copy = new PGlite(RESTORING_FOLDER);
      try {
        await copy.exec(`BEGIN;\n${after}\nCOMMIT;`);
      } finally {
        await copy.close();
      }
    } catch (error) {
      rmSync(RESTORING_FOLDER, { recursive: true, force: true });
      throw error;
    }
    if (existsSync(PGLITE_FOLDER)) renameSync(PGLITE_FOLDER, REPLACED_FOLDER);
    renameSync(RESTORING_FOLDER, PGLITE_FOLDER);
    rmSync(REPLACED_FOLDER, { recursive: true, force: true });
  });
  console.log(`db:restore: restored ${path.basename(options.file)} into ${path.relative(root, PGLITE_FOLDER)}`);
}

/** The migrations newer than the backup, then the retention purge, before the site serves again. */
async function finishRestore(url: string | undefined): Promise<void> {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const env = { ...process.env, ...(url ? { DATABASE_URL: url } : {}) };
  await runProgram(npm, ["run", "-s", "db:migrate"], env);
  await runProgram(npm, ["run", "-s", "retention:purge"], env);
  console.log(
    "db:restore: done. Deliveries that could still have gone out are paused: release or discard them at /admin/deliveries. " +
      "Newsletter issues cannot be sent until staff confirm at /admin/newsletter that unsubscribes received since the backup " +
      "were applied again. Every staff session ended: redo code revocations and password changes made after the backup.",
  );
}

main().catch((error: unknown) => {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
