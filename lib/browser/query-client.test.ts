/** @jest-environment node */
import { apiRequest, createQueryClient, getQueryFn, throwIfResNotOk } from "@/lib/browser/query-client";

const json = (status: number, body: unknown, statusText = "") =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { "Content-Type": "application/json" },
  });

describe("query client defaults", () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it("GETs the path in the query key with credentials and reads JSON", async () => {
    const fetchMock = jest.fn().mockResolvedValue(json(200, [{ id: 1 }]));
    global.fetch = fetchMock;
    const fn = getQueryFn<{ id: number }[]>({ on401: "throw" });
    const data = await fn({ queryKey: ["/api/blog"] } as never);
    expect(data).toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith("/api/blog", { credentials: "include" });
  });

  it("joins a multi-part key into the path", async () => {
    const fetchMock = jest.fn().mockResolvedValue(json(200, { slug: "x" }));
    global.fetch = fetchMock;
    await getQueryFn({ on401: "throw" })({ queryKey: ["/api/blog", "x"] } as never);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/blog/x");
  });

  it("throws '<status>: <body>' on a non-OK answer, or the status text when the body is empty", async () => {
    await expect(throwIfResNotOk(new Response("Not here", { status: 404 }))).rejects.toThrow("404: Not here");
    await expect(
      throwIfResNotOk(new Response(null, { status: 503, statusText: "Service Unavailable" })),
    ).rejects.toThrow("503: Service Unavailable");
  });

  it("throws on 401 by default and yields null when asked", async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/x"] } as never)).rejects.toThrow(
      "401: Unauthorized",
    );
    global.fetch = jest.fn().mockResolvedValue(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/x"] } as never)).resolves.toBeNull();
  });

  it("sends JSON with apiRequest and throws on failure", async () => {
    const fetchMock = jest.fn().mockResolvedValue(json(200, { success: true }));
    global.fetch = fetchMock;
    await apiRequest("POST", "/api/contact", { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ a: 1 }),
      credentials: "include",
    });
    global.fetch = jest.fn().mockResolvedValue(json(400, { success: false }));
    await expect(apiRequest("POST", "/api/contact", {})).rejects.toThrow(/^400: /);
  });

  it("never refetches on focus, never polls, stays fresh forever and never retries", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
