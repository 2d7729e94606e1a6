import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { after, before, test } from "node:test";
// What `next start` sets up before it loads a route: the AsyncLocalStorage its request scopes use.
import "next/dist/server/node-environment-baseline";
import { ROOT, createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

/**
 * The staff side of urgent requests, through the route handlers as Next calls them, against a real
 * PostgreSQL database: "I've got it" pressed by two technicians at once records one of them,
 * closing, the plain-form answers (303 back to the page), support codes made, renamed and revoked,
 * a staff member's display name, and signing in that returns to the request.
 */
const SITE = "https://www.example.ca";
const PASSWORD = "urgent requests staff passphrase for the test 9K";

let database: TempDatabase;
const cookies: Record<"sam" | "alex", string> = { sam: "", alex: "" };
const ids: Record<"sam" | "alex", number> = { sam: 0, alex: 0 };

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Work the routes gave `after()`: run once the answer is in, as Next does. */
let scheduled: (() => Promise<unknown>)[] = [];

async function runScheduled(): Promise<void> {
  const tasks = scheduled;
  scheduled = [];
  for (const task of tasks) await task();
}

/**
 * Calls a route as Next does, inside a request's scope (cookies() and after() need one), and
 * gives its answer with the cookies it set.
 */
async function callRoute(
  route: Route,
  request: Request,
  params: Record<string, string> = {},
): Promise<{ response: Response; setCookies: string[] }> {
  const { workAsyncStorage } = await import("next/dist/server/app-render/work-async-storage.external");
  const { workUnitAsyncStorage } = await import("next/dist/server/app-render/work-unit-async-storage.external");
  const { createRequestStoreForAPI } = await import("next/dist/server/async-storage/request-store");
  const { NextRequest } = await import("next/server");
  const pathname = new URL(request.url).pathname;
  const setCookies: string[] = [];
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
    afterContext: { after: (task: () => Promise<unknown>) => scheduled.push(task) },
  };
  const response = await workAsyncStorage.run(workStore as never, () =>
    workUnitAsyncStorage.run(requestStore, () => route(request, { params: Promise.resolve(params) })),
  );
  return { response, setCookies };
}

