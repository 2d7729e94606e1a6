/** @jest-environment node */
import { randomBytes, scryptSync } from "node:crypto";
import { ARGON2_COST, hashPassword, needsRehash, verifyPassword } from "./password";

/** A hash exactly as stored before Argon2id: scrypt N = 2^15, r = 8, p = 1, 64-byte key. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

describe("staff password hashes", () => {
  it("are Argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane), salted, with the parameters stored", async () => {
    expect(ARGON2_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const a = await hashPassword("correct horse battery staple");
    const b = await hashPassword("correct horse battery staple");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct");
    expect(needsRehash(a)).toBe(false);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const a = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", a)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
    // Composed and decomposed accents are one password.
    const accented = await hashPassword("caf\u00e9 au lait tous les jours");
    expect(await verifyPassword("cafe\u0301 au lait tous les jours", accented)).toBe(true);
  });

  it("still verifies a hash from before Argon2id (scrypt N = 2^15), and says it needs upgrading", async () => {
    const old = legacyScryptHash("an older staff password");
    expect(await verifyPassword("an older staff password", old)).toBe(true);
    expect(await verifyPassword("an older staff passwore", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("says an Argon2id hash with other parameters needs upgrading", async () => {
    const current = await hashPassword("a long enough password");
    const weaker = current.replace("m=19456,t=2,p=1", "m=8192,t=1,p=1");
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash("")).toBe(true);
  });

  it("refuses malformed, tampered or ruinously expensive stored values instead of throwing", async () => {
    const good = await hashPassword("a long enough password");
    const legacy = legacyScryptHash("a long enough password");
    for (const bad of [
      "",
      "plain-text-password",
      good.replace("argon2id", "argon2i"),
      good.slice(0, -4),
      good.slice(0, -1) + (good.endsWith("A") ? "B" : "A"),
      // Would make a single sign-in allocate 4 GiB, or run for minutes.
      good.replace("m=19456", "m=4194304"),
      good.replace("t=2", "t=99"),
      legacy.replace("scrypt", "bcrypt"),
      legacy.slice(0, -4),
      "scrypt$99999999$8$1$AAAA$BBBB",
      "scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA$" + "A".repeat(86),
    ]) {
      expect(await verifyPassword("a long enough password", bad)).toBe(false);
    }
  });
});
