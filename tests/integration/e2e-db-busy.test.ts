/**
 * The e2e tests' database helper (tests/e2e/helpers/db.ts) writes and reads the server's SQLite
 * file while the server writes it. @libsql/client on a local file does not wait for a lock, so
 * the helper must: these tests hold a lock from a second process, let the helper meet it, release
 * it, and expect the helper's statement to succeed on a connection that holds nothing afterwards.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { createClient } from "@libsql/client";
import { fileDb, isBusyError } from "../e2e/helpers/db";
import { holdLock } from "./helpers";

let dir: string;
before(() => {
  dir = mkdtempSync(path.join(tmpdir(), "tdi-e2e-db-busy-"));
});
after(() => rmSync(dir, { recursive: true, force: true }));

async function probeDatabase(name: string, journalMode: "WAL" | "DELETE"): Promise<string> {
  const url = `file:${path.join(dir, `${name}.db`)}`;
  const setup = createClient({ url });
  await setup.execute(`PRAGMA journal_mode = ${journalMode}`);
  await setup.execute("CREATE TABLE Probe (id INTEGER PRIMARY KEY, writer TEXT NOT NULL)");
  setup.close();
  return url;
}

test("a write that meets another process's write lock waits for it, then succeeds on a connection that holds nothing", async () => {
  const url = await probeDatabase("write", "WAL");
  const holder = await holdLock(url, "IMMEDIATE");
  try {
    // Without a retry a write fails at once: libSQL does not wait for the lock on a local file.
    const plain = createClient({ url });
    await assert.rejects(plain.execute("INSERT INTO Probe (writer) VALUES ('plain')"), (e) => isBusyError(e));
    plain.close();

    let busy = 0;
    const db = fileDb(url, {
      onBusy: () => {
        busy++;
        holder.release();
      },
    });
    await db.execute({ sql: "INSERT INTO Probe (writer) VALUES (?)", args: ["helper"] });
    assert.ok(busy >= 1, "the helper met the lock at least once");
    assert.equal(await holder.exited, 0);

    // A fresh snapshot: the holder's committed row is seen beside the helper's own.
    const rows = await db.execute("SELECT writer FROM Probe ORDER BY id");
    assert.deepEqual(
      rows.rows.map((r) => r.writer),
      ["lock-holder", "helper"],
    );
    // And the helper's connection holds no lock: another connection writes at once.
    const other = createClient({ url });
    await other.execute("INSERT INTO Probe (writer) VALUES ('after')");
    other.close();
    db.close();
  } finally {
    holder.release();
  }
});

test("a read that meets an exclusive lock waits for it too", async () => {
  // A rollback-journal file: an EXCLUSIVE transaction keeps readers out (WAL lets them in, except
  // during recovery or a checkpoint, which a test cannot time).
  const url = await probeDatabase("read", "DELETE");
  const holder = await holdLock(url, "EXCLUSIVE");
  try {
    let busy = 0;
    const db = fileDb(url, {
      onBusy: () => {
        busy++;
        holder.release();
      },
    });
    const rows = await db.execute("SELECT COUNT(*) AS n FROM Probe");
    assert.ok(busy >= 1, "the helper met the lock at least once");
    assert.equal(Number(rows.rows[0]?.n), 1);
    db.close();
    assert.equal(await holder.exited, 0);
  } finally {
    holder.release();
  }
});

test("a lock that outlasts the deadline fails with the BUSY error; other errors are not retried", async () => {
  const url = await probeDatabase("deadline", "WAL");
  const holder = await holdLock(url, "IMMEDIATE");
  try {
    let busy = 0;
    const db = fileDb(url, { deadlineMs: 300, onBusy: () => busy++ });
    await assert.rejects(db.execute("INSERT INTO Probe (writer) VALUES ('late')"), (e) => isBusyError(e));
    assert.ok(busy >= 2, `retried before giving up (${busy} tries met the lock)`);

    busy = 0;
    await assert.rejects(db.execute("INSERT INTO NoSuchTable (x) VALUES (1)"), /no such table/);
    assert.equal(busy, 0);
    db.close();
  } finally {
    holder.release();
  }
  assert.equal(await holder.exited, 0);
});
