import type { PrismaClient } from "@/lib/generated/prisma/client";
import { SEED_BLOG_POSTS } from "@/content/seed/blog-posts";
import { SEED_NEWSLETTER_ISSUES } from "@/content/seed/newsletter-issues";

export interface SeedReport {
  blogPosts: number;
  newsletterIssues: number;
}

/**
 * Fills only empty tables and never updates a row, so edits made by staff survive a re-run.
 * Each table is filled with one statement.
 */
export async function seed(db: PrismaClient): Promise<SeedReport> {
  const report: SeedReport = { blogPosts: 0, newsletterIssues: 0 };

  if ((await db.blogPost.count()) === 0) {
    const result = await db.blogPost.createMany({
      data: SEED_BLOG_POSTS.map((p) => ({
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        content: p.content,
        category: p.category,
        tags: p.tags.join(", "),
        author: p.author,
        publishedAt: new Date(p.publishedAt),
        updatedAt: new Date(p.publishedAt),
        isPublished: true,
      })),
    });
    report.blogPosts = result.count;
  }

  if ((await db.newsletterIssue.count()) === 0) {
    const result = await db.newsletterIssue.createMany({
      data: SEED_NEWSLETTER_ISSUES.map((i) => ({
        title: i.title,
        content: i.content,
        month: i.month,
        monthNumber: i.monthNumber,
        year: i.year,
        sentAt: new Date(i.sentAt),
        updatedAt: new Date(i.sentAt),
        isPublished: true,
      })),
    });
    report.newsletterIssues = result.count;
  }

  return report;
}

// `prisma db seed` runs this file directly.
if (process.argv[1] && /prisma[\\/]seed\.ts$/.test(process.argv[1])) {
  void (async () => {
    const { getDb } = await import("@/lib/core/db");
    const report = await seed(getDb());
    console.log(`Seeded ${report.blogPosts} blog posts and ${report.newsletterIssues} newsletter issues.`);
  })();
}
