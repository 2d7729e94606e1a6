import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature of a lead posted to the office's CRM (the `webhook` channel of the deliveries,
 * lib/deliveries/webhook.ts): `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`, the HMAC keyed
 * with LEADS_WEBHOOK_SECRET over "<t>.<raw body>". The time is part of what is signed, so a
 * captured request cannot be replayed after the receiver's tolerance has passed; it is the time of
 * each attempt, so a retry hours later is still accepted. Pure functions without settings: the
 * sender passes the secret, and a receiver can copy `verifyWebhookSignature` as it stands
 * (docs/configuration.md shows it).
 */
export const SIGNATURE_HEADER = "X-Signature";

/** How far a signature's time may be from the receiver's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The hex HMAC-SHA256 of "<timestamp>.<body>". */
export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The X-Signature value for one attempt at `timestamp` (unix seconds). */
export function signatureHeaderValue(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${signWebhookBody(secret, timestamp, body)}`;
}

/**
 * What a receiver runs on the raw body (the bytes as received, before any JSON parsing) and the
 * X-Signature header: true only when a `v1` signature matches and its time is within `tolerance`
 * seconds of `now`. The comparison takes the same time wherever the strings differ, so an attacker
 * cannot find a valid signature byte by byte from response times.
 */
export function verifyWebhookSignature(
  header: string | null | undefined,
  rawBody: string,
  secret: string,
  {
    now = Date.now(),
    toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
  }: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  if (!header || !secret) return false;
  const parts = header.split(",").map((part) => part.trim().split("="));
  const t = parts.find(([key]) => key === "t")?.[1];
  if (!t || !/^\d+$/.test(t)) return false;
  const timestamp = Number(t);
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhookBody(secret, timestamp, rawBody), "hex");
  // A header may carry several v1 values while a secret is being changed: any one may match.
  return parts
    .filter(([key, value]) => key === "v1" && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, "hex"), expected));
}
