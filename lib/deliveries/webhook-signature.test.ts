/** @jest-environment node */
import {
  SIGNATURE_TOLERANCE_SECONDS,
  signWebhookBody,
  signatureHeaderValue,
  verifyWebhookSignature,
} from "@/lib/deliveries/webhook-signature";

const SECRET = "whsec_test_0123456789abcdef0123456789abcdef";
const BODY = '{"id":"contact-1"}';
const T = 1_700_000_000;
const AT_T = T * 1000;
/** Computed apart from this code: printf '%s' '1700000000.{"id":"contact-1"}' | openssl dgst -sha256 -hmac "$SECRET" */
const KNOWN = "c599e772495c8ce2421e52fff62b364477d2ad12b7a0c80c9de3ff68cc9e6138";

describe("signing a lead for the CRM", () => {
  it("matches a vector computed with openssl", () => {
    expect(signWebhookBody(SECRET, T, BODY)).toBe(KNOWN);
    expect(signatureHeaderValue(SECRET, BODY, T)).toBe(`t=${T},v1=${KNOWN}`);
  });

  it("signs the time too: the same body at another moment has another signature", () => {
    expect(signWebhookBody(SECRET, T + 1, BODY)).not.toBe(KNOWN);
  });
});

describe("verifying as a receiver does", () => {
  const header = signatureHeaderValue(SECRET, BODY, T);

  it("accepts the genuine body and header within the tolerance", () => {
    expect(verifyWebhookSignature(header, BODY, SECRET, { now: AT_T })).toBe(true);
    expect(verifyWebhookSignature(header, BODY, SECRET, { now: AT_T + 299_000 })).toBe(true);
    expect(verifyWebhookSignature(header, BODY, SECRET, { now: AT_T - 299_000 })).toBe(true);
    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(300);
  });

  it("refuses a signature older or newer than five minutes", () => {
    expect(verifyWebhookSignature(header, BODY, SECRET, { now: AT_T + 301_000 })).toBe(false);
    expect(verifyWebhookSignature(header, BODY, SECRET, { now: AT_T - 301_000 })).toBe(false);
  });

  it("detects a changed body, time, signature or secret", () => {
    expect(verifyWebhookSignature(header, '{"id":"contact-2"}', SECRET, { now: AT_T })).toBe(false);
    expect(verifyWebhookSignature(header, `${BODY} `, SECRET, { now: AT_T })).toBe(false);
    expect(verifyWebhookSignature(header.replace(`t=${T}`, `t=${T + 1}`), BODY, SECRET, { now: AT_T })).toBe(false);
    const flipped = header.slice(0, -1) + (header.endsWith("0") ? "1" : "0");
    expect(verifyWebhookSignature(flipped, BODY, SECRET, { now: AT_T })).toBe(false);
    expect(verifyWebhookSignature(header, BODY, `${SECRET}x`, { now: AT_T })).toBe(false);
  });

  it("refuses a missing or malformed header without throwing", () => {
    for (const bad of [undefined, null, "", "v1=" + KNOWN, `t=${T}`, `t=abc,v1=${KNOWN}`, `t=${T},v1=zz`, "garbage"])
      expect(verifyWebhookSignature(bad, BODY, SECRET, { now: AT_T })).toBe(false);
    expect(verifyWebhookSignature(header, BODY, "", { now: AT_T })).toBe(false);
  });

  it("accepts any one of several v1 values, as while a secret is being changed", () => {
    const other = signWebhookBody("another-secret-0123456789abcdef0123", T, BODY);
    expect(verifyWebhookSignature(`t=${T},v1=${other},v1=${KNOWN}`, BODY, SECRET, { now: AT_T })).toBe(true);
  });
});
