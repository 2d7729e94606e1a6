/**
 * Synthetic published blog posts for the growth benchmark: realistic titles, excerpts, bodies in
 * the site's markup ("## " headings, "- " lists, **bold**), one of the seven categories, five tags,
 * unique slugs bench-post-001 … Deterministic: the same n gives the same posts.
 */
import { BLOG_CATEGORIES } from "@/content/blog-categories";
import type { PostRow } from "@/lib/blog/posts";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/** A post as the blog stores it, before the database gives it an id. */
export type SyntheticPost = Omit<PostRow, "id" | "updatedAt">;

const PLACES = [
  "Markham",
  "Scarborough",
  "North York",
  "Etobicoke",
  "Mississauga",
  "Brampton",
  "Vaughan",
  "Richmond Hill",
  "Oakville",
  "Downtown Toronto",
  "Pickering",
];
const SUBJECTS: Record<string, readonly string[]> = {
  "dental-software": [
    "Practice Management Software Upgrades",
    "Imaging Software Compatibility",
    "Charting Templates",
    "Patient Recall Automation",
    "Online Booking Integrations",
  ],
  cybersecurity: [
    "Ransomware Readiness",
    "Phishing Awareness Training",
    "Multi-Factor Authentication",
    "Password Managers for the Front Desk",
    "Securing Remote Access",
  ],
  "cloud-solutions": [
    "Cloud Backups",
    "Moving Practice Data to the Cloud",
    "Microsoft 365 for Dental Teams",
    "Cloud Phone Systems",
    "Hybrid Server Setups",
  ],
  hardware: [
    "Operatory Workstations",
    "Intraoral Sensor Drivers",
    "Network Switches and Wi-Fi",
    "Printers and Label Makers",
    "Uninterruptible Power Supplies",
  ],
  "managed-it": [
    "Choosing a Managed IT Provider",
    "IT Budgets per Workstation",
    "Help Desk Response Times",
    "Technology Roadmaps",
    "Vendor Management",
  ],
  "industry-news": [
    "PHIPA Updates",
    "Windows Lifecycle Dates",
    "Insurance Claim Portals",
    "Cyber Insurance Requirements",
    "ODA Technology Guidance",
  ],
  "tips-tricks": [
    "Keyboard Shortcuts for Charting",
    "Faster Morning Start-Up",
    "Tidy Network Closets",
    "Label Every Cable",
    "Five-Minute Security Checks",
  ],
};
const ANGLES = [
  "A Practical Guide for",
  "What It Means for",
  "Checklist for",
  "Common Mistakes in",
  "Lessons Learned in",
  "Planning Ahead in",
];
const TAG_POOL = [
  "dental IT",
  "cybersecurity",
  "backups",
  "PHIPA",
  "PIPEDA",
  "Windows 11",
  "cloud",
  "Microsoft 365",
  "hardware",
  "networking",
  "ransomware",
  "compliance",
  "imaging",
  "practice management",
  "help desk",
  "budgeting",
];

function paragraph(subject: string, place: string, i: number): string {
  return (
    `Dental offices in ${place} rely on their technology from the first patient of the morning to the last claim of the day. ` +
    `When ${subject.toLowerCase()} is handled as a project with an owner, a schedule and a test plan, the practice avoids the ` +
    `surprises that cost chair time. In our work with practices across the GTA we see the same pattern again and again (note ${i}): ` +
    `a small amount of planning, written down and reviewed once a year, prevents most of the emergencies we are called for.`
  );
}

export function syntheticPosts(count: number, now = new Date("2026-06-01T12:00:00Z")): SyntheticPost[] {
  const posts: SyntheticPost[] = [];
  for (let i = 0; i < count; i++) {
    const category = BLOG_CATEGORIES[i % BLOG_CATEGORIES.length]!;
    const subjects = SUBJECTS[category.slug] ?? SUBJECTS["managed-it"]!;
    const subject = subjects[Math.floor(i / BLOG_CATEGORIES.length) % subjects.length]!;
    const place = PLACES[i % PLACES.length]!;
    const angle = ANGLES[Math.floor(i / 5) % ANGLES.length]!;
    const n = String(i + 1).padStart(3, "0");
    const title = `${subject}: ${angle} ${place} Dental Practices (${n})`;
    const tags = [0, 3, 7, 11, 13].map((k) => TAG_POOL[(i + k) % TAG_POOL.length]!);
    const content = [
      paragraph(subject, place, i),
      `## Why ${subject.toLowerCase()} matters`,
      paragraph(subject, place, i + 1),
      `- Write down who owns ${subject.toLowerCase()} in the practice.\n- Review it with your IT provider every quarter.\n- Test the result, not only the plan.\n- Keep the notes where the whole team can find them.`,
      `## Steps for ${place} practices`,
      paragraph(subject, place, i + 2),
      `**In short:** plan ${subject.toLowerCase()} before it becomes urgent, and ask for help when the team is busy with patients.`,
    ].join("\n\n");
    posts.push({
      slug: `bench-post-${n}`,
      title,
      excerpt: `${angle} ${place} dental practices: how to approach ${subject.toLowerCase()} without disrupting the schedule, with a short checklist to follow.`,
      content,
      category: category.slug,
      tags: tags.join(", "),
      author: "Toronto Dental IT",
      // One every 2 days going back from `now`: a realistic spread over a few years.
      publishedAt: new Date(now.getTime() - i * 2 * 24 * 60 * 60 * 1000),
    });
  }
  return posts;
}

/** Inserts the posts, published, with one statement. */
export async function insertSyntheticPosts(db: PrismaClient, posts: readonly SyntheticPost[]): Promise<void> {
  await db.blogPost.createMany({
    data: posts.map((p) => ({ ...p, updatedAt: p.publishedAt, isPublished: true })),
  });
}
