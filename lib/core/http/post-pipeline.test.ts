/** @jest-environment node */
import { z } from "zod";
import { hitLimits } from "@/lib/core/rate-limit";
import { DRAIN_BYTES } from "@/lib/core/http/post-body";
import {
  UNSTORABLE_TEXT_MESSAGE,
  createPostHandler,
  fieldErrorsOf,
  unstorableTextPaths,
  type FormResult,
  type PostRouteConfig,
} from "@/lib/core/http/post-pipeline";
import { DatabaseUnavailableError } from "@/lib/core/db";
import { deleteFormCheck, storeFormCheck } from "@/lib/core/forms/form-check";

// The limiter is the pipeline's only I/O; its windows are tested against a real database in
// tests/integration. Here it is scripted to show the order of the steps.
jest.mock("@/lib/core/rate-limit", () => ({
  hitLimits: jest.fn(),
  windowStart: (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs,
}));
const limiter = hitLimits as jest.MockedFunction<typeof hitLimits>;
// A refused document post's values are stored for its check page; here the store is scripted.
jest.mock("@/lib/core/forms/form-check", () => ({
  storeFormCheck: jest.fn(),
  deleteFormCheck: jest.fn(),
  FORM_CHECK_TTL_MS: 900_000,
}));
const storeCheck = storeFormCheck as jest.MockedFunction<typeof storeFormCheck>;
const deleteCheck = deleteFormCheck as jest.MockedFunction<typeof deleteFormCheck>;

const schema = z.strictObject({
  email: z.email("Please enter a valid email address."),
  name: z.string().min(2, "Name must be at least 2 characters."),
});

function makeHandler(overrides: Partial<PostRouteConfig<typeof schema>> = {}) {
  const handle = jest.fn().mockResolvedValue({ status: 201, message: "Stored." });
  const handler = createPostHandler({
    route: "test",
    schema,
    honeypot: "website",
    maxBytes: 200,
    successMessage: "Thanks!",
    limits: {
      perAddress: { max: 5, windowMs: 60_000 },
      perRoute: { max: 100, windowMs: 60_000 },
      perRecipient: { limit: { max: 2, windowMs: 60_000 }, recipient: (d) => d.email },
    },
    handle,
    ...overrides,
  });
  return { handler, handle };
}

function post(body: string, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://localhost/api/test", {
    method: "POST",
    body,
    headers: { "x-forwarded-for": "198.51.100.1, 203.0.113.7", ...headers },
  });
}

const VALID = JSON.stringify({ email: "a@example.com", name: "Ann" });

beforeEach(() => {
  limiter.mockReset();
  limiter.mockResolvedValue({ allowed: true, retryAfterSeconds: 0 });
  storeCheck.mockReset();
  storeCheck.mockResolvedValue("check-id-0123456789abcdef");
  deleteCheck.mockReset();
  deleteCheck.mockResolvedValue(undefined);
});

/** The keys of every counter the limiter was asked to count, in order. */
const countedKeys = () => limiter.mock.calls.flatMap((call) => call[0].map((c) => c.key));