function post(
  pathname: string,
  body: Record<string, string>,
  options: { cookie?: string; form?: boolean; document?: boolean; referer?: string } = {},
): Request {
  const headers: Record<string, string> = {
    Origin: SITE,
    "Content-Type": options.form ? "application/x-www-form-urlencoded" : "application/json",
    "X-Forwarded-For": "192.0.2.30",
  };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.document) headers["Sec-Fetch-Dest"] = "document";
  if (options.referer) headers.Referer = options.referer;
  return new Request(`${SITE}${pathname}`, {
    method: "POST",
    headers,
    body: options.form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
}

async function signInRoute(): Promise<Route> {
  return (await import("@/app/api/admin/sign-in/route")).POST as unknown as Route;
}

async function urgentRoute(): Promise<Route> {
  return (await import("@/app/api/admin/urgent/[id]/route")).POST as unknown as Route;
}

function createUser(username: string, displayName?: string): void {
  execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/user-create.ts"), username], {
    cwd: ROOT,
    env: {
      ...process.env,
      STAFF_PASSWORD: PASSWORD,
      ...(displayName === undefined ? {} : { STAFF_DISPLAY_NAME: displayName }),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  Object.assign(process.env, {
    SITE_URL: SITE,
    SESSION_SECRET: "support-staff-test-secret-0123456789abcdef",
    TRUSTED_PROXY_COUNT: "1",
  });
  // Made the way an operator makes them: one with a display name, one without.
  createUser("sam", "Sam");
  createUser("alex");
  const { getDb } = await import("@/lib/core/db");
  for (const name of ["sam", "alex"] as const) {
    const { response, setCookies } = await callRoute(
      await signInRoute(),
      post("/api/admin/sign-in", { username: name, password: PASSWORD }),
    );
    assert.equal(response.status, 200, await response.clone().text());
    cookies[name] = setCookies[0]!.split(";")[0]!;
    ids[name] = (await getDb().user.findUniqueOrThrow({ where: { username: name } })).id;
  }
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

let token = 0;
/** A stored request: paged a minute after it came in, unless `paged` is false. */
async function addRequest(options: { paged?: boolean; closed?: boolean; createdAt?: Date } = {}): Promise<number> {
  const { getDb } = await import("@/lib/core/db");
  const createdAt = options.createdAt ?? new Date(Date.now() - 10 * 60_000);
  const paged = options.paged ?? true;
  const row = await getDb().urgentRequest.create({
    data: {
      statusTokenHash: `test-token-${++token}`.padEnd(64, "0"),
      practice: "Bloor Street Dental",
      name: "Dr. Priya Shah",
      phone: "416-555-0134",
      affected: "server",
      severity: "critical",
      description: "The server is down and nobody can open patient charts.",
      codeCheck: paged ? "valid" : "none",
      pageState: paged ? "paged" : "none",
      pagedAt: paged ? new Date(createdAt.getTime() + 60_000) : null,
      closedAt: options.closed ? new Date() : null,
      createdAt,
    },
  });
  return row.id;
}

async function deliveryKinds(id: number): Promise<string[]> {
  const { getDb } = await import("@/lib/core/db");
  const rows = await getDb().delivery.findMany({
    where: { relatedType: "UrgentRequest", relatedId: id },
    orderBy: { id: "asc" },
    select: { kind: true },
  });
  return rows.map((r) => r.kind);
}

test("two technicians press “I've got it” at once: one is recorded, the other told; pressing again changes nothing", async () => {
  const { getDb } = await import("@/lib/core/db");
  const route = await urgentRoute();
  const id = await addRequest();
  const [sam, alex] = await Promise.all(
    (["sam", "alex"] as const).map((who) =>
      callRoute(route, post(`/api/admin/urgent/${id}`, { action: "acknowledge" }, { cookie: cookies[who] }), {
        id: String(id),
      }),
    ),
  );
  const statuses = [sam!.response.status, alex!.response.status];
  assert.deepEqual([...statuses].sort(), [200, 409]);
  const winner = sam!.response.status === 200 ? "sam" : "alex";
  const loser = (await (winner === "sam" ? alex : sam)!.response.json()) as { message: string };
  assert.match(loser.message, /already taken/);
  await runScheduled();
  const row = await getDb().urgentRequest.findUniqueOrThrow({ where: { id } });
  assert.equal(row.acknowledgedById, ids[winner]);
  assert.ok(row.acknowledgedAt);
  assert.equal(row.closedAt, null);
  // One acknowledge to the paging service, sent (only logged on a local run), and one e-mail to
  // the on-call inbox.
  assert.deepEqual(await deliveryKinds(id), ["urgent-oncall-acknowledged", "urgent-acknowledge"]);
  const again = await callRoute(
    route,
    post(`/api/admin/urgent/${id}`, { action: "acknowledge" }, { cookie: cookies.sam }),
    {
      id: String(id),
    },
  );
  assert.equal(again.response.status, 409);
  assert.equal((await getDb().urgentRequest.findUniqueOrThrow({ where: { id } })).acknowledgedById, ids[winner]);
  assert.deepEqual(await deliveryKinds(id), ["urgent-oncall-acknowledged", "urgent-acknowledge"]);
});

test("closing: the request is closed (and taken by whoever closed it), the page resolved; closing again or taking it after is refused", async () => {
  const { getDb } = await import("@/lib/core/db");
  const route = await urgentRoute();
  const id = await addRequest();
  const closed = await callRoute(
    route,
    post(`/api/admin/urgent/${id}`, { action: "close" }, { cookie: cookies.alex }),
    {
      id: String(id),
    },
  );
  assert.equal(closed.response.status, 200, await closed.response.clone().text());
  await runScheduled();
  const row = await getDb().urgentRequest.findUniqueOrThrow({ where: { id } });
  assert.ok(row.closedAt);
  assert.equal(row.acknowledgedById, ids.alex);
  assert.deepEqual(await deliveryKinds(id), ["urgent-oncall-closed", "urgent-resolve"]);
  for (const action of ["close", "acknowledge"]) {
    const refused = await callRoute(route, post(`/api/admin/urgent/${id}`, { action }, { cookie: cookies.sam }), {
      id: String(id),
    });
    assert.equal(refused.response.status, 409, action);
  }
  assert.equal((await getDb().urgentRequest.findUniqueOrThrow({ where: { id } })).acknowledgedById, ids.alex);
});

test("an unknown or malformed id answers 404, an unknown action 400, no session 401", async () => {
  const route = await urgentRoute();
  for (const id of ["999999", "abc", "0", "01"]) {
    const { response } = await callRoute(
      route,
      post(`/api/admin/urgent/${id}`, { action: "acknowledge" }, { cookie: cookies.sam }),
      { id },
    );
    assert.equal(response.status, 404, id);
  }
  const id = await addRequest();
  const unknown = await callRoute(
    route,
    post(`/api/admin/urgent/${id}`, { action: "delete" }, { cookie: cookies.sam }),
    {
      id: String(id),
    },
  );
  assert.equal(unknown.response.status, 400);
  const anonymous = await callRoute(route, post(`/api/admin/urgent/${id}`, { action: "close" }), { id: String(id) });
  assert.equal(anonymous.response.status, 401);
});

test("the buttons as plain forms: 303 back to the page they were on, with what happened; without a session, to sign-in and back", async () => {
  const { getDb } = await import("@/lib/core/db");
  const route = await urgentRoute();
  const id = await addRequest();
  const form = (body: Record<string, string>, cookie?: string, referer?: string) =>
    callRoute(route, post(`/api/admin/urgent/${id}`, body, { cookie, form: true, document: true, referer }), {
      id: String(id),
    });
  const taken = await form({ action: "acknowledge", from: "/admin/urgent?page=2" }, cookies.sam);
  assert.equal(taken.response.status, 303);
  assert.equal(taken.response.headers.get("location"), "/admin/urgent?page=2&notice=acknowledge");
  const again = await form({ action: "acknowledge", from: `/admin/urgent/${id}` }, cookies.alex);
  assert.equal(again.response.headers.get("location"), `/admin/urgent/${id}?notice=already-acknowledge`);
  // A `from` that is no staff page is not followed: the request's own page instead.
  const closed = await form({ action: "close", from: "https://evil.example/" }, cookies.sam);
  assert.equal(closed.response.headers.get("location"), `/admin/urgent/${id}?notice=close`);
  await runScheduled();
  assert.ok((await getDb().urgentRequest.findUniqueOrThrow({ where: { id } })).closedAt);
  const signedOut = await form({ action: "close" }, undefined, `${SITE}/admin/urgent/${id}`);
  assert.equal(signedOut.response.status, 303);
  assert.equal(signedOut.response.headers.get("location"), `/admin/sign-in?next=/admin/urgent/${id}`);
});

test("signing in returns to the request it was asked from, with and without JavaScript, and only to a staff page", async () => {
  const route = await signInRoute();
  const form = async (next: string, password = PASSWORD) =>
    (
      await callRoute(
        route,
        post("/api/admin/sign-in", { username: "sam", password, next }, { form: true, document: true }),
      )
    ).response.headers.get("location");
  assert.equal(await form("/admin/urgent/12"), "/admin/urgent/12");
  assert.equal(await form("//evil.example/admin/"), "/admin/leads");
  assert.equal(
    await form("/admin/urgent/12", "not the password at all"),
    "/admin/sign-in?error=failed&next=/admin/urgent/12",
  );
  const json = await callRoute(
    route,
    post("/api/admin/sign-in", { username: "sam", password: PASSWORD, next: "/admin/urgent/12" }),
  );
  assert.deepEqual(((await json.response.json()) as { next: string }).next, "/admin/urgent/12");
  const elsewhere = await callRoute(
    route,
    post("/api/admin/sign-in", { username: "sam", password: PASSWORD, next: "https://evil.example/" }),
  );
  assert.equal(((await elsewhere.response.json()) as { next: string }).next, "/admin/leads");
});

test("the list: open requests first, then closed ones, newest first in each", async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().urgentRequest.deleteMany({});
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const oldOpen = await addRequest({ createdAt: at(300) });
  const newClosed = await addRequest({ createdAt: at(5), closed: true });
  const newOpen = await addRequest({ createdAt: at(10), paged: false });
  const oldClosed = await addRequest({ createdAt: at(400), closed: true });
  const { listUrgentRequests } = await import("@/lib/support/staff-requests");
  const list = await listUrgentRequests(undefined);
  assert.deepEqual(
    list.rows.map((r) => r.id),
    [newOpen, oldOpen, newClosed, oldClosed],
  );
  assert.deepEqual([list.total, list.open, list.page], [4, 2, 1]);
});

test("support codes: made (shown once, only its hash kept), renamed, revoked once; a plain form makes none", async () => {
  const { getDb } = await import("@/lib/core/db");
  const { matchSupportCode } = await import("@/lib/support/code-store");
  const create = (await import("@/app/api/admin/support-codes/route")).POST as unknown as Route;
  const action = (await import("@/app/api/admin/support-codes/[id]/route")).POST as unknown as Route;
  const made = await callRoute(
    create,
    post("/api/admin/support-codes", { practice: "  Danforth Dental Care " }, { cookie: cookies.sam }),
  );
  assert.equal(made.response.status, 201);
  const { code, id } = (await made.response.json()) as { code: string; id: number };
  const row = await getDb().supportCode.findUniqueOrThrow({ where: { id } });
  assert.equal(row.practice, "Danforth Dental Care");
  assert.equal(
    row.hint,
    code
      .replace(/[^A-Z0-9]/gi, "")
      .toUpperCase()
      .slice(-2),
  );
  assert.ok(!JSON.stringify(row).includes(code), "the code itself is not stored");
  assert.deepEqual(await matchSupportCode(code), { kind: "valid", id, practice: "Danforth Dental Care" });

  const call = (body: Record<string, string>, target = String(id)) =>
    callRoute(action, post(`/api/admin/support-codes/${target}`, body, { cookie: cookies.alex }), { id: target });
  assert.equal((await call({ action: "rename", practice: "Danforth Dental" })).response.status, 200);
  assert.equal((await getDb().supportCode.findUniqueOrThrow({ where: { id } })).practice, "Danforth Dental");
  // The codes page's forms carry no `from`: posted without a script, they come back to the codes page.
  const plainRename = await callRoute(
    action,
    post(
      `/api/admin/support-codes/${id}`,
      { action: "rename", practice: "Danforth Dental" },
      { cookie: cookies.alex, form: true, document: true },
    ),
    { id: String(id) },
  );
  assert.equal(plainRename.response.status, 303);
  assert.equal(plainRename.response.headers.get("location"), "/admin/urgent/codes?notice=renamed");
  assert.equal((await call({ action: "rename", practice: "x" })).response.status, 400);
  assert.equal((await call({ action: "rename", practice: "Nobody" }, "999999")).response.status, 404);
  assert.equal((await call({ action: "revoke" })).response.status, 200);
  assert.equal((await call({ action: "revoke" })).response.status, 409);
  assert.equal((await call({ action: "revoke" }, "999999")).response.status, 404);
  assert.deepEqual(await matchSupportCode(code), { kind: "revoked", id });

  const before = await getDb().supportCode.count();
  const plain = await callRoute(
    create,
    post(
      "/api/admin/support-codes",
      { practice: "Queen West Dental" },
      { cookie: cookies.sam, form: true, document: true },
    ),
  );
  assert.equal(plain.response.status, 303);
  assert.equal(plain.response.headers.get("location"), "/admin/urgent/codes?notice=needs-script");
  assert.equal(await getDb().supportCode.count(), before);
  const anonymous = await callRoute(create, post("/api/admin/support-codes", { practice: "Queen West Dental" }));
  assert.equal(anonymous.response.status, 401);
});

test("display name: made by user:create, set and cleared by its owner, at most 60 characters", async () => {
  const { getDb } = await import("@/lib/core/db");
  const route = (await import("@/app/api/admin/account/route")).POST as unknown as Route;
  const name = async (id: number) => (await getDb().user.findUniqueOrThrow({ where: { id } })).displayName;
  assert.equal(await name(ids.sam), "Sam");
  assert.equal(await name(ids.alex), null);
  const set = await callRoute(
    route,
    post("/api/admin/account", { displayName: "  Alex   Kim " }, { cookie: cookies.alex }),
  );
  assert.equal(set.response.status, 200);
  assert.equal(await name(ids.alex), "Alex Kim");
  assert.equal(await name(ids.sam), "Sam", "only the signed-in person's own name changes");
  const tooLong = await callRoute(
    route,
    post("/api/admin/account", { displayName: "x".repeat(61) }, { cookie: cookies.alex }),
  );
  assert.equal(tooLong.response.status, 400);
  assert.equal(await name(ids.alex), "Alex Kim");
  // An emptied field of a plain form is left out of what it sends: the name is cleared.
  const cleared = await callRoute(
    route,
    post("/api/admin/account", { displayName: "" }, { cookie: cookies.alex, form: true, document: true }),
  );
  assert.equal(cleared.response.status, 303);
  assert.equal(cleared.response.headers.get("location"), "/admin/account?notice=saved");
  assert.equal(await name(ids.alex), null);
});
