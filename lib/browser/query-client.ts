import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/**
 * The browser's data layer with the site's defaults: a GET to the path in the query key with
 * credentials, errors as "<status>: <body or statusText>", a 401 that throws (or yields null when
 * asked), no refetch on focus, no polling, fresh forever, no retries for queries or mutations.
 */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => "")) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** A JSON request for mutations (POST to a route handler); throws on a non-OK answer. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfResNotOk(response);
  return response;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/") as string, { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
