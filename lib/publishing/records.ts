import "server-only";
import { getDb } from "@/lib/core/db";

/** Whether a blog post or a newsletter issue (published or draft) has this id. */
export async function recordExists(kind: "blog" | "newsletter", id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
  const row =
    kind === "blog"
      ? await getDb().blogPost.findUnique({ where: { id }, select: { id: true } })
      : await getDb().newsletterIssue.findUnique({ where: { id }, select: { id: true } });
  return row !== null;
}