describe("POST pipeline, step by step", () => {
  it("1. refuses a content type the route does not accept with 415, before anything else", async () => {
    const { handler, handle } = makeHandler();
    const res = await handler(post(VALID, { "content-type": "text/plain" }));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ success: false, message: expect.stringContaining("application/json") });
    expect(limiter).not.toHaveBeenCalled();
    expect(handle).not.toHaveBeenCalled();
  });

  it("accepts a form post where the route allows it", async () => {
    const { handler, handle } = makeHandler({ accepts: ["json", "form"] });
    const res = await handler(
      post("email=a%40example.com&name=Ann", { "content-type": "application/x-www-form-urlencoded" }),
    );
    expect(res.status).toBe(201);
    expect(handle).toHaveBeenCalledWith({ email: "a@example.com", name: "Ann" }, expect.anything());
  });

  it("accepts a multipart form post (RFC 8058 one-click clients send one) and refuses file fields", async () => {
    const { handler, handle } = makeHandler({ accepts: ["json", "multipart"], maxBytes: 1000 });
    const boundary = "----b0undary";
    const part = (name: string, value: string, file = "") =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: text/plain` : ""}\r\n\r\n${value}\r\n`;
    const headers = { "content-type": `multipart/form-data; boundary=${boundary}` };
    const ok = await handler(
      post(`${part("email", "a@example.com")}${part("name", "Ann")}--${boundary}--\r\n`, headers),
    );
    expect(ok.status).toBe(201);
    expect(handle).toHaveBeenCalledWith({ email: "a@example.com", name: "Ann" }, expect.anything());
    const withFile = await handler(
      post(`${part("email", "a@example.com")}${part("name", "x", "a.txt")}--${boundary}--\r\n`, headers),
    );
    expect(withFile.status).toBe(400);
    expect((await handler(post("not multipart at all", headers))).status).toBe(400);
  });

  it("sends a browser's plain form post on with 303 where the route says so, and answers scripts with JSON", async () => {
    const handle = jest.fn().mockResolvedValue({ status: 200, message: "Done.", redirectTo: "/done?x=1" });
    const { handler } = makeHandler({ handle, accepts: ["form"] });
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const navigated = await handler(post("email=a%40example.com&name=Ann", { ...form, "sec-fetch-dest": "document" }));
    expect(navigated.status).toBe(303);
    expect(navigated.headers.get("location")).toBe("/done?x=1");
    const scripted = await handler(post("email=a%40example.com&name=Ann", { ...form, "sec-fetch-dest": "empty" }));
    expect(scripted.status).toBe(200);
    expect(await scripted.json()).toEqual({ success: true, message: "Done." });
  });

  it("2. refuses a body past the limit with 413, by its declared length or as it streams", async () => {
    const { handler } = makeHandler();
    const big = JSON.stringify({ email: "a@example.com", name: "x".repeat(500) });
    expect((await handler(post(big))).status).toBe(413);
    const streamed = new Request("http://localhost/api/test", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode(big));
          c.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect((await handler(streamed)).status).toBe(413);
    expect(limiter).not.toHaveBeenCalled();
  });

  it("2. reads a streamed body past the limit to its end before refusing it, so the connection stays usable; a sender past the drain bound is cut off", async () => {
    const { handler } = makeHandler();
    // A body streamed in 64 KB chunks, counting what was read and whether it was cancelled.
    const streamedBody = (chunks: number) => {
      const seen = { pulled: 0, cancelled: false };
      const chunk = new Uint8Array(64 * 1024).fill(0x78);
      const body = new ReadableStream<Uint8Array>({
        pull(c) {
          if (seen.pulled === chunks) return c.close();
          seen.pulled++;
          c.enqueue(chunk);
        },
        cancel() {
          seen.cancelled = true;
        },
      });
      const request = new Request("http://localhost/api/test", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        duplex: "half",
      } as RequestInit);
      return { request, seen };
    };
    const mistake = streamedBody(20); // 1.25 MB: read to its end, then 413
    expect((await handler(mistake.request)).status).toBe(413);
    expect(mistake.seen).toEqual({ pulled: 20, cancelled: false });

    const flood = streamedBody(1_000); // 62.5 MB: read up to the bound, then cut off
    expect((await handler(flood.request)).status).toBe(413);
    expect(flood.seen.cancelled).toBe(true);
    expect(flood.seen.pulled * 64 * 1024).toBeGreaterThan(DRAIN_BYTES);
    expect(flood.seen.pulled * 64 * 1024).toBeLessThan(DRAIN_BYTES + 256 * 1024);
    expect(limiter).not.toHaveBeenCalled();
  });

  it("3. refuses malformed JSON with 400", async () => {
    const { handler } = makeHandler();
    const res = await handler(post("{not json"));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/not valid JSON/);
    expect(limiter).not.toHaveBeenCalled();
  });

  it("4. applies the address's own limit first, with 429 and Retry-After, keyed on the right-most forwarded address", async () => {
    limiter.mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 42 });
    const { handler, handle } = makeHandler();
    const res = await handler(post(VALID));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("42");
    expect(countedKeys()).toEqual(["test:ip:203.0.113.7"]);
    expect(handle).not.toHaveBeenCalled();
  });

  it("counts invalid floods against their own address only, never a route-wide counter", async () => {
    const { handler } = makeHandler();
    expect((await handler(post(JSON.stringify({ email: "bad" })))).status).toBe(400);
    expect(countedKeys()).toEqual(["test:ip:203.0.113.7"]);
    limiter.mockReset();
    limiter.mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 5 });
    expect((await handler(post(VALID))).status).toBe(429);
    expect(countedKeys()).toEqual(["test:ip:203.0.113.7"]);
  });

  it("counts a request refused by its recipient's limit against no route-wide counter", async () => {
    const { handler } = makeHandler();
    limiter
      .mockResolvedValueOnce({ allowed: true, retryAfterSeconds: 0 })
      .mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 9 });
    expect((await handler(post(VALID))).status).toBe(429);
    expect(countedKeys()).toEqual(["test:ip:203.0.113.7", "test:to:a@example.com"]);
  });

  it("counts a valid request against the route-wide budget last, and refuses past it", async () => {
    const { handler, handle } = makeHandler();
    limiter
      .mockResolvedValueOnce({ allowed: true, retryAfterSeconds: 0 })
      .mockResolvedValueOnce({ allowed: true, retryAfterSeconds: 0 })
      .mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 7 });
    expect((await handler(post(VALID))).status).toBe(429);
    expect(countedKeys()).toEqual(["test:ip:203.0.113.7", "test:to:a@example.com", "test:route"]);
    expect(handle).not.toHaveBeenCalled();
  });

  it("a lead form's ceiling refuses nobody: past it the work runs, told to hold the office's notices until the window ends", async () => {
    const { handler, handle } = makeHandler({
      limits: { perAddress: { max: 5, windowMs: 60_000 }, ceiling: { max: 3, windowMs: 3_600_000 } },
    });
    const res = await handler(post(VALID));
    expect(res.status).toBe(201);
    expect(handle.mock.calls[0]![1].holdOfficeUntil).toBeUndefined();
    limiter
      .mockResolvedValueOnce({ allowed: true, retryAfterSeconds: 0 })
      .mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 100 });
    const before = Date.now();
    const past = await handler(post(VALID));
    expect(past.status).toBe(201);
    const hold = handle.mock.calls[1]![1].holdOfficeUntil as Date;
    expect(hold).toBeInstanceOf(Date);
    expect(hold.getTime() % 3_600_000).toBe(0);
    expect(hold.getTime()).toBeGreaterThan(before);
    expect(countedKeys()).toEqual(["test:ip:203.0.113.7", "test:ceiling", "test:ip:203.0.113.7", "test:ceiling"]);
  });

  it("5. answers field errors with 400 from the strict schema; unknown fields are errors too", async () => {
    const { handler, handle } = makeHandler();
    const res = await handler(post(JSON.stringify({ email: "nope", name: "A", extra: 1 })));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors).toEqual({
      email: ["Please enter a valid email address."],
      name: ["Name must be at least 2 characters."],
      extra: ["This field is not accepted."],
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it("5. refuses text the database cannot store as sent (a NUL, a lone surrogate) with 400, naming the field", async () => {
    limiter.mockResolvedValue({ allowed: true, retryAfterSeconds: 0 });
    for (const body of [
      '{"email":"a@example.com","name":"Ann\\u0000 Lee"}',
      '{"email":"a@example.com","name":"Ann \\ud83e"}',
      '{"email":"a@example.com","name":"Ann","x\\u0000":1}',
    ]) {
      const { handler, handle } = makeHandler();
      const res = await handler(post(body));
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(Object.values(json.fieldErrors)).toContainEqual([UNSTORABLE_TEXT_MESSAGE]);
      expect(handle).not.toHaveBeenCalled();
    }
  });

  it("6. answers a filled honeypot exactly like a real success (status and body) and does nothing", async () => {
    const { handler, handle } = makeHandler({ successStatus: 201, successMessage: "Stored." });
    const res = await handler(post(JSON.stringify({ email: "a@example.com", name: "Ann", website: "http://spam" })));
    expect(handle).not.toHaveBeenCalled();
    expect(limiter).toHaveBeenCalledTimes(1); // no per-recipient count for a bot
    const real = await makeHandler({ successStatus: 201, successMessage: "Stored." }).handler(post(VALID));
    expect(res.status).toBe(real.status);
    expect(await res.json()).toEqual(await real.json());
  });

  it("an empty honeypot is not an extra field", async () => {
    const { handler, handle } = makeHandler();
    const res = await handler(post(JSON.stringify({ email: "a@example.com", name: "Ann", website: "" })));
    expect(res.status).toBe(201);
    expect(handle).toHaveBeenCalled();
  });

  it("7. applies the per-recipient limit on the validated, normalised address", async () => {
    limiter
      .mockResolvedValueOnce({ allowed: true, retryAfterSeconds: 0 })
      .mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 9 });
    const { handler, handle } = makeHandler();
    const res = await handler(post(JSON.stringify({ email: "A@Example.com", name: "Ann" })));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("9");
    expect(limiter.mock.calls[1]![0][0]!.key).toBe("test:to:a@example.com");
    expect(handle).not.toHaveBeenCalled();
  });

  it("8. runs the route's work and answers its status in the one shape", async () => {
    const { handler, handle } = makeHandler();
    const res = await handler(post(VALID));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, message: "Stored." });
    expect(handle).toHaveBeenCalledWith(
      { email: "a@example.com", name: "Ann" },
      expect.objectContaining({ address: "203.0.113.7" }),
    );
    expect(res.headers.get("cache-control")).toBe("no-store, no-transform");
  });

  it("answers 503 with a clear message when the database is unavailable", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    limiter.mockRejectedValueOnce(new DatabaseUnavailableError(new Error("canceling statement due to lock timeout")));
    const { handler } = makeHandler();
    const res = await handler(post(VALID));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect((await res.json()).message).toMatch(/temporarily unavailable/);
    spy.mockRestore();
  });

  it("answers 500 with a generic message and logs no personal data", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { handler } = makeHandler({ handle: jest.fn().mockRejectedValue(new Error("boom for a@example.com")) });
    const res = await handler(post(VALID));
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain("a@example.com");
    expect(spy.mock.calls.flat().join(" ")).not.toContain("a@example.com");
    spy.mockRestore();
  });
});

