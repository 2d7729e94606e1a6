import "server-only";
import { getEnv } from "@/lib/core/env";
import type { SendOutcome } from "@/lib/deliveries/email";
import { FinalSendError } from "@/lib/deliveries/page";
import type { WebhookBody } from "@/lib/deliveries/store";
import { SIGNATURE_HEADER, signatureHeaderValue } from "@/lib/deliveries/webhook-signature";

/**
 * The webhook channel of the deliveries: posts one claimed row's lead, as stored, to
 * LEADS_WEBHOOK_URL (the office's CRM, or a small verifying step in front of it), signed with
 * LEADS_WEBHOOK_SECRET at the moment of each attempt. Claims, outcomes, the e-mail backoff and the
 * run are shared with the other channels (lib/deliveries/send.ts); what is particular here:
 * - A preview deployment only logs, whatever is configured: leads typed by a reviewer must not
 *   reach the office's real CRM.
 * - The lead's stable id travels as `Idempotency-Key` and `X-Delivery-Id` beside the body's `id`:
 *   an attempt whose answer was lost is sent again, and the receiver drops the second copy.
 * - 2xx is sent. 429, 5xx, a timeout and a network failure are retried. Any other answer is final
 *   (FinalSendError): the receiver refuses this post as it is, and the same bytes would be refused
 *   again; staff see the answer on /admin/deliveries and may retry once the receiver is fixed.
 */

/** What the webhook channel reads of a claimed row: the body exactly as it is posted. */
export interface WebhookRow {
  text: string;
}

export async function sendWebhook(row: WebhookRow): Promise<SendOutcome> {
  const env = getEnv();
  if (env.stage === "preview") return { status: "logged" };
  const url = env.LEADS_WEBHOOK_URL;
  const secret = env.LEADS_WEBHOOK_SECRET;
  if (!url) throw new FinalSendError("LEADS_WEBHOOK_URL is no longer set: the lead was not posted to the CRM.");
  if (!secret) throw new FinalSendError("LEADS_WEBHOOK_SECRET is not set: an unsigned lead is never posted.");
  const { id } = JSON.parse(row.text) as WebhookBody;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [SIGNATURE_HEADER]: signatureHeaderValue(secret, row.text, Math.floor(Date.now() / 1000)),
        "Idempotency-Key": id,
        "X-Delivery-Id": id,
      },
      body: row.text,
      // A redirect would turn the POST into a GET elsewhere; the receiver's own answer is wanted.
      redirect: "manual",
      signal: AbortSignal.timeout(env.EMAIL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`The CRM webhook did not answer: ${error instanceof Error ? error.name : "error"}`);
  }
  const body = await response.text().catch(() => "");
  if (response.status >= 200 && response.status < 300) return { status: "sent", providerId: id };
  const detail = `The CRM webhook answered ${response.status}: ${body.replace(/\s+/g, " ").slice(0, 200)}`;
  if (response.status === 429 || response.status >= 500) throw new Error(detail);
  throw new FinalSendError(detail);
}
