/** @jest-environment node */
import { randomBytes, scryptSync } from "node:crypto";

/**
 * Counts the hash computations in flight (Argon2id hashes and checks, and scrypt for hashes from
 * before Argon2id) while letting each one really run, to see the bound a burst of sign-ins meets.
 */
const inFlight = { now: 0, peak: 0, total: 0 };
function track<T>(work: () => Promise<T>): Promise<T> {
  inFlight.now++;
  inFlight.total++;
  inFlight.peak = Math.max(inFlight.peak, inFlight.now);
  return work().finally(() => inFlight.now--);
}

jest.mock("@node-rs/argon2", () => {
  const actual = jest.requireActual<typeof import("@node-rs/argon2")>("@node-rs/argon2");
  return {
    ...actual,
    hash: (...args: Parameters<typeof actual.hash>) => track(() => actual.hash(...args)),
    verify: (...args: Parameters<typeof actual.verify>) => track(() => actual.verify(...args)),
  };
});

jest.mock("node:crypto", () => {
  const actual = jest.requireActual<typeof import("node:crypto")>("node:crypto");
  type Done = (error: Error | null, key: Buffer) => void;
  return {
    ...actual,
    scrypt: (
      password: string,
      salt: Buffer,
      length: number,
      options: import("node:crypto").ScryptOptions,
      done: Done,
    ) =>
      void track(
        () =>
          new Promise<void>((resolve) =>
            actual.scrypt(password, salt, length, options, (error, key) => {
              resolve();
              done(error, key);
            }),
          ),
      ),
  };
});

// Imported after the mocks so the module under test sees the counting versions.
import { MAX_CONCURRENT_HASHES, hashPassword, verifyPassword } from "./password";

function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

it("never computes more than two hashes at once, however many requests arrive together, and answers them all", async () => {
  expect(MAX_CONCURRENT_HASHES).toBe(2);
  const current = await hashPassword("a staff password of today");
  const legacy = legacyScryptHash("a staff password of old");
  Object.assign(inFlight, { now: 0, peak: 0, total: 0 });

  const results = await Promise.all([
    ...Array.from({ length: 6 }, (_, i) =>
      hashPassword(`burst password number ${i}`).then((h) => h.startsWith("$argon2id$")),
    ),
    verifyPassword("a staff password of today", current),
    verifyPassword("a wrong password of today", current).then((ok) => !ok),
    verifyPassword("a staff password of old", legacy),
    verifyPassword("a wrong password of old", legacy).then((ok) => !ok),
  ]);

  expect(results).toEqual(Array(10).fill(true));
  expect(inFlight.total).toBe(10);
  expect(inFlight.peak).toBe(2);
  expect(inFlight.now).toBe(0);
});
