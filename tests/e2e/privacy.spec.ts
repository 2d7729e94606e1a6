import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { eventually, queryRows, receivedEmails } from "./helpers/db";
import { confirmPost, latestConfirmPath } from "./helpers/newsletter";

/**
 * The newsletter's answers tell nobody who is on the list: subscribing answers the same for a new,
 * a pending (asked, not yet confirmed), an active, an unsubscribed and a differently written
 * address, and unsubscribing answers the same the first time and every time after.
 */
let n = 0;
const forwardedFor = () => `198.18.${Math.floor(Math.random() * 200) + 20}.${(++n % 250) + 1}`;

async function shape(response: APIResponse) {
  const h = response.headers();
  return {
    status: response.status(),
    body: await response.json(),
    cacheControl: h["cache-control"],
    retryAfter: h["retry-after"],
  };
}

const subscribe = (request: APIRequestContext, email: string) =>
  request.post("/api/newsletter/subscribe", {
    headers: { "X-Forwarded-For": forwardedFor() },
    data: { email, name: "Sam Ortiz", practiceName: "" },
  });

/** Subscribed and confirmed from the e-mail: an active subscriber. */
async function subscribeConfirmed(request: APIRequestContext, email: string) {
  expect((await subscribe(request, email)).status()).toBe(200);
  expect((await confirmPost(request, await latestConfirmPath(email), forwardedFor())).status()).toBe(200);
}

const welcomeTo = async (email: string) =>
  (
    await eventually(
      async () => (await receivedEmails()).filter((m) => m.to.includes(email) && /Welcome/.test(m.subject)),
      (m) => m.length > 0,
    )
  )[0]!;

const unsubscribe = (request: APIRequestContext, url: string) =>
  request.post(url, { headers: { "X-Forwarded-For": forwardedFor() }, form: { "List-Unsubscribe": "One-Click" } });

test("subscribe answers alike for a new, a pending, an active, an unsubscribed and a re-cased address", async ({
  request,
}) => {
  const stamp = Date.now();
  const fresh = await shape(await subscribe(request, `e2e-privacy-new-${stamp}@example.com`));
  expect(fresh.status).toBe(200);

  const waiting = `e2e-privacy-pending-${stamp}@example.com`;
  await subscribe(request, waiting);
  const pending = await shape(await subscribe(request, waiting));

  // Three requests for one address stay within its per-recipient limit (3 an hour).
  const member = `e2e-privacy-member-${stamp}@example.com`;
  await subscribeConfirmed(request, member);
  const active = await shape(await subscribe(request, member));
  const recased = await shape(await subscribe(request, member.toUpperCase()));

  const leaver = `e2e-privacy-former-${stamp}@example.com`;
  await subscribeConfirmed(request, leaver);
  const welcome = await welcomeTo(leaver);
  const url = /^<(.+)>$/.exec(welcome.headers!["List-Unsubscribe"]!)![1]!.replace(/^http:\/\/localhost:\d+/, "");
  expect((await unsubscribe(request, url)).status()).toBe(200);
  const rows = await queryRows<{ subscribed: boolean }>(
    `SELECT "subscribed" FROM "NewsletterSubscriber" WHERE "email" = $1`,
    [leaver],
  );
  expect(rows).toEqual([{ subscribed: false }]);
  const former = await shape(await subscribe(request, leaver));

  expect(pending).toEqual(fresh);
  expect(active).toEqual(fresh);
  expect(recased).toEqual(fresh);
  expect(former).toEqual(fresh);
  expect(JSON.stringify(fresh.body)).not.toContain("@");
});

test("unsubscribe answers alike the first time and every time after, and never names the address", async ({
  request,
}) => {
  const email = `e2e-privacy-leaver-${Date.now()}@example.com`;
  await subscribeConfirmed(request, email);
  const welcome = await welcomeTo(email);
  const url = /^<(.+)>$/.exec(welcome.headers!["List-Unsubscribe"]!)![1]!.replace(/^http:\/\/localhost:\d+/, "");

  const first = await shape(await unsubscribe(request, url));
  const again = await shape(await unsubscribe(request, url));
  expect(first.status).toBe(200);
  expect(again).toEqual(first);
  expect(JSON.stringify(first.body)).not.toContain(email);
  expect(JSON.stringify(first.body)).not.toContain("@");
});
