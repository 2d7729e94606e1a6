/** @jest-environment node */
import { purgeSharedCache } from "./shared-cache";

const URL = "http://127.0.0.1:8081/purge";

function fakeFetch(answer: () => Promise<Response>) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(answer);
}

describe("purgeSharedCache", () => {
  let logs: jest.SpyInstance[];
  beforeEach(() => {
    logs = [
      jest.spyOn(console, "log").mockImplementation(() => {}),
      jest.spyOn(console, "error").mockImplementation(() => {}),
    ];
  });
  afterEach(() => logs.forEach((l) => l.mockRestore()));

  it("does nothing when no shared cache is configured", async () => {
    const fetchImpl = fakeFetch(async () => new Response("x"));
    await expect(purgeSharedCache("publication", { url: undefined, fetchImpl })).resolves.toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("posts to the cache's door and logs the reason", async () => {
    const fetchImpl = fakeFetch(async () => new Response("cache generation 3"));
    await expect(purgeSharedCache("server-start", { url: URL, fetchImpl })).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(URL, expect.objectContaining({ method: "POST" }));
    expect(logs[0]).toHaveBeenCalledWith('[cache.purged] reason="server-start"');
  });

  it("reports a refusal or an unreachable cache as a logged failure, never a throw", async () => {
    const refused = fakeFetch(async () => new Response("forbidden", { status: 403 }));
    await expect(purgeSharedCache("publication", { url: URL, fetchImpl: refused })).resolves.toBe(false);
    const down = fakeFetch(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(purgeSharedCache("publication", { url: URL, fetchImpl: down })).resolves.toBe(false);
    expect(logs[1]).toHaveBeenCalledTimes(2);
    expect(String(logs[1]!.mock.calls[0]![0])).toContain("[cache.purge-failed]");
    expect(String(logs[1]!.mock.calls[0]![0])).toContain("errorCode=403");
  });
});
