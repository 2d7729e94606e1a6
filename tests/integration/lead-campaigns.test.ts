import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { ResendStandIn } from "../support/resend-stand-in";
import { startMailTestWorld, stopMailTestWorld, type TempDatabase } from "./helpers";

/**
 * A lead's first-touch campaign against a real database: what the forms send (JSON and plain form
 * posts) is stored on the lead, a value outside the rule is stored as null without refusing the
 * lead, a subscription carries its campaign from the sign-up to the confirmed opt-in, the
 * dashboard counts leads per source per Toronto week without urgent requests, and the CSV export
 * has the columns.
 */
let database: TempDatabase;
let standIn: ResendStandIn;

const SITE = "http://localhost:3000";
const CAMPAIGN = {
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "spring-2026",
  referrerDomain: "www.google.com",
};
const NONE = { utmSource: null, utmMedium: null, utmCampaign: null, referrerDomain: null };

before(async () => {
  ({ database, standIn } = await startMailTestWorld({
    EMAIL_TIMEOUT_MS: "2000",
    SITE_URL: SITE,
    RATE_LIMIT_SCALE: "100",
    TRUSTED_PROXY_COUNT: "1",
    SESSION_SECRET: "integration-session-secret-0123456789abcdef",
    NEWSLETTER_TOKEN_SECRET: "newsletter-token-test-secret-0123456789ab",
  }));
});

after(() => stopMailTestWorld({ database, standIn }));

let addresses = 0;
const headers = (contentType: string) => ({
  "content-type": contentType,
  "x-forwarded-for": `198.51.100.${++addresses}`,
  origin: SITE,
  "sec-fetch-site": "same-origin",
});

function jsonPost(path: string, body: unknown): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: headers("application/json"),
  });
}

function formPost(path: string, fields: Record<string, string>): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { ...headers("application/x-www-form-urlencoded"), "sec-fetch-dest": "document" },
  });
}

let counter = 0;
function message() {
  counter++;
  return {
    name: `Dr. Campaign ${counter}`,
    email: `campaign${counter}@example.com`,
    message: `Please call us about our server, ${counter}.`,
    sourcePath: "/contact",
  };
}

async function campaignOf(email: string) {
  const { getDb } = await import("@/lib/core/db");
  return getDb().contactMessage.findFirstOrThrow({
    where: { email },
    select: { utmSource: true, utmMedium: true, utmCampaign: true, referrerDomain: true },
  });
}

/**
 * POST /api/contact's real handler, its e-mails sent before the answer is returned: Next's after()
 * has no request to run in here.
 */
async function contactRoute(): Promise<(request: Request) => Promise<Response>> {
  const { contactHandler } = await import("@/lib/contact/handler");
  const held: (() => Promise<unknown>)[] = [];
  const handler = contactHandler((task) => held.push(task));
  return async (request) => {
    const response = await handler(request);
    await Promise.all(held.splice(0).map((task) => task()));
    return response;
  };
}

test("a scripted contact message stores the campaign it was sent with", async () => {
  const POST = await contactRoute();
  const lead = message();
  const response = await POST(jsonPost("/api/contact", { ...lead, ...CAMPAIGN }));
  assert.equal(response.status, 201, await response.clone().text());
  assert.deepEqual(await campaignOf(lead.email), CAMPAIGN);
});

test("a value outside the rule is stored as null, and the lead is still taken", async () => {
  const POST = await contactRoute();
  const lead = message();
  const response = await POST(
    jsonPost("/api/contact", {
      ...lead,
      utmSource: "x".repeat(101),
      utmMedium: "e mail",
      utmCampaign: "ok-campaign",
      referrerDomain: "https://evil.example/path?q=1",
    }),
  );
  assert.equal(response.status, 201);
  assert.deepEqual(await campaignOf(lead.email), { ...NONE, utmCampaign: "ok-campaign" });
});

test("a plain form post stores its hidden fields, and empty ones (no JavaScript) as nulls", async () => {
  const POST = await contactRoute();
  const withFields = message();
  const filled = await POST(formPost("/api/contact", { ...withFields, ...CAMPAIGN, website: "" }));
  assert.equal(filled.status, 303);
  assert.equal(filled.headers.get("location"), "/contact/thank-you");
  assert.deepEqual(await campaignOf(withFields.email), CAMPAIGN);

  const empty = message();
  const blank = await POST(
    formPost("/api/contact", {
      ...empty,
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
      referrerDomain: "",
      website: "",
    }),
  );
  assert.equal(blank.status, 303);
  assert.deepEqual(await campaignOf(empty.email), NONE);
});

