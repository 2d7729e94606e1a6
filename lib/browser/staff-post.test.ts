import { postToStaffRoute, toastReply } from "@/lib/browser/staff-post";
import { getToasts, resetToasts } from "@/lib/browser/toast-store";
import { signInPath } from "@/lib/core/paths";

describe("postToStaffRoute", () => {
  const realFetch = global.fetch;
  let push: jest.Mock;
  beforeEach(() => {
    push = jest.fn();
    window.history.replaceState(null, "", "/admin/urgent?page=2");
  });
  afterEach(() => {
    global.fetch = realFetch;
    resetToasts();
  });

  function answering(status: number, body: unknown) {
    const response = { status, ok: status >= 200 && status < 300, json: async () => body };
    global.fetch = jest.fn(async () => response) as unknown as typeof fetch;
  }

  it("posts the body as JSON and gives the route's answer with its status", async () => {
    answering(409, { success: false, message: "Someone else took it." });
    const reply = await postToStaffRoute("/api/admin/urgent/4", { action: "acknowledge" }, { push });
    expect(reply).toEqual({ answer: { success: false, message: "Someone else took it." }, status: 409, ok: false });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0]!;
    expect(url).toBe("/api/admin/urgent/4");
    expect(init).toMatchObject({ method: "POST", body: '{"action":"acknowledge"}' });
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(push).not.toHaveBeenCalled();
  });

  it("sends an ended session to sign in, returning to this page, and gives nothing to show", async () => {
    answering(401, { success: false, message: "Please sign in again." });
    expect(await postToStaffRoute("/api/admin/urgent/4", {}, { push })).toBeNull();
    expect(push).toHaveBeenCalledWith(signInPath("/admin/urgent?page=2"));
    expect(getToasts()).toHaveLength(0);
  });

  it("says in a toast when the site could not be reached", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await postToStaffRoute("/api/admin/urgent/4", {}, { push })).toBeNull();
    expect(getToasts()).toMatchObject([{ title: "Not done", variant: "destructive" }]);
  });

  it("tells the route's message in a toast, or the status when it sent none", () => {
    toastReply({ answer: { message: "Saved." }, status: 200, ok: true });
    expect(getToasts()).toMatchObject([{ title: "Done", description: "Saved.", variant: "default" }]);
    toastReply({ answer: {}, status: 502, ok: false });
    expect(getToasts()).toMatchObject([
      { title: "Not done", description: "The server answered 502.", variant: "destructive" },
    ]);
  });
});
