import { createHash, randomInt } from "node:crypto";

/**
 * Client support codes: 10 symbols of Crockford's base-32 alphabet (digits and capitals without
 * I, L, O and U), 50 random bits, printed as two groups of five ("7KQ2M-X9D4T"). What a client
 * types is read forgivingly: case, spaces and hyphens do not matter, and the look-alikes a person
 * may write for a symbol (O for 0, I and L for 1) are read as that symbol. Only a hash of a code
 * is stored (lib/support/code-store.ts).
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 10;

/** A new random code, grouped for reading aloud. */
export function newSupportCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The code as stored and compared: upper case, look-alikes mapped, separators dropped; null if it cannot be one. */
export function normaliseSupportCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (code.length !== CODE_LENGTH) return null;
  for (const symbol of code) if (!CODE_ALPHABET.includes(symbol)) return null;
  return code;
}

/** What the database keeps of a normalised code. */
export function supportCodeHash(normalised: string): string {
  return createHash("sha256").update(`support-code:${normalised}`).digest("hex");
}
