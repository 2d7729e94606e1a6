import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { queryRows } from "./helpers/db";
import { SERVER_LOG_FILE } from "./helpers/env";

/**
 * Runs last (its own Playwright project, after every other spec): the shared server's whole
 * output during the run holds no e-mail address and no message text that anyone sent. Every
 * address and message the tests stored is read back from the database and looked for.
 */
test("the shared server's output during the whole run holds no visitor's e-mail address or message text", async () => {
  const log = readFileSync(SERVER_LOG_FILE, "utf8");
  // The log is real: the server wrote its start line and the route handlers their events.
  expect(log).toContain("Ready");
  expect(log).toContain("[email.sent]");
  expect(log).toContain("[newsletter.subscribed]");

  const addresses = new Set<string>();
  const texts = new Set<string>();
  for (const r of await queryRows<{ email: string; message: string; name: string; phone: string; practice: string }>(
    `SELECT "email", "message", "name", "phone", "practice" FROM "ContactMessage"`,
  )) {
    addresses.add(r.email);
    texts.add(r.message);
    texts.add(r.name);
    if (r.phone) texts.add(r.phone);
    if (r.practice) texts.add(r.practice);
  }
  for (const r of await queryRows<{ email: string }>(
    // A page's toAddress names its target ("oncall"), not a person: only e-mail rows hold addresses.
    `SELECT "email" FROM "ChecklistSubmission" UNION SELECT "email" FROM "NewsletterSubscriber" UNION SELECT "email" FROM "UrgentRequest" WHERE "email" <> '' UNION SELECT "toAddress" AS "email" FROM "Delivery" WHERE "channel" = 'email'`,
  )) {
    addresses.add(r.email);
  }
  // What urgent requests carried.
  for (const r of await queryRows<{ name: string; phone: string; practice: string; description: string }>(
    `SELECT "name", "phone", "practice", "description" FROM "UrgentRequest"`,
  )) {
    texts.add(r.name);
    texts.add(r.phone);
    texts.add(r.practice);
    texts.add(r.description);
  }
  // What subscribe forms carried (kept on the request until its owner confirms).
  for (const r of await queryRows<{ name: string; practiceName: string }>(
    `SELECT "name", "practiceName" FROM "NewsletterConfirmRequest"`,
  )) {
    texts.add(r.name);
    if (r.practiceName) texts.add(r.practiceName);
  }
  for (const r of await queryRows<{ subject: string; text: string }>(
    `SELECT "subject", "text" FROM "Delivery" WHERE "kind" <> 'newsletter-issue'`,
  )) {
    texts.add(r.subject);
  }
  expect(addresses.size, "the run stored submissions to look for").toBeGreaterThan(20);

  const lower = log.toLowerCase();
  const leakedAddresses = [...addresses].filter((a) => lower.includes(a.toLowerCase()));
  // Short values ("Dr. A", a phone) could occur in a log by chance; every test message is longer.
  const leakedTexts = [...texts].filter((t) => t.trim().length >= 12 && log.includes(t.trim()));
  expect(leakedAddresses).toEqual([]);
  expect(leakedTexts).toEqual([]);

  // No e-mail address at all, except the business's own (the sender a delivery's log line may name).
  const own = new Set(Object.values(BUSINESS.emails).map((e) => e.toLowerCase()));
  const anyAddress = [...lower.matchAll(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g)]
    .map((m) => m[0])
    .filter((a) => !own.has(a));
  expect([...new Set(anyAddress)]).toEqual([]);
});
