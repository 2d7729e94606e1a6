import type { APIRequestContext, APIResponse } from "@playwright/test";
import { eventually, receivedEmails } from "./db";

/**
 * Double opt-in from the outside: a subscribe request only sends a confirmation e-mail; the
 * subscription starts when its link's page is confirmed. These read that e-mail from the Resend
 * stand-in and confirm the way the page's button does (a form POST with the link's token).
 */
export const CONFIRM_SUBJECT = /^Please confirm your subscription to the /;

type Received = Awaited<ReturnType<typeof receivedEmails>>[number];

export async function confirmationEmailsTo(email: string): Promise<Received[]> {
  return (await receivedEmails()).filter((m) => m.to.includes(email) && CONFIRM_SUBJECT.test(m.subject));
}

/** The site path (with its token) of the confirm page an e-mail links to. */
export function confirmPathOf(text: string | undefined): string {
  const link = /https?:\/\/[^\s/]+(\/newsletter\/confirm\?token=[^\s]+)/.exec(text ?? "")?.[1];
  if (!link) throw new Error("no confirmation link in the e-mail");
  return link;
}

/** The confirm page of the newest confirmation e-mail to the address, once `count` have arrived. */
export async function latestConfirmPath(email: string, count = 1): Promise<string> {
  const mails = await eventually(
    () => confirmationEmailsTo(email),
    (m) => m.length >= count,
    15_000,
  );
  if (mails.length < count) throw new Error(`expected ${count} confirmation e-mail(s), got ${mails.length}`);
  return confirmPathOf(mails.at(-1)!.text);
}

/** What the confirm page's button sends, for the token of a confirm page path. */
export function confirmPost(
  request: APIRequestContext,
  confirmPath: string,
  forwardedFor: string,
): Promise<APIResponse> {
  const token = new URL(confirmPath, "http://localhost").searchParams.get("token") ?? "";
  return request.post(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`, {
    headers: { "X-Forwarded-For": forwardedFor },
    form: { confirm: "yes" },
  });
}

/** Subscribes an address and confirms it from its e-mail; the subscription is active afterwards. */
export async function subscribeConfirmed(
  request: APIRequestContext,
  data: { email: string; name: string; practiceName?: string },
  forwardedFor: () => string,
): Promise<void> {
  const before = (await confirmationEmailsTo(data.email)).length;
  const subscribed = await request.post("/api/newsletter/subscribe", {
    headers: { "X-Forwarded-For": forwardedFor() },
    data: { practiceName: "", ...data },
  });
  if (subscribed.status() !== 200) throw new Error(`subscribe answered ${subscribed.status()}`);
  const confirmed = await confirmPost(request, await latestConfirmPath(data.email, before + 1), forwardedFor());
  if (confirmed.status() !== 200) throw new Error(`confirm answered ${confirmed.status()}: ${await confirmed.text()}`);
}
