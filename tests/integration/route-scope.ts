// What `next start` sets up before it loads a route: the AsyncLocalStorage its request scopes use.
import "next/dist/server/node-environment-baseline";

/**
 * Calls a route handler as Next does, inside a request's scope (cookies() and after() need one),
 * and gives its answer with the cookies it set and the work it handed to `after()`, for the test to
 * run once the answer is in, as Next does.
 */
export type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface RouteCall {
  response: Response;
  setCookies: string[];
  after: (() => Promise<unknown>)[];
}

export async function callRoute(
  route: Route,
  request: Request,
  params: Record<string, string> = {},
): Promise<RouteCall> {
  const { workAsyncStorage } = await import("next/dist/server/app-render/work-async-storage.external");
  const { workUnitAsyncStorage } = await import("next/dist/server/app-render/work-unit-async-storage.external");
  const { createRequestStoreForAPI } = await import("next/dist/server/async-storage/request-store");
  const { NextRequest } = await import("next/server");
  const pathname = new URL(request.url).pathname;
  const setCookies: string[] = [];
  const after: (() => Promise<unknown>)[] = [];
  const requestStore = createRequestStoreForAPI(
    new NextRequest(request.url, { headers: request.headers }),
    { pathname },
    { tags: [], expirationsByCacheKind: new Map() },
    (set) => setCookies.splice(0, setCookies.length, ...set),
    undefined,
    undefined,
  );
  // Only what cookies() and after() read of the work store.
  const workStore = {
    route: pathname,
    forceStatic: false,
    dynamicShouldError: false,
    afterContext: { after: (task: () => Promise<unknown>) => after.push(task) },
  };
  const response = await workAsyncStorage.run(workStore as never, () =>
    workUnitAsyncStorage.run(requestStore, () => route(request, { params: Promise.resolve(params) })),
  );
  return { response, setCookies, after };
}