describe("a visitor form posted by the browser itself (no JavaScript)", () => {
  const FORM = { "content-type": "application/x-www-form-urlencoded" };
  const documentForm = {
    form: "contact" as const,
    successPage: "/contact/thank-you",
    checkPage: "/contact/check",
    fields: { email: 254, name: 20 },
  };
  const docHandler = () => makeHandler({ accepts: ["json", "form", "multipart"], documentForm, successStatus: 201 });

  it("lands on the confirmation page with 303 and nothing typed in any URL", async () => {
    const { handler, handle } = docHandler();
    const res = await handler(
      post("email=a%40example.com&name=Ann&website=", {
        ...FORM,
        origin: "http://localhost",
        "sec-fetch-site": "same-origin",
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/thank-you");
    expect(handle).toHaveBeenCalledWith({ email: "a@example.com", name: "Ann" }, expect.anything());
  });

  it("treats an empty field as absent and names a missing required field plainly", async () => {
    const { handler, handle } = docHandler();
    const res = await handler(post("email=a%40example.com&name=", FORM));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/check");
    expect(storeCheck).toHaveBeenCalledWith(
      expect.objectContaining({
        form: "contact",
        status: 400,
        values: { email: "a@example.com" },
        fieldErrors: { name: ["This field is required."] },
      }),
    );
    expect(handle).not.toHaveBeenCalled();
  });

  it("sends a refusal to the form's check page with the errors and what was typed kept on the server, the id in an HttpOnly cookie", async () => {
    const { handler } = docHandler();
    const res = await handler(post("email=nope&name=Ann+Lee&website=", FORM));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/check");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      /^form-check-contact=check-id-0123456789abcdef; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax/,
    );
    expect(storeCheck).toHaveBeenCalledWith(
      expect.objectContaining({
        values: { email: "nope", name: "Ann Lee" },
        fieldErrors: { email: ["Please enter a valid email address."] },
      }),
    );
    expect(res.headers.get("content-type")).toBeNull();
  });

  it("answers a limit with the check page too (a page, never JSON), keeping Retry-After", async () => {
    limiter.mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 30 });
    const { handler } = docHandler();
    const res = await handler(post("email=a%40example.com&name=Ann", FORM));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/check");
    expect(res.headers.get("retry-after")).toBe("30");
    expect(storeCheck).toHaveBeenCalledWith(
      expect.objectContaining({ status: 429, values: { email: "a@example.com", name: "Ann" } }),
    );
  });

  it("keeps each field cut to its limit, says so beside the field, and keys the check on the address", async () => {
    const { handler } = docHandler();
    const long = "x".repeat(19) + "\u{1F600}" + "y".repeat(30);
    const res = await handler(post(`email=nope&name=${encodeURIComponent(long)}`, FORM));
    expect(res.status).toBe(303);
    const stored = storeCheck.mock.calls[0]![0];
    // Cut at 20 UTF-16 units, which would split the emoji's pair: the half is dropped too.
    expect(stored.values.name).toBe("x".repeat(19));
    expect(stored.fieldErrors.name).toEqual([
      "What you typed here was longer than the 20 characters this field takes, so only the first 20 were kept. Check its end before you send it again.",
    ]);
    expect(stored.address).toBe("203.0.113.7");
  });

  it("says in minutes when a limit of several minutes lets the visitor try again", async () => {
    limiter.mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 430 });
    const { handler } = docHandler();
    const res = await handler(post("email=a%40example.com&name=Ann", FORM));
    expect(res.status).toBe(303);
    expect(storeCheck).toHaveBeenCalledWith(
      expect.objectContaining({ status: 429, message: "Too many requests. Please wait 8 minutes and try again." }),
    );
  });

  it("answers a post too large to read, or not readable as a form, with a page of its own and stores nothing", async () => {
    const { handler, handle } = docHandler();
    const tooLarge = await handler(post(`email=a%40example.com&name=${"x".repeat(20_000)}`, FORM));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await tooLarge.text()).toMatch(/larger than this form takes .* nothing was kept/);

    const plain = await handler(
      post("email=a@example.com", { "content-type": "text/plain", "sec-fetch-dest": "document" }),
    );
    expect(plain.status).toBe(415);
    expect(plain.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await plain.text()).toContain("<h1>");

    // A script's post of the wrong type still gets the JSON answer.
    const script = await handler(post("email=a@example.com", { "content-type": "text/plain" }));
    expect(script.status).toBe(415);
    expect(script.headers.get("content-type")).toMatch(/^application\/json/);

    expect(storeCheck).not.toHaveBeenCalled();
    expect(handle).not.toHaveBeenCalled();
  });

  it("answers a filled honeypot exactly like a success: the same confirmation page", async () => {
    const { handler, handle } = docHandler();
    const res = await handler(post("email=a%40example.com&name=Ann&website=spam", FORM));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/thank-you");
    expect(handle).not.toHaveBeenCalled();
  });

  it("refuses a post from another site (foreign Origin, or Sec-Fetch-Site cross-site) with a page, reading and counting nothing", async () => {
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const { handler, handle } = docHandler();
      const res = await handler(post("email=a%40example.com&name=Ann", { ...FORM, ...headers }));
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await res.text()).toContain("<h1>");
      expect(handle).not.toHaveBeenCalled();
    }
    expect(limiter).not.toHaveBeenCalled();
    expect(storeCheck).not.toHaveBeenCalled();
  });

  it("shows a page of its own when the check cannot be stored (the database is down)", async () => {
    storeCheck.mockRejectedValue(
      new DatabaseUnavailableError(new Error("Can't reach database server at 127.0.0.1:5432")),
    );
    limiter.mockRejectedValue(new DatabaseUnavailableError(new Error("Can't reach database server at 127.0.0.1:5432")));
    const { handler } = docHandler();
    const res = await handler(post("email=a%40example.com&name=Ann", FORM));
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/temporarily unavailable/);
  });

  it("forgets an earlier check once the form goes through", async () => {
    const { handler } = docHandler();
    const res = await handler(
      post("email=a%40example.com&name=Ann", { ...FORM, cookie: "a=b; form-check-contact=old-id-0123456789abcdef" }),
    );
    expect(res.status).toBe(303);
    expect(deleteCheck).toHaveBeenCalledWith("old-id-0123456789abcdef");
    expect(res.headers.get("set-cookie")).toMatch(/^form-check-contact=; Path=\/; Max-Age=0/);
  });

  it("answers a script's JSON post to the same route with JSON, as before", async () => {
    const { handler } = docHandler();
    const res = await handler(post(VALID));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, message: "Stored." });
  });
});

