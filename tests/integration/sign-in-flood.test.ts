import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { after, before, test } from "node:test";
// What `next start` sets up before it loads a route: the AsyncLocalStorage its request scopes use.
import "next/dist/server/node-environment-baseline";
import { ROOT, createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

/**
 * The sign-in route's POST handler, called directly against a real PostgreSQL database: a flood of bogus
 * sign-ins from one address is refused at once instead of queueing for the hash slots, and a staff
 * member from another address signs in meanwhile.
 */
const SITE = "https://www.example.ca";
const STAFF = { username: "flood-test-staff", password: "front office passphrase for the flood test 4R" };

let database: TempDatabase;

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  Object.assign(process.env, {
    SITE_URL: SITE,
    SESSION_SECRET: "sign-in-flood-test-secret-0123456789abcdef",
    TRUSTED_PROXY_COUNT: "1",
    // The address's own limit (30 in 15 minutes) would refuse most of the flood by itself.
    RATE_LIMIT_SCALE: "100",
  });
  // The staff member, made the way an operator makes one.
  execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/user-create.ts"), STAFF.username], {
    cwd: ROOT,
    env: { ...process.env, STAFF_PASSWORD: STAFF.password },
    stdio: ["ignore", "ignore", "inherit"],
  });
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

function signInRequest(forwardedFor: string, body: { username: string; password: string }, form = false): Request {
  return new Request(`${SITE}/api/admin/sign-in`, {
    method: "POST",
    headers: {
      Origin: SITE,
      "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
      "X-Forwarded-For": forwardedFor,
    },
    body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
}

/**
 * Calls the route as Next does, inside a request's scope (cookies() needs one), and gives its
 * answer with the cookies it set.
 */
async function callRoute(request: Request): Promise<{ response: Response; cookies: string[] }> {
  const { POST } = await import("@/app/api/admin/sign-in/route");
  const { workAsyncStorage } = await import("next/dist/server/app-render/work-async-storage.external");
  const { workUnitAsyncStorage } = await import("next/dist/server/app-render/work-unit-async-storage.external");
  const { createRequestStoreForAPI } = await import("next/dist/server/async-storage/request-store");
  const { NextRequest } = await import("next/server");
  const cookies: string[] = [];
  const requestStore = createRequestStoreForAPI(
    new NextRequest(request.url, { headers: request.headers }),
    { pathname: "/api/admin/sign-in" },
    { tags: [], expirationsByCacheKind: new Map() },
    (set) => cookies.splice(0, cookies.length, ...set),
    undefined,
    undefined,
  );
  // Only what cookies() reads of the work store.
  const workStore = { route: "/api/admin/sign-in", forceStatic: false, dynamicShouldError: false };
  const response = await workAsyncStorage.run(workStore as never, () =>
    workUnitAsyncStorage.run(requestStore, () => POST(request)),
  );
  return { response, cookies };
}

test("the staff member signs in, and the session cookie is __Host-tdi_staff on an https site", async () => {
  const { response, cookies } = await callRoute(signInRequest("192.0.2.10", STAFF));
  assert.equal(response.status, 200, await response.clone().text());
  assert.equal(cookies.length, 1);
  assert.match(cookies[0]!, /^__Host-tdi_staff=[^;]+;/);
  assert.match(cookies[0]!, /; Secure/i);
  assert.match(cookies[0]!, /; Path=\/(;|$)/);
  assert.doesNotMatch(cookies[0]!, /Domain=/i);
});

test("150 bogus sign-ins at once from one address: all but one refused at once with Retry-After; a staff member elsewhere signs in meanwhile", async () => {
  /** The flood's statuses in the order they were answered. */
  const answered: number[] = [];
  const flood = Array.from({ length: 150 }, (_, i) =>
    callRoute(signInRequest("203.0.113.66", { username: "nobody-at-all", password: `guess number ${i}` })).then(
      (answer) => {
        answered.push(answer.response.status);
        return answer;
      },
    ),
  );
  const staff = callRoute(signInRequest("192.0.2.11", STAFF));
  const answers = await Promise.all(flood);
  const signedIn = await staff;

  assert.equal(signedIn.response.status, 200, await signedIn.response.clone().text());
  assert.equal(signedIn.cookies.length, 1, "a session cookie");

  const refused = answers.filter((a) => a.response.status === 429);
  assert.ok(refused.length >= 148, `${refused.length} of 150 refused: ${answered.join(",")}`);
  assert.ok(
    answers.every((a) => a.response.status === 429 || a.response.status === 401),
    answered.join(","),
  );
  for (const { response } of refused) {
    assert.equal(response.headers.get("retry-after"), "3");
    const body = (await response.json()) as { message: string };
    assert.match(body.message, /Another sign-in from your network is under way/);
  }
  // Refused at once, never after a wait: each refusal was answered while an attempt from the
  // address was being checked, so the last answer of all is a checked one.
  assert.equal(answered.at(-1), 401, answered.join(","));
});

test("a sign-in posted without JavaScript while another from the address is under way comes back with the busy message's code", async () => {
  const { SIGN_IN_ERRORS } = await import("@/lib/auth/schema");
  // The first is a guess at a much-guessed username, so it waits a second before its password
  // check: requests run side by side on the database, and only a sign-in known to be under way
  // when the second arrives makes the second the one refused.
  const { getDb } = await import("@/lib/core/db");
  const { scaledMax, windowStart } = await import("@/lib/core/rate-limit");
  const windowMs = 15 * 60_000;
  const start = BigInt(windowStart(Date.now(), windowMs));
  const failures = scaledMax({ max: 5, windowMs }) + 2; // 250 ms × 2² past the free ones
  await getDb().rateLimitCounter.upsert({
    where: { key_windowStart: { key: "admin-sign-in:failed-user:much-guessed", windowStart: start } },
    create: {
      key: "admin-sign-in:failed-user:much-guessed",
      windowStart: start,
      count: failures,
      expiresAt: start + BigInt(windowMs),
    },
    update: { count: failures },
  });
  const first = callRoute(signInRequest("198.51.100.20", { username: "much-guessed", password: "first guess" }));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const second = await callRoute(
    signInRequest("198.51.100.20", { username: STAFF.username, password: STAFF.password }, true),
  );
  assert.equal((await first).response.status, 401);
  assert.equal(second.response.status, 303);
  assert.equal(second.response.headers.get("location"), "/admin/sign-in?error=busy");
  assert.equal(second.response.headers.get("retry-after"), "3");
  assert.match(SIGN_IN_ERRORS.busy, /wait a few seconds/);
  assert.deepEqual(second.cookies, []);

  // Once the first is answered, the address signs in as usual.
  const again = await callRoute(
    signInRequest("198.51.100.20", { username: STAFF.username, password: STAFF.password }, true),
  );
  assert.equal(again.response.status, 303);
  assert.equal(again.response.headers.get("location"), "/admin/leads");
});
