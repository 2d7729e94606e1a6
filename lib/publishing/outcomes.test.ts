/** @jest-environment node */
import { BLOG_POST_MESSAGES } from "@/lib/blog/post-schema";
import { ISSUE_MESSAGES } from "@/lib/newsletter/issue-schema";
import { issueSaveOutcome, postSaveOutcome, sendOutcome } from "./outcomes";

jest.mock("@/lib/core/db", () => ({}));

const place = (isPublished: boolean) => ({ slug: "a", category: "hardware", isPublished });

describe("postSaveOutcome", () => {
  it("answers a taken slug with 409 and the message on the slug field", () => {
    expect(postSaveOutcome({ kind: "slug-taken" }, true)).toEqual({
      status: 409,
      message: "Please correct the highlighted fields.",
      extra: { fieldErrors: { slug: [BLOG_POST_MESSAGES.slugTaken] } },
    });
  });

  it("says what happened on the website", () => {
    const saved = (before: boolean | null, after: boolean) => ({
      kind: "saved" as const,
      id: 3,
      slug: "a",
      isPublished: after,
      before: before === null ? null : place(before),
      after: place(after),
    });
    expect(postSaveOutcome(saved(null, false), true)).toMatchObject({
      status: 201,
      message: expect.stringMatching(/^Draft saved\. .*appears nowhere/),
      extra: { id: 3, status: "draft" },
    });
    expect(postSaveOutcome(saved(false, true), false)).toMatchObject({
      status: 200,
      message: "Published: the post is on the website now.",
      extra: { status: "published" },
    });
    expect(postSaveOutcome(saved(true, true), false).message).toBe("Changes saved: the public page shows them now.");
    expect(postSaveOutcome(saved(true, false), false).message).toBe(
      "Unpublished: the post is off the website and saved as a draft.",
    );
    expect(postSaveOutcome({ kind: "not-found" }, false).status).toBe(404);
  });
});

describe("issueSaveOutcome", () => {
  it("201 for a new issue, 404 for a vanished one", () => {
    expect(issueSaveOutcome({ kind: "saved", id: 9, wasPublished: false, isPublished: true }, true)).toEqual({
      status: 201,
      message: "Published: the issue is on the website now.",
      extra: { id: 9, status: "published" },
    });
    expect(issueSaveOutcome({ kind: "not-found" }, false).status).toBe(404);
  });
});

describe("sendOutcome", () => {
  it("refuses a draft with 409 and says why", () => {
    expect(sendOutcome({ kind: "not-published" })).toEqual({ status: 409, message: ISSUE_MESSAGES.notPublished });
    expect(sendOutcome({ kind: "not-found" }).status).toBe(404);
  });

  it("counts queued, already sent and remaining, in words and in numbers", () => {
    const first = sendOutcome({ kind: "queued", queued: 50, alreadySent: 0, remaining: 12, deliveryIds: [] });
    expect(first).toEqual({
      status: 200,
      message: "Queued 50 messages. 12 subscribers still to queue: send again for the next batch.",
      extra: { queued: 50, alreadySent: 0, remaining: 12 },
    });
    const again = sendOutcome({ kind: "queued", queued: 0, alreadySent: 1, remaining: 0, deliveryIds: [] });
    expect(again.message).toBe("No new messages queued. 1 subscriber had this issue already and got no second copy.");
    expect(again.extra).toEqual({ queued: 0, alreadySent: 1, remaining: 0 });
  });
});
