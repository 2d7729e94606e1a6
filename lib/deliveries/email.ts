import "server-only";
import { Resend } from "resend";
import { BUSINESS } from "@/content/business";
import { getEnv } from "@/lib/core/env";
import type { EmailAttachment } from "@/lib/deliveries/store";

/**
 * The e-mail channel of the deliveries: sends one claimed row through Resend, within the provider's
 * timeout (EMAIL_TIMEOUT_MS), under the row's own idempotency key. Claims, outcomes and retries are
 * shared by every channel (lib/deliveries/send.ts). Without RESEND_API_KEY (development, tests)
 * nothing is sent and the row is reported 'logged'.
 */

/** What a channel's send reports: sent (with the provider's id), or only logged (no provider set up). */
export type SendOutcome = { status: "sent"; providerId: string } | { status: "logged" };

/** What the e-mail channel reads of a claimed row. */
export interface EmailRow {
  toAddress: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** JSON of the extra headers, as stored. */
  headers: string;
  /** JSON of the files sent with it ([{ filename, contentType, content }], content in base64), or null. */
  attachments: string | null;
  /** The row's random provider key. */
  uid: string;
}

export function senderAddress(): string {
  return `${BUSINESS.name} <${BUSINESS.emails.noreply}>`;
}

let client: Resend | undefined;
function resend(): Resend {
  const env = getEnv();
  // The SDK reads its base address when constructed, so it is passed explicitly.
  client ??= new Resend(env.RESEND_API_KEY, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined);
  return client;
}

/** Test hook: forget the SDK client (after changing RESEND_* in the environment). */
export function resetEmailClient(): void {
  client = undefined;
}

class SendTimeout extends Error {
  constructor(ms: number) {
    super(`The e-mail provider did not answer within ${ms} ms`);
    this.name = "SendTimeout";
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function sendEmail(row: EmailRow): Promise<SendOutcome> {
  const env = getEnv();
  // Without a key (development, tests) the message is kept in the table, not sent.
  if (!env.RESEND_API_KEY) return { status: "logged" };
  const result = await withTimeout(
    resend().emails.send(
      {
        from: senderAddress(),
        to: [row.toAddress],
        subject: row.subject,
        text: row.text,
        html: row.html,
        replyTo: row.replyTo ?? undefined,
        headers: JSON.parse(row.headers) as Record<string, string>,
        // Base64 text, as stored: the provider decodes it, so every attempt sends the same bytes.
        attachments: row.attachments
          ? (JSON.parse(row.attachments) as EmailAttachment[]).map(({ filename, content, contentType }) => ({
              filename,
              content,
              contentType,
            }))
          : undefined,
      },
      // The same key on every attempt, so a retry after a lost answer cannot send twice. The
      // prefix keeps its first name ("outbox-"): a row stored and tried under it must be retried
      // under the very same key, or the provider would take the retry for a new message.
      { idempotencyKey: `outbox-${row.uid}` },
    ),
    env.EMAIL_TIMEOUT_MS,
  );
  if (result.error || !result.data?.id) throw result.error ?? new Error("The e-mail provider answered without an id");
  return { status: "sent", providerId: result.data.id };
}
