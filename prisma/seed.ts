import type { PrismaClient } from "@/lib/generated/prisma/client";
import { SEED_BLOG_POSTS, type SeedBlogPost } from "@/content/seed/blog-posts";
import { SEED_NEWSLETTER_ISSUES, type SeedNewsletterIssue } from "@/content/seed/newsletter-issues";

export interface SeedReport {
  blogPosts: number;
  newsletterIssues: number;
}

/**
 * Fills only empty tables and never updates a row, so edits made by staff survive a re-run.
 * Each table is filled with one statement.
 */
export async function seed(db: PrismaClient): Promise<SeedReport> {
  return {
    blogPosts: await fillIfEmpty(db.blogPost, () => db.blogPost.createMany({ data: SEED_BLOG_POSTS.map(blogPostRow) })),
    newsletterIssues: await fillIfEmpty(db.newsletterIssue, () =>
      db.newsletterIssue.createMany({ data: SEED_NEWSLETTER_ISSUES.map(issueRow) }),
    ),
  };
}

/** Inserts only into an empty table; returns how many rows went in. */
async function fillIfEmpty(table: { count(): Promise<number> }, insert: () => Promise<{ count: number }>) {
  return (await table.count()) === 0 ? (await insert()).count : 0;
}

/** A seed post as published on its date, last saved then too. */
function blogPostRow(post: SeedBlogPost) {
  const at = new Date(post.publishedAt);
  return { ...post, tags: post.tags.join(", "), publishedAt: at, updatedAt: at, isPublished: true };
}

/** A seed issue as published (sent) on its date, last saved then too. */
function issueRow(issue: SeedNewsletterIssue) {
  const at = new Date(issue.sentAt);
  return { ...issue, sentAt: at, updatedAt: at, isPublished: true };
}

// `prisma db seed` runs this file directly.
if (process.argv[1] && /prisma[\\/]seed\.ts$/.test(process.argv[1])) {
  void (async () => {
    const { getDb } = await import("@/lib/core/db");
    const report = await seed(getDb());
    console.log(`Seeded ${report.blogPosts} blog posts and ${report.newsletterIssues} newsletter issues.`);
    // Closes the pool's connections, which would otherwise keep the process alive a while.
    await getDb().$disconnect();
  })();
}
