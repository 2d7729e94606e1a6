import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import type { ResendStandIn } from "../support/resend-stand-in";
import { startMailTestWorld, stopMailTestWorld, type TempDatabase } from "./helpers";

/**
 * Blog and newsletter publishing against a real PostgreSQL database: slugs, first-publication
 * dates, and sending an issue in batches, once per subscriber whatever happens.
 */
let database: TempDatabase;
let standIn: ResendStandIn;

before(async () => {
  ({ database, standIn } = await startMailTestWorld({
    EMAIL_TIMEOUT_MS: "1000",
    NEWSLETTER_TOKEN_SECRET: "publishing-test-secret-0123456789abcdefgh",
    SITE_URL: "https://www.example.ca",
  }));
  const { resetEnvCache } = await import("@/lib/core/env");
  const { resetEmailClient } = await import("@/lib/deliveries/email");
  resetEnvCache();
  resetEmailClient();
});

beforeEach(() => standIn.setMode("ok"));

after(() => stopMailTestWorld({ database, standIn }));

const post = (slug: string, status: "draft" | "published") => ({
  title: `Post ${slug}`,
  slug,
  excerpt: "An excerpt long enough.",
  category: "hardware" as const,
  tags: "a, b",
  author: "Toronto Dental IT",
  content: "## Heading\n\nBody.",
  status,
});

test("a post: saved as a draft without a publication date, stamped when first published, kept through unpublishing", async () => {
  const { savePost, getPostForEdit } = await import("@/lib/blog/staff-posts");
  const created = await savePost(null, post("first-post", "draft"), new Date("2026-01-01T10:00:00Z"));
  assert.equal(created.kind, "saved");
  if (created.kind !== "saved") return;
  assert.equal((await getPostForEdit(created.id))?.publishedAt, null);

  const published = await savePost(created.id, post("first-post", "published"), new Date("2026-01-02T10:00:00Z"));
  assert.deepEqual(published.kind === "saved" && published.before, {
    slug: "first-post",
    category: "hardware",
    isPublished: false,
  });
  assert.equal((await getPostForEdit(created.id))?.publishedAt?.toISOString(), "2026-01-02T10:00:00.000Z");

  await savePost(created.id, post("first-post", "draft"), new Date("2026-01-03T10:00:00Z"));
  const again = await savePost(created.id, post("first-post-renamed", "published"), new Date("2026-01-04T10:00:00Z"));
  const row = await getPostForEdit(created.id);
  assert.equal(row?.publishedAt?.toISOString(), "2026-01-02T10:00:00.000Z", "the first publication date stays");
  assert.equal(row?.slug, "first-post-renamed");
  assert.deepEqual(again.kind === "saved" && again.before?.slug, "first-post");
});

test("a slug in use by another post is refused; a post keeps its own slug", async () => {
  const { savePost } = await import("@/lib/blog/staff-posts");
  const one = await savePost(null, post("taken-slug", "published"));
  assert.equal(one.kind, "saved");
  assert.equal((await savePost(null, post("taken-slug", "draft"))).kind, "slug-taken");
  const two = await savePost(null, post("other-slug", "draft"));
  assert.equal(two.kind === "saved" && (await savePost(two.id, post("taken-slug", "draft"))).kind, "slug-taken");
  assert.equal(one.kind === "saved" && (await savePost(one.id, post("taken-slug", "published"))).kind, "saved");
  assert.equal((await savePost(999_999, post("nobody", "draft"))).kind, "not-found");
});

async function addSubscribers(prefix: string, count: number, subscribed = true): Promise<number[]> {
  const { getDb } = await import("@/lib/core/db");
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await getDb().newsletterSubscriber.create({
      data: { email: `${prefix}-${i}@example.com`, name: `Reader ${i}`, subscribed },
      select: { id: true },
    });
    ids.push(row.id);
  }
  return ids;
}

async function newIssue(status: "draft" | "published"): Promise<number> {
  const { saveIssue } = await import("@/lib/newsletter/staff-issues");
  const result = await saveIssue(null, {
    title: "Patch Tuesday",
    month: "March",
    year: 2026,
    content: "## Alerts\n\n- Patch now",
    status,
  });
  assert.equal(result.kind, "saved");
  return result.kind === "saved" ? result.id : 0;
}

