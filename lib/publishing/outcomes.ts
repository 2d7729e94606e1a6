import type { RouteOutcome } from "@/lib/core/http/post-pipeline";
import { BLOG_POST_MESSAGES } from "@/lib/blog/post-schema";
import type { SavePostResult } from "@/lib/blog/staff-posts";
import type { SaveIssueResult } from "@/lib/newsletter/staff-issues";
import type { SendBatchResult } from "@/lib/newsletter/send";
import { ISSUE_MESSAGES } from "@/lib/newsletter/issue-schema";
import { formatTorontoDate } from "@/lib/core/format";

/** The answers of the publishing routes, kept apart from the handlers so they can be tested. */

function publicationMessage(
  kind: "post" | "issue",
  wasPublished: boolean,
  isPublished: boolean,
  created: boolean,
): string {
  const what = kind === "post" ? "post" : "issue";
  if (isPublished)
    return wasPublished
      ? "Changes saved: the public page shows them now."
      : `Published: the ${what} is on the website now.`;
  if (wasPublished) return `Unpublished: the ${what} is off the website and saved as a draft.`;
  return created ? `Draft saved. The ${what} appears nowhere on the website until you publish it.` : "Draft saved.";
}

export function postSaveOutcome(result: SavePostResult, created: boolean): RouteOutcome {
  switch (result.kind) {
    case "not-found":
      return { status: 404, message: "This post no longer exists. It may have been deleted." };
    case "slug-taken":
      return {
        status: 409,
        message: "Please correct the highlighted fields.",
        extra: { fieldErrors: { slug: [BLOG_POST_MESSAGES.slugTaken] } },
      };
    default:
      return {
        status: created ? 201 : 200,
        message: publicationMessage("post", result.before?.isPublished ?? false, result.isPublished, created),
        extra: { id: result.id, slug: result.slug, status: result.isPublished ? "published" : "draft" },
      };
  }
}

export function issueSaveOutcome(result: SaveIssueResult, created: boolean): RouteOutcome {
  if (result.kind === "not-found")
    return { status: 404, message: "This issue no longer exists. It may have been deleted." };
  return {
    status: created ? 201 : 200,
    message: publicationMessage("issue", result.wasPublished, result.isPublished, created),
    extra: { id: result.id, status: result.isPublished ? "published" : "draft" },
  };
}

const people = (n: number) => `${n} subscriber${n === 1 ? "" : "s"}`;

export function sendOutcome(result: SendBatchResult): RouteOutcome {
  switch (result.kind) {
    case "not-found":
      return { status: 404, message: "This issue no longer exists. It may have been deleted." };
    case "not-published":
      return { status: 409, message: ISSUE_MESSAGES.notPublished };
    case "restore-unconfirmed":
      return {
        status: 409,
        message: `The database was restored from a backup taken ${formatTorontoDate(result.backupTakenAt)}. Before any issue is sent, re-apply the unsubscribes received since then and confirm it on the Newsletter issues page.`,
      };
    default: {
      const parts = [
        result.queued === 0
          ? "No new messages queued."
          : `Queued ${result.queued} message${result.queued === 1 ? "" : "s"}.`,
        result.alreadySent === 0 ? "" : `${people(result.alreadySent)} had this issue already and got no second copy.`,
        result.remaining === 0 ? "" : `${people(result.remaining)} still to queue: send again for the next batch.`,
      ];
      return {
        status: 200,
        message: parts.filter(Boolean).join(" "),
        extra: { queued: result.queued, alreadySent: result.alreadySent, remaining: result.remaining },
      };
    }
  }
}