test("a checklist result and an urgent request store their campaign", async () => {
  const { submitChecklist } = await import("@/lib/checklist/submit");
  const { checklistEmailSchema } = await import("@/lib/checklist/schema");
  const { submitUrgent } = await import("@/lib/support/submit");
  const { supportSchema } = await import("@/lib/support/schema");
  const { getDb } = await import("@/lib/core/db");
  const checklistId = await submitChecklist(
    checklistEmailSchema.parse({
      email: "checklist@example.com",
      score: 0,
      categoriesScores: [],
      results: {},
      utmSource: "linkedin",
      referrerDomain: "LinkedIn.com",
    }),
  );
  assert.deepEqual(
    await getDb().checklistSubmission.findUniqueOrThrow({
      where: { id: checklistId },
      select: { utmSource: true, utmMedium: true, utmCampaign: true, referrerDomain: true },
    }),
    { ...NONE, utmSource: "linkedin", referrerDomain: "linkedin.com" },
  );
  const urgent = await submitUrgent(
    supportSchema.parse({
      practice: "Bloor Dental",
      name: "Dana Client",
      phone: "416-555-0100",
      affected: "server",
      severity: "standard",
      description: "The printer in room two is offline.",
      sourcePath: "/support",
      ...CAMPAIGN,
    }),
    { address: "198.51.100.250" },
  );
  const { getUrgentRequestForStaff } = await import("@/lib/support/staff-requests");
  const view = await getUrgentRequestForStaff(urgent.id);
  assert.deepEqual(view?.campaign, CAMPAIGN);
});

test("a subscription carries the sign-up's campaign to the confirmed opt-in", async () => {
  const { subscribe, confirmWithToken } = await import("@/lib/newsletter/subscribers");
  const { getDb } = await import("@/lib/core/db");
  const email = "subscriber.campaign@example.com";
  await subscribe({ email, name: "Sam Reader", sourcePath: "/newsletter", ...CAMPAIGN, utmCampaign: "<bad>" });
  const request = await getDb().newsletterConfirmRequest.findFirstOrThrow({
    where: { subscriber: { email } },
    select: { utmSource: true, utmMedium: true, utmCampaign: true, referrerDomain: true },
  });
  assert.deepEqual(request, { ...CAMPAIGN, utmCampaign: null });
  const confirm = await getDb().delivery.findFirstOrThrow({ where: { toAddress: email, kind: "newsletter-confirm" } });
  const token = decodeURIComponent(/\/newsletter\/confirm\?token=(\S+)/.exec(confirm.text)![1]!);
  assert.equal(await confirmWithToken(token), "confirmed");
  const consent = await getDb().newsletterConsent.findFirstOrThrow({
    where: { subscriber: { email } },
    select: { utmSource: true, utmMedium: true, utmCampaign: true, referrerDomain: true },
  });
  assert.deepEqual(consent, { ...CAMPAIGN, utmCampaign: null });

  const { listSubscribers } = await import("@/lib/leads/leads");
  const { rows } = await listSubscribers({ q: email });
  assert.deepEqual(rows[0]?.campaign, { ...CAMPAIGN, utmCampaign: null });
});