test("an issue: only a published one is sent; batches until none remain; a second send queues nobody", async () => {
  const { queueIssueBatch, deliverIssueMessages } = await import("@/lib/newsletter/send");
  const { saveIssue, getIssueForEdit } = await import("@/lib/newsletter/staff-issues");
  const { getDb } = await import("@/lib/core/db");
  const active = await addSubscribers("batch", 5);
  await addSubscribers("gone", 2, false);

  const id = await newIssue("draft");
  assert.equal((await getIssueForEdit(id))?.publishedAt, null);
  assert.deepEqual(await queueIssueBatch(id), { kind: "not-published" });
  assert.deepEqual(await queueIssueBatch(987_654), { kind: "not-found" });
  await saveIssue(id, {
    title: "Patch Tuesday",
    month: "March",
    year: 2026,
    content: "## Alerts\n\n- Patch now",
    status: "published",
  });
  assert.ok((await getIssueForEdit(id))?.publishedAt);

  const first = await queueIssueBatch(id, 3);
  assert.equal(first.kind, "queued");
  if (first.kind !== "queued") return;
  assert.deepEqual(
    { queued: first.queued, alreadySent: first.alreadySent, remaining: first.remaining },
    { queued: 3, alreadySent: 0, remaining: 2 },
  );
  const second = await queueIssueBatch(id, 3);
  assert.ok(second.kind === "queued");
  assert.deepEqual(
    { queued: second.queued, alreadySent: second.alreadySent, remaining: second.remaining },
    { queued: 2, alreadySent: 3, remaining: 0 },
  );
  const third = await queueIssueBatch(id, 3);
  assert.ok(third.kind === "queued");
  assert.deepEqual(
    { queued: third.queued, alreadySent: third.alreadySent, remaining: third.remaining },
    { queued: 0, alreadySent: 5, remaining: 0 },
  );

  const before = standIn.received.length;
  await deliverIssueMessages([...first.deliveryIds, ...second.deliveryIds], 0);
  const got = standIn.received.slice(before);
  assert.equal(got.length, 5);
  assert.deepEqual(got.map((m) => m.to[0]).sort(), active.map((_, i) => `batch-${i}@example.com`).sort());
  assert.ok(
    got.every(
      (m) =>
        m.subject === "Patch Tuesday" &&
        m.headers?.["List-Unsubscribe"]?.includes("/api/newsletter/unsubscribe?token="),
    ),
  );
  assert.equal(new Set(got.map((m) => m.headers?.["List-Unsubscribe"])).size, 5, "each subscriber has their own link");
  const deliveries = await getDb().newsletterDelivery.count({ where: { issueId: id } });
  assert.equal(deliveries, 5, "nobody unsubscribed was included");
});

test("two sends at the same moment give each subscriber exactly one message", async () => {
  const { queueIssueBatch } = await import("@/lib/newsletter/send");
  const { getDb } = await import("@/lib/core/db");
  const id = await newIssue("published");
  const results = await Promise.all([queueIssueBatch(id, 50), queueIssueBatch(id, 50), queueIssueBatch(id, 50)]);
  const active = await getDb().newsletterSubscriber.count({ where: { subscribed: true } });
  const queued = results.reduce((sum, r) => sum + (r.kind === "queued" ? r.queued : 0), 0);
  assert.equal(queued, active);
  const rows = await getDb().delivery.findMany({
    where: { kind: "newsletter-issue", relatedType: "NewsletterDelivery", relatedId: { not: null } },
    select: { relatedId: true, toAddress: true },
  });
  const deliveryIds = new Set(
    (await getDb().newsletterDelivery.findMany({ where: { issueId: id }, select: { id: true } })).map((d) => d.id),
  );
  const mine = rows.filter((r) => deliveryIds.has(r.relatedId!));
  assert.equal(mine.length, active);
  assert.equal(new Set(mine.map((r) => r.toAddress)).size, active);
});

test("the editor's numbers: who is still waiting for an issue, and what became of its messages", async () => {
  const { queueIssueBatch, deliverIssueMessages } = await import("@/lib/newsletter/send");
  const { audienceOf, deliveryOutcomes } = await import("@/lib/newsletter/staff-issues");
  const { getDb } = await import("@/lib/core/db");
  const id = await newIssue("published");
  const active = await getDb().newsletterSubscriber.count({ where: { subscribed: true } });
  assert.deepEqual(await audienceOf(id), { active, waiting: active });
  assert.deepEqual(await deliveryOutcomes(id), { sent: 0, waiting: 0, failed: 0, logged: 0 });

  const batch = await queueIssueBatch(id, 2);
  assert.ok(batch.kind === "queued");
  assert.deepEqual(await audienceOf(id), { active, waiting: active - 2 });
  assert.deepEqual(await deliveryOutcomes(id), { sent: 0, waiting: 2, failed: 0, logged: 0 });

  await deliverIssueMessages(batch.deliveryIds, 0);
  assert.deepEqual(await deliveryOutcomes(id), { sent: 2, waiting: 0, failed: 0, logged: 0 });
});
