import "server-only";
import { BLOG_POST_MAX_BYTES, blogPostSaveSchema } from "@/lib/blog/post-schema";
import { savePost } from "@/lib/blog/staff-posts";
import { blogPathsToRevalidate, issuePathsToRevalidate } from "@/lib/core/publication";
import { ISSUE_MAX_BYTES, issueSaveSchema } from "@/lib/newsletter/issue-schema";
import { saveIssue } from "@/lib/newsletter/staff-issues";
import { issueSaveOutcome, postSaveOutcome } from "@/lib/publishing/outcomes";
import type { PublicationKind } from "@/lib/publishing/save-routes";

/** Blog posts, as the staff publishing routes save them (app/api/admin/blog). */
export const BLOG_POSTS = {
  route: "blog",
  log: { prefix: "blog", idField: "postId" },
  schema: blogPostSaveSchema,
  maxBytes: BLOG_POST_MAX_BYTES,
  missing: "This post does not exist.",
  save: savePost,
  changedPaths: (saved) => blogPathsToRevalidate(saved.before, saved.after),
  outcome: postSaveOutcome,
} satisfies PublicationKind<typeof blogPostSaveSchema, Awaited<ReturnType<typeof savePost>>>;

/** Newsletter issues, as the staff publishing routes save them (app/api/admin/newsletter); sending is separate. */
export const NEWSLETTER_ISSUES = {
  route: "newsletter",
  log: { prefix: "issue", idField: "issueId" },
  schema: issueSaveSchema,
  maxBytes: ISSUE_MAX_BYTES,
  missing: "This issue does not exist.",
  save: saveIssue,
  changedPaths: (saved) => issuePathsToRevalidate(saved.id, saved.wasPublished, saved.isPublished),
  outcome: issueSaveOutcome,
} satisfies PublicationKind<typeof issueSaveSchema, Awaited<ReturnType<typeof saveIssue>>>;
