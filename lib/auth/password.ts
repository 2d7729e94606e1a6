import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from "@node-rs/argon2";

/**
 * Staff passwords as Argon2id hashes in the standard PHC form
 * ("$argon2id$v=19$m=…,t=…,p=…$salt$hash"), which carries its own parameters: a stored hash keeps
 * verifying after the cost rises, and `needsRehash` tells which ones to replace at the next
 * sign-in. Hashes written before Argon2id ("scrypt$N$r$p$salt$hash", N = 2^15) still verify.
 * What a new password must be is in ./password-rules.
 */

/**
 * OWASP's Password Storage Cheat Sheet: Argon2id with at least 19 MiB of memory, 2 passes and
 * one lane. About 20 MiB a hash keeps the concurrency bound below cheap in memory.
 */
export const ARGON2_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes computed at once, at most. Each one holds its memory (19 MiB here, 32 MiB for an old
 * scrypt hash) and a thread of libuv's pool for its whole run, so a burst of sign-ins waits in
 * line instead of exhausting memory or starving the pool's other work (files, DNS).
 */
export const MAX_CONCURRENT_HASHES = 2;

// The package declares its algorithms as a const enum, which an isolated-modules build cannot read
// as a value: its member Argon2id is 2 (the hashes' "$argon2id$" prefix shows it).
const ARGON2ID = 2 as Algorithm.Argon2id;

let running = 0;
const waiting: Array<() => void> = [];

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running++;
  // A finishing hash hands its slot straight to the first in line, so `running` never dips and
  // a newcomer cannot overtake the queue.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

// The same text typed on two keyboards (composed or decomposed accents) must give the same hash.
const normalize = (password: string) => password.normalize("NFKC");

export function hashPassword(password: string): Promise<string> {
  return inHashSlot(() => argon2Hash(normalize(password), { algorithm: ARGON2ID, ...ARGON2_COST }));
}

/** Whether the password matches; false (never an exception) for a malformed or tampered value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const argon2 = parseArgon2(stored);
  if (argon2) {
    try {
      return await inHashSlot(() => argon2Verify(stored, normalize(password)));
    } catch {
      return false;
    }
  }
  const legacy = parseScrypt(stored);
  if (!legacy) return false;
  try {
    const key = await inHashSlot(() => scrypt(password, legacy.salt, legacy.cost));
    return timingSafeEqual(key, legacy.key);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other parameters (or another algorithm) than today's. */
export function needsRehash(stored: string): boolean {
  const argon2 = parseArgon2(stored);
  return (
    !argon2 ||
    argon2.memoryCost !== ARGON2_COST.memoryCost ||
    argon2.timeCost !== ARGON2_COST.timeCost ||
    argon2.parallelism !== ARGON2_COST.parallelism
  );
}

/** A hash of a password nobody has, verified when the username is unknown so both take as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString("base64url"));
  return decoy;
}

const ARGON2_PATTERN =
  /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{22,}$/;

/**
 * The parameters of a stored Argon2id hash, or undefined when it is not one or asks for more than
 * this server should spend (a tampered row must not make one sign-in allocate gigabytes).
 */
function parseArgon2(stored: string): { memoryCost: number; timeCost: number; parallelism: number } | undefined {
  const match = ARGON2_PATTERN.exec(stored);
  if (!match) return undefined;
  const [memoryCost, timeCost, parallelism] = match.slice(1, 4).map(Number) as [number, number, number];
  if (
    memoryCost > 256 * 1024 ||
    timeCost < 1 ||
    timeCost > 10 ||
    parallelism < 1 ||
    parallelism > 4 ||
    memoryCost < 8 * parallelism
  )
    return undefined;
  return { memoryCost, timeCost, parallelism };
}

// The format used before Argon2id, kept so those hashes verify until their next sign-in upgrades them.
const SCRYPT_KEY_LENGTH = 64;

function parseScrypt(stored: string): { cost: ScryptOptions; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > 2 ** 20 || r > 32 || p > 16) return undefined;
  const key = Buffer.from(parts[5]!, "base64url");
  if (key.length !== SCRYPT_KEY_LENGTH) return undefined;
  return { cost: { N, r, p }, salt: Buffer.from(parts[4]!, "base64url"), key };
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(
      normalize(password),
      salt,
      SCRYPT_KEY_LENGTH,
      { ...options, maxmem: 128 * options.N! * options.r! * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}
