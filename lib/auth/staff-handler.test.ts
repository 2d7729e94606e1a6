/** @jest-environment node */
import { noticeReplies } from "@/lib/auth/staff-handler";

const NOTICES = { done: "It is done.", "already-done": "It was done already." } as const;

describe("noticeReplies", () => {
  it("answers with the notice's sentence and sends a plain form back to the page it came from", () => {
    const reply = noticeReplies(NOTICES, "/admin/urgent?filter=open", "/admin/urgent/7");
    expect(reply(409, "already-done")).toEqual({
      status: 409,
      message: "It was done already.",
      redirectTo: "/admin/urgent?filter=open&notice=already-done",
    });
  });

  it.each([undefined, "https://elsewhere.example/admin", "//elsewhere.example", 42])(
    "sends it to the action's own page when `from` names none of the site's pages (%p)",
    (from) => {
      expect(noticeReplies(NOTICES, from, "/admin/urgent/7")(200, "done")).toEqual({
        status: 200,
        message: "It is done.",
        redirectTo: "/admin/urgent/7?notice=done",
      });
    },
  );
});