describe("a form answered from its result as data (formAnswer)", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const page = jest.fn((result: FormResult) => new Response(JSON.stringify(result), { status: 303 }));
  beforeEach(() => page.mockClear());
  const resultOf = async (response: Response) => JSON.parse(await response.text()) as FormResult;

  it("hands the route's outcome, its reason and the posted fields to the form's answer", async () => {
    const { handler } = makeHandler({
      accepts: ["json", "form"],
      formAnswer: page,
      handle: jest
        .fn()
        .mockResolvedValue({ status: 429, message: "Busy.", reason: "busy", headers: { "Retry-After": "9" } }),
    });
    const response = await handler(post("email=a%40example.com&name=Ann", form));
    expect(response.status).toBe(303);
    expect(await resultOf(response)).toEqual({
      status: 429,
      reason: "busy",
      headers: { "Retry-After": "9" },
      fields: { email: "a@example.com", name: "Ann" },
    });
  });

  it("hands the pipeline's own refusals to it too: the address's limit, with its Retry-After", async () => {
    limiter.mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 42 });
    const { handler, handle } = makeHandler({ accepts: ["json", "form"], formAnswer: page });
    const result = await resultOf(await handler(post("email=a%40example.com&name=Ann", form)));
    expect(result).toEqual({
      status: 429,
      headers: { "Retry-After": "42" },
      fields: { email: "a@example.com", name: "Ann" },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it("leaves a script's JSON post answered with JSON, the reason in its body", async () => {
    const { handler } = makeHandler({
      accepts: ["json", "form"],
      formAnswer: page,
      handle: jest.fn().mockResolvedValue({ status: 429, message: "Busy.", reason: "busy" }),
    });
    const response = await handler(post(JSON.stringify({ email: "a@example.com", name: "Ann" })));
    expect(page).not.toHaveBeenCalled();
    expect(await response.json()).toEqual({ success: false, message: "Busy.", reason: "busy" });
  });
});

describe("fieldErrorsOf", () => {
  it("keys nested errors by path", () => {
    const r = z.strictObject({ a: z.strictObject({ b: z.number() }) }).safeParse({ a: { b: "x" } });
    expect(r.success).toBe(false);
    if (!r.success) expect(Object.keys(fieldErrorsOf(r.error))).toEqual(["a.b"]);
  });

  it("answers a field named __proto__ or constructor like any other field", () => {
    const r = z.strictObject({ a: z.string() }).safeParse(JSON.parse('{"a":"x","__proto__":null,"constructor":1}'));
    expect(r.success).toBe(false);
    if (!r.success)
      expect(fieldErrorsOf(r.error)).toEqual(
        Object.fromEntries([
          ["__proto__", ["This field is not accepted."]],
          ["constructor", ["This field is not accepted."]],
        ]),
      );
  });
});

describe("unstorableTextPaths", () => {
  it("finds NULs and lone surrogates anywhere, and passes any other text (emoji, RTL, controls)", () => {
    expect(
      unstorableTextPaths({
        a: "🦷 שלום e\u0301 \t\u0001\u007f",
        b: ["ok", { c: "x\u0000" }],
        d: "\udc00x",
        e: "\ud83e",
      }),
    ).toEqual(["b.1.c", "d", "e"]);
    expect(unstorableTextPaths("fine")).toEqual([]);
  });
});