test("the CSV export has the campaign columns, each value safe for a spreadsheet", async () => {
  const { exportRows } = await import("@/lib/leads/leads");
  const { toCsv } = await import("@/lib/leads/csv");
  for (const kind of ["contact", "checklist", "subscribers", "bookings"] as const) {
    const { header } = await exportRows(kind, undefined);
    assert.deepEqual(header.slice(-4), ["Campaign source", "Campaign medium", "Campaign name", "Referring site"]);
  }
  const first = message().email.replace("@", "+csv@");
  const { getDb } = await import("@/lib/core/db");
  // Written directly, as an older row or a hand edit could be: the export must not trust the rule.
  await getDb().contactMessage.create({
    data: { name: "CSV", email: first, message: "A row for the export.", utmSource: "-2+3", referrerDomain: "a.com" },
  });
  const { header, rows } = await exportRows("contact", first);
  assert.equal(rows.length, 1);
  const row = rows[0]!;
  assert.deepEqual(row.slice(-4), ["-2+3", "", "", "a.com"]);
  const csv = toCsv(header, rows);
  assert.match(csv, /,'-2\+3,,,a\.com\r\n$/);
});

test("each list's CSV: its columns in order, and every cell of a row under its heading", async () => {
  const { exportRows } = await import("@/lib/leads/leads");
  const { getDb } = await import("@/lib/core/db");
  const db = getDb();
  const at = new Date("2026-11-02T15:04:05.000Z");
  const done = new Date("2026-11-03T09:00:00.000Z");
  const tag = `csv-columns-${Date.now()}`;
  await db.contactMessage.create({
    data: {
      name: "Columns",
      email: `${tag}@example.com`,
      phone: "416-555-0100",
      practice: "Bay Dental",
      service: "cloud",
      message: "Which columns?",
      sourcePath: "/contact",
      createdAt: at,
      handledAt: done,
      ...CAMPAIGN,
    },
  });
  await db.checklistSubmission.create({
    data: { email: `${tag}@example.com`, score: 72, categoryScores: "[]", answers: "{}", createdAt: at },
  });
  await db.newsletterSubscriber.create({
    data: {
      email: `${tag}@example.com`,
      name: "Columns",
      practiceName: "Bay Dental",
      subscribedAt: at,
      consentAt: at,
      consentSource: "/newsletter",
      consentText: "Yes, send me the newsletter.",
    },
  });
  const campaignHeader = ["Campaign source", "Campaign medium", "Campaign name", "Referring site"];
  const contact = await exportRows("contact", tag);
  assert.deepEqual(contact.header, [
    ...["Id", "Received", "Name", "Email", "Phone", "Practice", "Service", "Message", "Sent from"],
    ...["Email outcome", "Handled", ...campaignHeader],
  ]);
  assert.deepEqual(contact.rows[0]!.slice(1), [
    ...[at.toISOString(), "Columns", `${tag}@example.com`, "416-555-0100", "Bay Dental", "cloud"],
    ...["Which columns?", "/contact", "none", done.toISOString(), "google", "cpc", "spring-2026", "www.google.com"],
  ]);
  const checklist = await exportRows("checklist", tag);
  assert.deepEqual(checklist.header, [
    ...["Id", "Received", "Email", "Score", "Category scores", "Answers", "Email outcome", "Handled"],
    ...campaignHeader,
  ]);
  assert.deepEqual(checklist.rows[0]!.slice(1), [
    at.toISOString(),
    `${tag}@example.com`,
    72,
    "[]",
    "{}",
    "none",
    "",
    "",
    "",
    "",
    "",
  ]);
  const subscribers = await exportRows("subscribers", tag);
  assert.deepEqual(subscribers.header, [
    ...["Id", "Subscribed at", "Name", "Email", "Practice", "Subscribed", "Unsubscribed at", "Consent at"],
    ...["Consent page", "Consent wording", "Welcome email", "Handled", ...campaignHeader],
  ]);
  assert.deepEqual(subscribers.rows[0]!.slice(1), [
    ...[at.toISOString(), "Columns", `${tag}@example.com`, "Bay Dental", "yes", "", at.toISOString()],
    ...["/newsletter", "Yes, send me the newsletter.", "none", "", "", "", "", ""],
  ]);
});

test("the dashboard counts leads per source per Toronto week, urgent requests left out", async () => {
  const { getDb } = await import("@/lib/core/db");
  const { getDashboard } = await import("@/lib/leads/dashboard-data");
  const db = getDb();
  // Counted from an empty slate of leads, so the numbers below are exactly what this test seeds.
  await db.$executeRaw`TRUNCATE "ContactMessage", "ChecklistSubmission", "NewsletterConsent", "UrgentRequest" CASCADE`;
  // Tuesday 2026-11-24, 08:00 in Toronto; this week's Monday 00:00 EST is 05:00 UTC.
  const NOW = new Date("2026-11-24T13:00:00.000Z");
  const THIS_MONDAY = new Date("2026-11-23T05:00:00.000Z");
  const LAST_SUNDAY = new Date(THIS_MONDAY.getTime() - 1000);
  const contact = (createdAt: Date, c: Partial<typeof CAMPAIGN>) =>
    db.contactMessage.create({ data: { name: "A", email: "a@example.com", message: "Hi there", createdAt, ...c } });
  await contact(THIS_MONDAY, { utmSource: "google", referrerDomain: "www.google.com" });
  await contact(LAST_SUNDAY, { utmSource: "google" });
  await contact(LAST_SUNDAY, { referrerDomain: "bing.com" });
  await contact(THIS_MONDAY, {});
  await db.checklistSubmission.create({
    data: {
      email: "c@example.com",
      score: 50,
      categoryScores: "[]",
      answers: "{}",
      createdAt: THIS_MONDAY,
      utmSource: "google",
    },
  });
  const subscriber = await db.newsletterSubscriber.create({
    data: { email: "dash@example.com", name: "D", subscribed: true },
  });
  await db.newsletterConsent.create({
    data: {
      subscriberId: subscriber.id,
      givenAt: THIS_MONDAY,
      sourcePath: "/blog",
      wording: "w",
      referrerDomain: "bing.com",
    },
  });
  // Urgent requests keep their source but are never counted as leads.
  await db.urgentRequest.create({
    data: {
      statusTokenHash: "dashboard-test-token",
      practice: "P",
      name: "N",
      phone: "1",
      affected: "server",
      severity: "critical",
      description: "d",
      codeCheck: "none",
      pageState: "none",
      createdAt: THIS_MONDAY,
      utmSource: "google",
    },
  });

  const d = await getDashboard(NOW);
  const weekOf = (monday: string) => d.weeks.findIndex((w) => w.monday === monday);
  const thisWeek = weekOf("2026-11-23");
  const lastWeek = weekOf("2026-11-16");
  const counts = (source: string) => {
    const row = d.campaignSources.find((r) => r.source === source);
    return row && { thisWeek: row.weekly[thisWeek], lastWeek: row.weekly[lastWeek], total: row.total };
  };
  assert.deepEqual(
    d.campaignSources.map((r) => r.source),
    ["google", "bing.com", "direct / unknown"],
  );
  assert.deepEqual(counts("google"), { thisWeek: 2, lastWeek: 1, total: 3 });
  assert.deepEqual(counts("bing.com"), { thisWeek: 1, lastWeek: 1, total: 2 });
  assert.deepEqual(counts("direct / unknown"), { thisWeek: 1, lastWeek: 0, total: 1 });
});
