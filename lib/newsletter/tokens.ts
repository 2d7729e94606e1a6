import { createHmac, timingSafeEqual } from "node:crypto";
import { RETENTION } from "@/content/retention";

/**
 * Signed newsletter links, HMAC-SHA256 keyed with NEWSLETTER_TOKEN_SECRET. Each kind of token signs
 * its own versioned text, so a token of one kind never passes as another.
 *
 * Unsubscribe tokens: "{subscriberId}.{signature}" over the id and the subscriber's address. A token
 * cannot be made for another subscriber without the secret, and stops working if the address on
 * file changes.
 *
 * Confirmation tokens (double opt-in): "{requestId}.{signature}" over the request's id, the address
 * and the moment of the request; valid for seven days from that moment. Whoever can read the
 * mailbox can confirm; nobody else can, and an old link cannot be replayed after it lapses.
 */
const UNSUBSCRIBE = "unsubscribe:v1";
const CONFIRM = "confirm:v1";
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/** How long a confirmation link works after the request: as long as an unconfirmed sign-up is kept. */
export const CONFIRM_TOKEN_TTL_MS = RETENTION.pendingSignupDays * 24 * 60 * 60 * 1000;

function hmac(secret: string, parts: readonly (string | number)[]): string {
  return createHmac("sha256", secret).update(parts.join(":")).digest("base64url");
}

const normalized = (email: string) => email.trim().toLowerCase();

/** Constant-time comparison of a given signature with the expected one. */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The record id a well-formed token names (not yet proof of anything), or null. */
function tokenId(token: string): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}

export function createUnsubscribeToken(subscriber: { id: number; email: string }, secret: string): string {
  return `${subscriber.id}.${hmac(secret, [UNSUBSCRIBE, subscriber.id, normalized(subscriber.email)])}`;
}

/** The subscriber id a well-formed unsubscribe token names (not yet proof of anything), or null. */
export function tokenSubscriberId(token: string): number | null {
  return tokenId(token);
}

/** Whether the token was made with this secret for this subscriber (constant-time comparison). */
export function verifyUnsubscribeToken(
  token: string,
  subscriber: { id: number; email: string },
  secret: string,
): boolean {
  const match = TOKEN.exec(token);
  if (!match || Number(match[1]) !== subscriber.id) return false;
  return sameSignature(hmac(secret, [UNSUBSCRIBE, subscriber.id, normalized(subscriber.email)]), match[2]!);
}

export interface ConfirmRequestRef {
  id: number;
  email: string;
  requestedAt: Date;
}

export function createConfirmToken(request: ConfirmRequestRef, secret: string): string {
  return `${request.id}.${hmac(secret, [CONFIRM, request.id, normalized(request.email), request.requestedAt.getTime()])}`;
}

/** The request id a well-formed confirmation token names (not yet proof of anything), or null. */
export function confirmTokenRequestId(token: string): number | null {
  return tokenId(token);
}

export type ConfirmTokenCheck = "valid" | "expired" | "invalid";

/**
 * Whether the token was made with this secret for this request (its id, address and moment), and
 * whether it is still within its seven days. A forged or altered token is "invalid" whatever its
 * age; only a genuine one can be "expired".
 */
export function verifyConfirmToken(
  token: string,
  request: ConfirmRequestRef,
  secret: string,
  now: Date = new Date(),
): ConfirmTokenCheck {
  const match = TOKEN.exec(token);
  if (!match || Number(match[1]) !== request.id) return "invalid";
  const expected = hmac(secret, [CONFIRM, request.id, normalized(request.email), request.requestedAt.getTime()]);
  if (!sameSignature(expected, match[2]!)) return "invalid";
  return now.getTime() < request.requestedAt.getTime() + CONFIRM_TOKEN_TTL_MS ? "valid" : "expired";
}
