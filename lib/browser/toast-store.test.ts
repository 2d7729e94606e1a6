import { getServerToasts, getToasts, resetToasts, toast } from "@/lib/browser/toast-store";

describe("the toast store's snapshots", () => {
  afterEach(() => resetToasts());

  // useSyncExternalStore renders the toaster a second time after hydration, on every page, when the
  // browser's snapshot is not the very object the server rendered with.
  it("with no toast, the browser's snapshot is the server's own object, before any toast and after a reset", () => {
    expect(getToasts()).toBe(getServerToasts());
    toast({ title: "Sent" });
    expect(getToasts()).not.toBe(getServerToasts());
    expect(getToasts()).toHaveLength(1);
    resetToasts();
    expect(getToasts()).toBe(getServerToasts());
  });
});
