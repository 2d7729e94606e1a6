import assert from "node:assert/strict";
import { randomBytes, scryptSync } from "node:crypto";
import { after, before, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

/**
 * A staff password stored with old parameters (scrypt N = 2^15, as before Argon2id) is replaced
 * by an Argon2id hash at its next successful sign-in, against a real PostgreSQL database.
 */
let database: TempDatabase;

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

async function storedHash(id: number): Promise<string> {
  const { getDb } = await import("@/lib/core/db");
  return (await getDb().user.findUniqueOrThrow({ where: { id } })).password;
}

test("an old hash is upgraded to Argon2id on the next successful sign-in, and only then", async () => {
  const { getDb } = await import("@/lib/core/db");
  const { needsRehash, verifyPassword } = await import("@/lib/auth/password");
  const { verifyAndUpgradePassword } = await import("@/lib/auth/sign-in-password");
  const old = legacyScryptHash("front desk password 2019");
  const user = await getDb().user.create({ data: { username: "front-desk", password: old } });

  assert.equal(await verifyAndUpgradePassword(user, "front desk password 2020"), false);
  assert.equal(await storedHash(user.id), old, "a wrong password changes nothing");

  assert.equal(await verifyAndUpgradePassword(user, "front desk password 2019"), true);
  const upgraded = await storedHash(user.id);
  assert.match(upgraded, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  assert.equal(needsRehash(upgraded), false);
  assert.equal(await verifyPassword("front desk password 2019", upgraded), true);

  // The next sign-in reads the new hash and leaves it as it is.
  const again = await verifyAndUpgradePassword({ id: user.id, password: upgraded }, "front desk password 2019");
  assert.equal(again, true);
  assert.equal(await storedHash(user.id), upgraded);
});

test("an upgrade never overwrites a password set meanwhile with npm run user:create", async () => {
  const { getDb } = await import("@/lib/core/db");
  const { hashPassword } = await import("@/lib/auth/password");
  const { verifyAndUpgradePassword } = await import("@/lib/auth/sign-in-password");
  const old = legacyScryptHash("lab manager password 2018");
  const user = await getDb().user.create({ data: { username: "lab-manager", password: old } });
  // The sign-in read the old row; before its upgrade lands, a new password is set.
  const replacement = await hashPassword("lab manager password 2026");
  await getDb().user.update({ where: { id: user.id }, data: { password: replacement } });

  assert.equal(await verifyAndUpgradePassword(user, "lab manager password 2018"), true);
  assert.equal(await storedHash(user.id), replacement);
});

test("an unknown username is refused after a hash check of its own", async () => {
  const { verifyAndUpgradePassword } = await import("@/lib/auth/sign-in-password");
  assert.equal(await verifyAndUpgradePassword(null, "anything at all, really"), false);
});
