import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Unsubscribe tokens: "{subscriberId}.{signature}", the signature an HMAC-SHA256 (keyed with
 * NEWSLETTER_TOKEN_SECRET) of the id and the subscriber's address. A token cannot be made for
 * another subscriber without the secret, and stops working if the address on file changes.
 */
const VERSION = "unsubscribe:v1";
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

function sign(id: number, email: string, secret: string): string {
  return createHmac("sha256", secret).update(`${VERSION}:${id}:${email.trim().toLowerCase()}`).digest("base64url");
}

export function createUnsubscribeToken(subscriber: { id: number; email: string }, secret: string): string {
  return `${subscriber.id}.${sign(subscriber.id, subscriber.email, secret)}`;
}

/** The subscriber id a well-formed token names (not yet proof of anything), or null. */
export function tokenSubscriberId(token: string): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/** Whether the token was made with this secret for this subscriber (constant-time comparison). */
export function verifyUnsubscribeToken(token: string, subscriber: { id: number; email: string }, secret: string): boolean {
  const match = TOKEN.exec(token);
  if (!match || Number(match[1]) !== subscriber.id) return false;
  const expected = Buffer.from(sign(subscriber.id, subscriber.email, secret));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
