import { expect, test, type Page } from "@playwright/test";
import fc from "fast-check";
import { normalizeAnswers } from "@/lib/checklist/scoring";
import { escapeHtml } from "@/lib/core/email-template";
import { blogPostSaveSchema } from "@/lib/blog/post-schema";
import { checklistEmailSchema } from "@/lib/checklist/schema";
import { CONTACT_MAX_BYTES, contactSchema } from "@/lib/contact/schema";
import { BOOKING_MAX_BYTES } from "@/lib/booking/schema";
import { issueSaveSchema } from "@/lib/newsletter/issue-schema";
import { normalizeEmail, subscribeSchema } from "@/lib/newsletter/subscribe-schema";
import { E2E_BASE_URL } from "./helpers/env";
import { eventually } from "./helpers/db";
import { STAFF } from "./helpers/staff";
import { fitTo, hostileField, hostileText } from "./helpers/hostile/arbitraries";
import { expectGetError, expectPostAnswer, nextAddress, send, sendOnOneConnection } from "./helpers/hostile/http";
import { CONFIRM_ROUTE } from "./helpers/hostile/confirm-route";
import { BOOKING_MANAGE_ROUTES } from "./helpers/hostile/booking-manage-routes";
import { invalidRequest, type PostRoute } from "./helpers/hostile/invalid";
import {
  bookingDetails,
  bookingRoute,
  bookingSlotPlan,
  slotCases,
  type BookingSlotPlan,
  type SlotCase,
} from "./helpers/hostile/booking-route";
import {
  CHECKLIST_ROUTE,
  CONTACT_ROUTE,
  GEOCODE_ROUTE,
  SUBSCRIBE_ROUTE,
  UNSUBSCRIBE_ROUTE,
  blogBody,
  checklistBody,
  contactBody,
  hostileId,
  issueBody,
  nextMarker,
  signInRoute,
  staffRoutes,
  subscribeBody,
} from "./helpers/hostile/routes";
import { rowCounts, startHostileWorld, type HostileWorld } from "./helpers/hostile/setup";

/**
 * Hostile input, property-based (fast-check, seeded, 50 runs per handler), against
 * every route handler of a running production build. Invalid bodies get 400/413/415 with a clear
 * JSON answer and store nothing; valid bodies carrying Unicode, control characters, SQL and HTML
 * get 2xx, are stored as the schema documents, and show as text in the staff area and e-mails.
 * Never a 5xx. This file runs its own short-lived server on its own copy of the database.
 */
const SEED = 20_260_413;
const RUNS = 50;
const opts = (offset: number) => ({ seed: SEED + offset, numRuns: RUNS });

let world: HostileWorld;
let base: string;
let staffCookie = "";
/** Every address and marked text sent in a valid body: none may appear in the server's log. */
const sentSecrets = new Set<string>();
/** Texts a visitor typed, as stored: shown in the staff area later. */
const shown = {
  contacts: [] as { email: string; name: string; message: string }[],
  subscribers: [] as { email: string; name: string }[],
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  world = await startHostileWorld();
  base = world.baseURL;
  const signIn = await send(base, {
    path: "/api/admin/sign-in",
    contentType: "application/json",
    body: JSON.stringify({ username: STAFF.username, password: STAFF.password }),
    headers: { Origin: base },
  });
  expect(signIn.status).toBe(200);
  staffCookie = (signIn.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  expect(staffCookie).toContain("=");
});

test.afterAll(async () => {
  await world?.stop();
});

const staffHeaders = () => ({ Origin: base, Cookie: staffCookie });

/** Subscribes an address and confirms it with the token of its confirmation e-mail (double opt-in). */
async function subscribeConfirmed(body: { email: string; name: string; practiceName?: string }) {
  expectPostAnswer(
    await send(base, {
      path: "/api/newsletter/subscribe",
      contentType: "application/json",
      body: JSON.stringify(body),
    }),
    [200],
    "subscribe",
  );
  // The confirmation e-mail is stored after the answer (the subscribe route's after()).
  const mail = await eventually(
    () =>
      world.db.rows(
        `SELECT "text" FROM "Delivery" WHERE "kind" = 'newsletter-confirm' AND "toAddress" = $1 ORDER BY "id" DESC LIMIT 1`,
        [normalizeEmail(body.email)],
      ),
    (r) => r.length > 0,
  );
  const token = /\/newsletter\/confirm\?token=(\S+)/.exec(String(mail[0]?.text ?? ""))?.[1] ?? "";
  expect(token, "a confirmation e-mail was stored").not.toBe("");
  expectPostAnswer(
    await send(base, {
      path: `/api/newsletter/confirm?token=${token}`,
      contentType: "application/x-www-form-urlencoded",
      body: "confirm=yes",
    }),
    [200],
    "confirm",
  );
}

/** Runs invalid requests against one route and proves nothing was stored. */
async function refusesInvalid(route: PostRoute, offset: number) {
  const before = await rowCounts(world.db);
  await fc.assert(
    fc.asyncProperty(invalidRequest(route), async (c) => {
      const answer = await send(base, c.request);
      expectPostAnswer(answer, c.expected, `${route.name}: ${c.label}`);
    }),
    opts(offset),
  );
  expect(await rowCounts(world.db), `${route.name}: nothing stored`).toEqual(before);
}

test.describe("invalid bodies: 400/413/415 with a clear JSON answer, nothing stored", () => {
  const publicRoutes = [
    CONTACT_ROUTE,
    SUBSCRIBE_ROUTE,
    CHECKLIST_ROUTE,
    GEOCODE_ROUTE,
    UNSUBSCRIBE_ROUTE,
    CONFIRM_ROUTE,
    ...BOOKING_MANAGE_ROUTES,
  ];
  publicRoutes.forEach((route, i) => {
    test(`POST ${typeof route.path === "string" ? route.path : route.name}`, async () => {
      await refusesInvalid(route, i);
    });
  });

  test("POST /api/admin/sign-in", async () => {
    await refusesInvalid(signInRoute(base), 10);
  });

  test("POST /api/admin/* (signed in)", async () => {
    test.setTimeout(120_000);
    for (const [i, route] of staffRoutes(staffHeaders).entries()) await refusesInvalid(route, 20 + i);
  });

  test("staff routes without a session (401) or from another origin (403) refuse before reading the body", async () => {
    const routes = staffRoutes(staffHeaders);
    const before = await rowCounts(world.db);
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...routes)
          .chain((r) =>
            fc.tuple(fc.constant(r), typeof r.path === "string" ? fc.constant(r.path) : r.path, r.validBody),
          ),
        fc.constantFrom("no-session", "other-origin", "no-origin", "forged-cookie"),
        async ([route, path, body], how) => {
          const headers: Record<string, string> =
            how === "no-session"
              ? { Origin: base }
              : how === "other-origin"
                ? { Origin: "https://evil.example", Cookie: staffCookie }
                : how === "no-origin"
                  ? { Cookie: staffCookie }
                  : { Origin: base, Cookie: `${staffCookie.split("=")[0]}=${encodeURIComponent("Fe26.2**forged**")}` };
          const answer = await send(base, {
            path,
            contentType: "application/json",
            body: JSON.stringify(body),
            headers,
          });
          expectPostAnswer(
            answer,
            how === "no-session" || how === "forged-cookie" ? [401] : [403],
            `${route.name} ${how}`,
          );
        },
      ),
      opts(40),
    );
    expect(await rowCounts(world.db)).toEqual(before);
  });

  test("a refused body leaves the connection usable: the next request on it is answered", async () => {
    // Browsers and reverse proxies send the next request on a connection the server kept open;
    // a refusal that drops it afterwards loses that request (a POST is not retried).
    const big = (bytes: number) => JSON.stringify({ padding: "x".repeat(bytes) });
    const origin = { Origin: base };
    const signedIn = staffHeaders();
    const noSession = { Origin: base };
    const steps = [
      { path: "/api/contact", body: big(CONTACT_MAX_BYTES + 50_000), streamed: true, headers: origin, expected: 413 },
      { path: "/api/contact", body: "{", headers: origin, expected: 400 },
      { path: "/api/contact", body: big(CONTACT_MAX_BYTES + 50_000), headers: origin, expected: 413 },
      { path: "/api/contact", body: "{", headers: origin, expected: 400 },
      { path: "/api/admin/blog", body: big(600_000), streamed: true, headers: signedIn, expected: 413 },
      { path: "/api/admin/blog", body: "{", headers: signedIn, expected: 400 },
      { path: "/api/admin/blog", body: big(600_000), streamed: true, headers: noSession, expected: 401 },
      { path: "/api/admin/sign-in", body: big(50_000), streamed: true, headers: origin, expected: 413 },
      { path: "/api/newsletter/subscribe", body: "{", headers: origin, expected: 400 },
    ];
    const sequence = [...steps, ...steps, ...steps];
    const answers = await sendOnOneConnection(base, sequence);
    expect(answers.map((a, i) => `${sequence[i]?.path}: ${a.status}${a.error ? ` (${a.error})` : ""}`)).toEqual(
      sequence.map((s) => `${s.path}: ${s.expected}`),
    );
    expect(
      answers.slice(1).every((a) => a.reused),
      "every request after the first went out on the same connection",
    ).toBe(true);
  });
});

test.describe("POST /api/booking: hostile bodies answered 400/409/429 (201 for the honeypot), nothing stored in Booking", () => {
  /**
   * The property: a body the schema refuses is 400/413/415 (JSON) and a slot that can never be
   * booked is 400; a valid slot that is not free (taken, on a full day, inside the notice) is 409
   * with the fresh slots, which leave it out; a free slot for an e-mail address whose booking
   * still waits for its confirmation is 429 (the store's limit; the per-address limits cannot be
   * reached here: every request comes from an address of its own); a filled honeypot gets the
   * success answer. None of them stores a booking, a change or a delivery. A form post without
   * JavaScript gets the same refusals as pages: 303 to the check page (which keeps what was typed
   * for 15 minutes, the only row a refusal leaves), 303 to the received page for the honeypot,
   * 413 as a page of its own.
   */
  let plan: BookingSlotPlan;
  let pendingEmail = "";

  async function bookNow(slot: string, email: string) {
    const answer = await send(base, {
      path: "/api/booking",
      contentType: "application/json",
      body: JSON.stringify({
        slot,
        meeting: "phone",
        name: "Dr. Hostile Setup",
        practice: "Setup Dental",
        email,
        phone: "416-555-0199",
      }),
    });
    expectPostAnswer(answer, [201], `booking ${slot}`);
    sentSecrets.add(email);
  }

  test.beforeAll(async () => {
    const listed = await send(base, { path: "/api/booking/slots" });
    expect(listed.status, listed.text.slice(0, 300)).toBe(200);
    const free = (listed.json as { slots: { start: string }[] }).slots.map((s) => s.start);
    plan = bookingSlotPlan(free, new Date());
    const marker = nextMarker();
    pendingEmail = `pending-${marker}@example.com`;
    await bookNow(plan.taken, pendingEmail);
    for (const [i, slot] of plan.fullDay.booked.entries()) await bookNow(slot, `full-${i}-${marker}@example.com`);
    // What the tests booked is what the slots API no longer offers.
    const again = await send(base, { path: `/api/booking/slots?from=${plan.days[3]}&days=2` });
    const left = (again.json as { slots: { start: string }[] }).slots.map((s) => s.start);
    expect(left).not.toContain(plan.taken);
    expect(left.filter((s) => s.startsWith(plan.fullDay.date))).toEqual([]);
  });

  test("JSON: invalid bodies 400/413/415, the honeypot 201, nothing stored", async () => {
    await refusesInvalid(bookingRoute(plan), 60);
  });

  test("JSON: past, night, off-grid, impossible and not-an-instant slots 400; taken, full-day and inside-the-notice slots 409; a pending e-mail 429", async () => {
    const before = await rowCounts(world.db);
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(slotCases(plan, pendingEmail), bookingDetails, async (c, details) => {
        const body = { ...details, slot: c.slot, email: c.email ?? details.email };
        const answer = await send(base, {
          path: "/api/booking",
          contentType: "application/json",
          body: JSON.stringify(body),
        });
        const what = `${c.label}: ${JSON.stringify(c.slot)}`;
        const json = expectPostAnswer(answer, [c.expected], what) as ReturnType<typeof expectPostAnswer> & {
          slots?: { start: string }[];
          reason?: string;
        };
        if (c.expected === 400) expect(json.fieldErrors?.slot?.length, `${what}: the slot named`).toBeGreaterThan(0);
        if (c.expected === 409) {
          expect(json.slots?.length, `${what}: the fresh slots`).toBeGreaterThan(0);
          expect(
            json.slots?.map((s) => s.start),
            `${what}: without it`,
          ).not.toContain(c.slot);
        }
        if (c.expected === 429) {
          expect(json.reason).toBe("mailbox-pending");
          expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
        }
        seen.set(c.label, (seen.get(c.label) ?? 0) + 1);
      }),
      { ...opts(61), numRuns: 150 },
    );
    expect(await rowCounts(world.db), "nothing stored").toEqual(before);
    // Every kind of case was sent at least once.
    expect([...seen.keys()].sort()).toEqual(
      [
        "past",
        "night",
        "weekend",
        "ends after closing",
        "off the grid",
        "beyond the horizon",
        "impossible date or time",
        "impossible",
        "not written YYYY-MM-DDTHH:MM:SSZ",
        "not an instant",
        "hostile text",
        "taken",
        "on a full day",
        "e-mail with a pending booking",
        ...(plan.insideNotice.length > 0 ? ["inside the notice"] : []),
      ].sort(),
    );
  });

  test("a form post without JavaScript: every refusal 303 to the check page, the honeypot 303 to the received page, too large a 413 page; nothing stored", async () => {
    const route = bookingRoute(plan);
    const required = Object.keys(route.fields).filter((f) => route.fields[f]!.required);
    const limited = Object.keys(route.fields).filter((f) => route.fields[f]!.max !== undefined);
    const withInvalid = Object.keys(route.fields).filter((f) => route.fields[f]!.invalid !== undefined);
    type Fault =
      | { kind: "slot"; c: SlotCase }
      | { kind: "missing"; fields: string[] }
      | { kind: "too long"; field: string; over: number }
      | { kind: "invalid"; field: string; value: string }
      | { kind: "extra"; name: string; value: string }
      | { kind: "honeypot"; value: string }
      | { kind: "too large" };
    const fault: fc.Arbitrary<Fault> = fc.oneof(
      slotCases(plan, pendingEmail).map((c): Fault => ({ kind: "slot", c })),
      fc.subarray(required, { minLength: 1 }).map((fields): Fault => ({ kind: "missing", fields })),
      fc
        .tuple(fc.constantFrom(...limited), fc.integer({ min: 1, max: 300 }))
        .map(([field, over]): Fault => ({ kind: "too long", field, over })),
      fc
        .constantFrom(...withInvalid)
        .chain((field) => route.fields[field]!.invalid!.map((v) => ({ field, v })))
        // A form sends text, and drops what is empty (an empty optional field is no answer at all).
        .filter(({ field, v }) => String(v) !== "" || route.fields[field]!.required)
        .map(({ field, v }): Fault => ({ kind: "invalid", field, value: String(v) })),
      fc
        .tuple(
          fc.constantFrom("admin", "status", "id", "Email", "slot ", "tokenHash", "__proto__", "constructor"),
          hostileField(1, 20),
        )
        .map(([name, value]): Fault => ({ kind: "extra", name, value })),
      hostileField(1, 20).map((value): Fault => ({ kind: "honeypot", value })),
      fc.constant<Fault>({ kind: "too large" }),
    );
    const before = await rowCounts(world.db);
    const [checksBefore] = await world.db.rows<{ n: string }>(`SELECT COUNT(*) AS n FROM "FormCheck"`);
    const seenFaults = new Set<string>();
    await fc.assert(
      fc.asyncProperty(route.validBody, fault, fc.constantFrom("form", "multipart"), async (valid, f, encoding) => {
        // A multipart body writes every line break as CR LF, which can lengthen a text past its
        // limit: the valid body's texts go as one line there, so the fault is the only refusal.
        // A Map, so a field named "__proto__" is sent like any other.
        const fields = new Map<string, string>(
          Object.entries(valid).map(([k, v]) => [
            k,
            encoding === "multipart" ? String(v).replace(/[\r\n]/g, " ") : String(v),
          ]),
        );
        let expected: { status: 303; location: "/book/check" | "/book/received" } | { status: 413 } = {
          status: 303,
          location: "/book/check",
        };
        if (f.kind === "slot") {
          fields.set("slot", String(f.c.slot));
          if (f.c.email) fields.set("email", f.c.email);
        } else if (f.kind === "missing") for (const name of f.fields) fields.delete(name);
        else if (f.kind === "too long") fields.set(f.field, "é".repeat(route.fields[f.field]!.max! + f.over));
        else if (f.kind === "invalid") fields.set(f.field, f.value);
        else if (f.kind === "extra") fields.set(f.name, f.value);
        else if (f.kind === "honeypot") {
          fields.set("website", f.value);
          expected = { status: 303, location: "/book/received" };
        } else {
          fields.set("notes", "x".repeat(BOOKING_MAX_BYTES + 1));
          expected = { status: 413 };
        }
        const form = new FormData();
        for (const [k, v] of fields) form.append(k, v);
        const encoded = encoding === "form" ? new Response(new URLSearchParams([...fields])) : new Response(form);
        const answer = await send(base, {
          path: "/api/booking",
          contentType: encoded.headers.get("content-type"),
          body: new Uint8Array(await encoded.arrayBuffer()),
          headers: { Origin: base, "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "same-origin" },
        });
        const what = `${encoding} ${f.kind} ${JSON.stringify(f).slice(0, 120)}`;
        seenFaults.add(f.kind);
        expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBe(expected.status);
        if (expected.status === 413) {
          expect(answer.contentType, what).toContain("text/html");
          expect(answer.text, what).toContain("Your message was not sent");
          return;
        }
        expect(answer.headers.get("location"), what).toBe(expected.location);
        if (expected.location === "/book/received") return;
        // The check page shows the refusal, from the cookie the answer set.
        const cookie = (answer.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
        expect(cookie, what).toMatch(/^form-check-booking=./);
        const page = await send(base, { path: "/book/check", headers: { Cookie: cookie } });
        expect(page.status, what).toBe(200);
        expect(page.text, what).toContain("Your booking was not made yet");
        if (f.kind === "slot" && f.c.expected === 409) expect(page.text, what).toContain("Please choose another time.");
        if (f.kind === "slot" && f.c.expected === 429)
          expect(page.text, what).toContain("still waiting for its confirmation");
      }),
      {
        ...opts(62),
        // Names an object's prototype carries: a form's fields must not be read into one.
        examples: (["form", "multipart"] as const).flatMap((encoding) =>
          ["__proto__", "constructor", "toString"].map((name): [Record<string, unknown>, Fault, typeof encoding] => [
            {
              slot: plan.open[0],
              meeting: "phone",
              name: "Dr. Proto Type",
              practice: "Prototype Dental",
              email: `proto-${nextMarker()}@example.com`,
              phone: "416-555-0100",
            },
            { kind: "extra", name, value: "x" },
            encoding,
          ]),
        ),
      },
    );
    expect(await rowCounts(world.db), "nothing stored").toEqual(before);
    const [checksAfter] = await world.db.rows<{ n: string }>(`SELECT COUNT(*) AS n FROM "FormCheck"`);
    expect(Number(checksAfter?.n), "the check page's copies").toBeGreaterThan(Number(checksBefore?.n));
    expect([...seenFaults].sort()).toEqual(
      ["extra", "honeypot", "invalid", "missing", "slot", "too large", "too long"].sort(),
    );
  });
});

test.describe("valid bodies carrying hostile text: 2xx, stored as documented", () => {
  test("POST /api/contact stores every field exactly as sent", async () => {
    await fc.assert(
      fc.asyncProperty(contactBody, async (generated) => {
        const marker = nextMarker();
        const body = {
          ...generated,
          email: generated.email.replace("contact", marker),
          message: fitTo(`${marker} ${generated.message}`, 5000),
        };
        const expected = contactSchema.parse(body);
        const answer = await send(base, {
          path: "/api/contact",
          contentType: "application/json",
          body: JSON.stringify(body),
        });
        expectPostAnswer(answer, [201], "contact");
        const rows = await world.db.rows(`SELECT * FROM "ContactMessage" WHERE "email" = $1`, [body.email]);
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        // The schema documents: values are stored exactly as typed.
        expect({
          name: row.name,
          email: row.email,
          phone: row.phone,
          practice: row.practice,
          service: row.service,
          message: row.message,
          sourcePath: row.sourcePath,
        }).toEqual({
          name: expected.name,
          email: expected.email,
          phone: expected.phone ?? "",
          practice: expected.practice ?? "",
          service: expected.service ?? "",
          message: expected.message,
          sourcePath: expected.sourcePath ?? "",
        });
        expect(expected.message).toBe(body.message);
        expect(expected.name).toBe(body.name);
        const mail = await world.db.rows(
          `SELECT "subject", "text", "html" FROM "Delivery" WHERE "relatedType" = 'ContactMessage' AND "relatedId" = $1`,
          [Number(row.id)],
        );
        expect(mail).toHaveLength(1);
        const { subject, text, html } = mail[0]! as unknown as { subject: string; text: string; html: string };
        expectEscapedEmail({ subject, text, html }, [body.name, body.message, body.phone ?? "", body.practice ?? ""]);
        sentSecrets.add(body.email).add(marker);
        shown.contacts.push({ email: body.email, name: body.name, message: body.message });
      }),
      opts(100),
    );
  });

  test("POST /api/newsletter/subscribe stores the address trimmed and lower-cased, the names trimmed; nothing typed reaches the confirmation e-mail", async () => {
    /** Every confirmation e-mail with its address and link taken out: one text for all, whatever was typed. */
    const skeletons = new Set<string>();
    await fc.assert(
      fc.asyncProperty(subscribeBody, async (generated) => {
        const marker = nextMarker();
        const body = { ...generated, email: generated.email.replace("subscribe", marker) };
        const parsed = subscribeSchema.parse(body);
        const answer = await send(base, {
          path: "/api/newsletter/subscribe",
          contentType: "application/json",
          body: JSON.stringify(body),
        });
        expectPostAnswer(answer, [200], "subscribe");
        // lib/newsletter/subscribe-schema.ts documents: addresses are stored trimmed and lower-cased; the
        // names are stored trimmed (lib/newsletter/subscribers.ts), on the request to confirm until
        // the owner of the address confirms it.
        const rows = await world.db.rows(
          `SELECT "id", "email", "name", "practiceName", "subscribed" FROM "NewsletterSubscriber" WHERE "email" = $1`,
          [normalizeEmail(body.email)],
        );
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        expect({ name: row.name, practiceName: row.practiceName, subscribed: Number(row.subscribed) }).toEqual({
          name: "",
          practiceName: "",
          subscribed: 0,
        });
        const request = await world.db.rows(
          `SELECT "id", "name", "practiceName" FROM "NewsletterConfirmRequest" WHERE "subscriberId" = $1`,
          [Number(row.id)],
        );
        expect(request.map((r) => ({ name: r.name, practiceName: r.practiceName }))).toEqual([
          { name: parsed.name.trim(), practiceName: (parsed.practiceName ?? "").trim() },
        ]);
        // Stored after the answer (the route's after()): waited for.
        const confirmation = await eventually(
          () =>
            world.db.rows(
              `SELECT "subject", "text", "html" FROM "Delivery" WHERE "kind" = 'newsletter-confirm' AND "relatedType" = 'NewsletterConfirmRequest' AND "relatedId" = $1`,
              [Number(request[0]!.id)],
            ),
          (r) => r.length > 0,
        );
        expect(confirmation).toHaveLength(1);
        const confirmMail = confirmation[0] as unknown as { subject: string; text: string; html: string };
        expectEscapedEmail(confirmMail, [normalizeEmail(body.email)]);
        const link = /(http:\/\/\S+\/newsletter\/confirm\?token=(\S+))/.exec(confirmMail.text);
        expect(link, "the confirmation e-mail links to the confirm page").not.toBeNull();
        const blank = (text: string) =>
          text
            .split(link![1]!)
            .join("LINK")
            .split(escapeHtml(link![1]!))
            .join("LINK")
            .split(escapeHtml(normalizeEmail(body.email)))
            .join("ADDRESS")
            .split(normalizeEmail(body.email))
            .join("ADDRESS");
        skeletons.add(JSON.stringify([confirmMail.subject, blank(confirmMail.text), blank(confirmMail.html)]));
        expect(skeletons.size, "every confirmation e-mail is the same text apart from its address and link").toBe(1);

        // Confirmed: the subscription is active with what the form carried, and welcomed.
        const confirmed = await send(base, {
          path: `/api/newsletter/confirm?token=${link![2]!}`,
          contentType: "application/x-www-form-urlencoded",
          body: "confirm=yes",
        });
        expectPostAnswer(confirmed, [200], "confirm");
        const active = await world.db.rows(
          `SELECT "name", "practiceName", "subscribed" FROM "NewsletterSubscriber" WHERE "id" = $1`,
          [Number(row.id)],
        );
        const now = active[0]!;
        expect({ name: now.name, practiceName: now.practiceName, subscribed: Number(now.subscribed) }).toEqual({
          name: parsed.name.trim(),
          practiceName: (parsed.practiceName ?? "").trim(),
          subscribed: 1,
        });
        const mail = await world.db.rows(
          `SELECT o."subject", o."text", o."html" FROM "Delivery" o JOIN "NewsletterConsent" c ON o."relatedType" = 'NewsletterConsent' AND o."relatedId" = c."id" WHERE c."subscriberId" = $1`,
          [Number(row.id)],
        );
        expect(mail).toHaveLength(1);
        expectEscapedEmail(mail[0] as never, [normalizeEmail(body.email)]);
        // Nothing typed into the form but the address goes out from our domain.
        if (parsed.name.trim().length >= 12)
          expect(String((mail[0] as { text?: unknown }).text), "no typed name in the welcome").not.toContain(
            parsed.name.trim(),
          );
        sentSecrets.add(body.email).add(normalizeEmail(body.email)).add(marker);
        shown.subscribers.push({ email: normalizeEmail(body.email), name: parsed.name.trim() });
      }),
      opts(101),
    );
  });

  test("POST /api/health-checklist/email stores the trimmed address and the known answers", async () => {
    await fc.assert(
      fc.asyncProperty(checklistBody, async (generated) => {
        const marker = nextMarker();
        const body = { ...generated, email: generated.email.replace("checklist", marker) };
        const parsed = checklistEmailSchema.parse(body);
        const answer = await send(base, {
          path: "/api/health-checklist/email",
          contentType: "application/json",
          body: JSON.stringify(body),
        });
        expectPostAnswer(answer, [201], "checklist");
        const rows = await world.db.rows(`SELECT "id", "answers" FROM "ChecklistSubmission" WHERE "email" = $1`, [
          body.email.trim(),
        ]);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.answers).toBe(JSON.stringify(normalizeAnswers(parsed.results)));
        const mail = await world.db.rows(
          `SELECT "kind", "subject", "text", "html" FROM "Delivery" WHERE "relatedType" = 'ChecklistSubmission' AND "relatedId" = $1`,
          [Number(rows[0]!.id)],
        );
        expect(mail).toHaveLength(2);
        for (const m of mail) {
          // The office's notice names the address; the visitor's report goes to it.
          expectEscapedEmail(m as never, m.kind === "checklist-lead" ? [parsed.email] : []);
          // The scores' titles the browser sent are never used: only our fixed template goes out.
          for (const c of parsed.categoriesScores)
            if (c.title.trim().length > 3) expect((m as unknown as { text: string }).text).not.toContain(c.title);
        }
        sentSecrets.add(parsed.email).add(marker);
      }),
      opts(102),
    );
  });

  test("POST /api/location/reverse-geocode answers 200 or 404 for any coordinates, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(GEOCODE_ROUTE.validBody, async (body) => {
        const answer = await send(base, {
          path: GEOCODE_ROUTE.path as string,
          contentType: "application/json",
          body: JSON.stringify(body),
        });
        expectPostAnswer(answer, [200, 404], `geocode ${JSON.stringify(body)}`);
      }),
      opts(103),
    );
  });

  test("POST /api/newsletter/unsubscribe: a hostile token is refused with 400; the real one unsubscribes", async () => {
    const before = await rowCounts(world.db);
    const activeCount = async () =>
      Number(
        (
          await world.db.rows<{ n: string }>(
            `SELECT COUNT(*) AS n FROM "NewsletterSubscriber" WHERE "subscribed" = true`,
          )
        )[0]!.n,
      );
    const active = await activeCount();
    await fc.assert(
      fc.asyncProperty(hostileText, fc.constantFrom("json", "form", "multipart"), async (token, kind) => {
        const path = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
        const request =
          kind === "json"
            ? { contentType: "application/json", body: JSON.stringify({ "List-Unsubscribe": "One-Click" }) }
            : kind === "form"
              ? { contentType: "application/x-www-form-urlencoded", body: "List-Unsubscribe=One-Click" }
              : {
                  contentType: "multipart/form-data; boundary=XyZ",
                  body: '--XyZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XyZ--\r\n',
                };
        expectPostAnswer(await send(base, { path, ...request }), [400], `unsubscribe ${kind}`);
      }),
      opts(104),
    );
    expect(await rowCounts(world.db)).toEqual(before);
    expect(await activeCount()).toBe(active);
    // The one-click address of a welcome e-mail really unsubscribes its subscriber.
    const marker = nextMarker();
    await subscribeConfirmed({ email: `${marker}@example.com`, name: "<b>Un</b> Subscribe" });
    sentSecrets.add(marker);
    const welcome = await world.db.rows(
      `SELECT "toAddress", "headers" FROM "Delivery" WHERE "kind" = 'newsletter-welcome' AND "toAddress" = $1`,
      [`${marker}@example.com`],
    );
    const { toAddress, headers } = welcome[0] as unknown as { toAddress: string; headers: string };
    const link = /<([^>]+)>/.exec((JSON.parse(headers) as Record<string, string>)["List-Unsubscribe"] ?? "")?.[1] ?? "";
    // Links name the build's SITE_URL (the shared server's), whichever server sent the e-mail.
    expect(link.startsWith(`${E2E_BASE_URL}/api/newsletter/unsubscribe?token=`)).toBe(true);
    const ok = await send(base, {
      path: link.slice(E2E_BASE_URL.length),
      contentType: "application/x-www-form-urlencoded",
      body: "List-Unsubscribe=One-Click",
    });
    expectPostAnswer(ok, [200], "unsubscribe with the real token");
    const row = await world.db.rows(`SELECT "subscribed" FROM "NewsletterSubscriber" WHERE "email" = $1`, [toAddress]);
    expect(Number(row[0]!.subscribed)).toBe(0);
  });

  test("POST /api/newsletter/confirm: a hostile token is refused with 400 and confirms nothing; the real one confirms, a browser's post lands on /newsletter/confirmed", async () => {
    const marker = nextMarker();
    const email = `${marker}@example.com`;
    expectPostAnswer(
      await send(base, {
        path: "/api/newsletter/subscribe",
        contentType: "application/json",
        body: JSON.stringify({ email, name: "Con Firm" }),
      }),
      [200],
      "subscribe",
    );
    sentSecrets.add(marker);
    // The confirmation e-mail is stored after the answer (the route's after()): counted once it is.
    const confirmMail = () =>
      world.db.rows(`SELECT "text" FROM "Delivery" WHERE "kind" = 'newsletter-confirm' AND "toAddress" = $1`, [email]);
    await eventually(confirmMail, (r) => r.length > 0);
    const before = await rowCounts(world.db);
    const activeCount = async () =>
      Number(
        (
          await world.db.rows<{ n: string }>(
            `SELECT COUNT(*) AS n FROM "NewsletterSubscriber" WHERE "subscribed" = true`,
          )
        )[0]!.n,
      );
    const active = await activeCount();
    await fc.assert(
      fc.asyncProperty(hostileText, fc.constantFrom("json", "form", "multipart"), async (token, kind) => {
        const path = `/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
        const request =
          kind === "json"
            ? { contentType: "application/json", body: JSON.stringify({ confirm: "yes" }) }
            : kind === "form"
              ? { contentType: "application/x-www-form-urlencoded", body: "confirm=yes" }
              : {
                  contentType: "multipart/form-data; boundary=XyZ",
                  body: '--XyZ\r\nContent-Disposition: form-data; name="confirm"\r\n\r\nyes\r\n--XyZ--\r\n',
                };
        expectPostAnswer(await send(base, { path, ...request }), [400], `confirm ${kind}`);
      }),
      opts(105),
    );
    expect(await rowCounts(world.db)).toEqual(before);
    expect(await activeCount()).toBe(active);
    const mail = await confirmMail();
    const token = /\/newsletter\/confirm\?token=(\S+)/.exec(String(mail[0]?.text ?? ""))?.[1] ?? "";
    const page = await send(base, {
      path: `/api/newsletter/confirm?token=${token}`,
      contentType: "application/x-www-form-urlencoded",
      body: "confirm=yes",
      headers: {
        "Sec-Fetch-Dest": "document",
        "Sec-Fetch-Site": "same-origin",
        "Sec-Fetch-Mode": "navigate",
        Origin: base,
      },
    });
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/newsletter/confirmed");
    expect(await activeCount()).toBe(active + 1);
  });

  test("POST /api/admin/sign-in: hostile usernames and passwords get 401, never a session", async () => {
    const route = signInRoute(base);
    await fc.assert(
      fc.asyncProperty(route.validBody, async (body) => {
        const answer = await send(base, {
          path: "/api/admin/sign-in",
          contentType: "application/json",
          body: JSON.stringify(body),
          headers: { Origin: base },
        });
        expectPostAnswer(answer, [401], "sign-in");
        expect(answer.headers.getSetCookie()).toEqual([]);
      }),
      opts(105),
    );
  });

  test("POST /api/admin/blog and /api/admin/newsletter store hostile posts and issues as the schema documents", async () => {
    test.setTimeout(120_000);
    await fc.assert(
      fc.asyncProperty(blogBody, async (generated) => {
        const body = { ...generated, slug: `hostile-${nextMarker()}` };
        const expected = blogPostSaveSchema.parse(body);
        const answer = await send(base, {
          path: "/api/admin/blog",
          contentType: "application/json",
          body: JSON.stringify(body),
          headers: staffHeaders(),
        });
        expectPostAnswer(answer, [201], "blog-create");
        const rows = await world.db.rows(
          `SELECT "title", "excerpt", "content", "tags", "author", "category", "isPublished" FROM "BlogPost" WHERE "slug" = $1`,
          [body.slug],
        );
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        // Documented: text trimmed, tags normalised, content as written.
        expect({ ...row, isPublished: Number(row.isPublished) }).toEqual({
          title: expected.title,
          excerpt: expected.excerpt,
          content: body.content,
          tags: expected.tags,
          author: expected.author,
          category: expected.category,
          isPublished: expected.status === "published" ? 1 : 0,
        });
      }),
      { ...opts(106), numRuns: 25 },
    );
    await fc.assert(
      fc.asyncProperty(issueBody, async (body) => {
        const expected = issueSaveSchema.parse(body);
        const answer = await send(base, {
          path: "/api/admin/newsletter",
          contentType: "application/json",
          body: JSON.stringify(body),
          headers: staffHeaders(),
        });
        const { id } = expectPostAnswer(answer, [201], "newsletter-create") as unknown as { id: number };
        const rows = await world.db.rows(
          `SELECT "title", "content", "month", "year" FROM "NewsletterIssue" WHERE "id" = $1`,
          [id],
        );
        expect({ ...rows[0]!, year: Number(rows[0]!.year) }).toEqual({
          title: expected.title,
          content: body.content,
          month: body.month,
          year: body.year,
        });
      }),
      { ...opts(107), numRuns: 25 },
    );
  });

  test("staff routes with hostile ids in the path answer 2xx/404/409, never a 5xx", async () => {
    const handled = fc.record({ handled: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .tuple(fc.constantFrom("contact", "checklist", "subscribers", "leads", "<script>"), hostileId, handled)
            .map(([k, id, b]) => ({
              path: `/api/admin/leads/${encodeURIComponent(k)}/${id}`,
              body: b,
              ok: [200, 404],
            })),
          hostileId.map((id) => ({ path: `/api/admin/deliveries/${id}/retry`, body: {}, ok: [200, 404, 409] })),
          hostileId.map((id) => ({ path: `/api/admin/newsletter/${id}/send`, body: {}, ok: [200, 404, 409] })),
          fc
            .tuple(hostileId, blogBody)
            .map(([id, b]) => ({ path: `/api/admin/blog/${id}`, body: b, ok: [200, 404, 409] })),
          fc
            .tuple(hostileId, issueBody)
            .map(([id, b]) => ({ path: `/api/admin/newsletter/${id}`, body: b, ok: [200, 404] })),
        ),
        async ({ path, body, ok }) => {
          const answer = await send(base, {
            path,
            contentType: "application/json",
            body: JSON.stringify(body),
            headers: staffHeaders(),
          });
          expectPostAnswer(answer, ok, `POST ${path}`);
        },
      ),
      opts(108),
    );
  });

  test("POST /api/admin/sign-out answers 200 for any body (it reads none)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(""), hostileText),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
        async (body, type) => {
          // Without the session cookie: signing out a browser that is not signed in is harmless.
          expectPostAnswer(
            await send(base, { path: "/api/admin/sign-out", contentType: type, body, headers: { Origin: base } }),
            [200],
            "sign-out",
          );
        },
      ),
      opts(109),
    );
  });
});

test.describe("GET handlers with hostile queries and paths", () => {
  test("GET /api/newsletter/issues/recent: odd limit and offset get 400, good ones 200", async () => {
    const odd = fc.oneof(
      fc.constantFrom(
        "0",
        "-1",
        "51",
        "1000",
        "1.5",
        "1e1",
        "abc",
        "",
        " 3",
        "3 ",
        "0x10",
        "NaN",
        "Infinity",
        "99999999999999999999",
        "٣",
        "+3",
        "%00",
      ),
      fc.integer({ min: -1000, max: 10_000 }).map(String),
      fc.double().map(String),
      hostileText,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            limit: odd,
            offset: odd,
            extra: fc.constantFrom(undefined, "limit[]", "sort", "constructor", "Limit"),
            repeat: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        async ({ limit, offset, extra, repeat }) => {
          const params = new URLSearchParams();
          if (limit !== undefined) params.append("limit", limit);
          if (repeat && limit !== undefined) params.append("limit", "3");
          if (offset !== undefined) params.append("offset", offset);
          if (extra) params.append(extra, "1");
          const effectiveLimit = repeat && limit !== undefined ? "3" : limit;
          const limitOk =
            effectiveLimit === undefined ||
            (/^\d{1,3}$/.test(effectiveLimit) && Number(effectiveLimit) >= 1 && Number(effectiveLimit) <= 50);
          const offsetOk = offset === undefined || /^\d{1,9}$/.test(offset);
          const answer = await send(base, { path: `/api/newsletter/issues/recent?${params}` });
          if (limitOk && offsetOk && !extra) {
            expect(answer.status, `?${params}`).toBe(200);
            const list = answer.json as unknown[];
            expect(Array.isArray(list)).toBe(true);
            expect(list.length).toBeLessThanOrEqual(Number(effectiveLimit ?? 3));
          } else {
            expectGetError(answer, [400], `?${params}`);
          }
        },
      ),
      opts(200),
    );
  });

  test("GET /api/blog/{slug}: any slug answers 200 or a 404 JSON", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileText,
          fc.constantFrom("..", "%2e%2e", "a".repeat(300), "-", "welcome"),
          fc.string({ unit: "binary" }),
        ),
        async (slug) => {
          if (slug === "" || slug === "." || slug === "..") return;
          const answer = await send(base, { path: `/api/blog/${encodeURIComponent(slug)}` });
          if (answer.status === 200) expect(typeof (answer.json as { slug?: unknown }).slug).toBe("string");
          else expectGetError(answer, [404], `/api/blog/${slug}`);
        },
      ),
      opts(201),
    );
  });

  test("GET /api/blog, /api/keys/google-maps, /server-sitemap.xml ignore hostile queries", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/blog", "/api/keys/google-maps", "/server-sitemap.xml"),
        fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
        async (path, query) => {
          const answer = await send(base, { path: `${path}?${new URLSearchParams(query)}` });
          expect(answer.status, `${path}?${new URLSearchParams(query)}`).toBe(200);
          if (path === "/server-sitemap.xml") expect(answer.text).toContain("<urlset");
          else expect(answer.json).toBeDefined();
        },
      ),
      opts(202),
    );
  });

  test("GET /api/cron/deliveries: anything but the secret is 401 with a JSON message", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(undefined),
          fc.constantFrom(
            "Bearer",
            "Bearer ",
            "bearer e2e-cron-secret-0123456789abcdefghijklmnop",
            "Bearer e2e-cron-secret-0123456789abcdefghijklmno",
            "Basic YTpi",
          ),
          // fetch refuses control characters in a header value: only what can be sent.
          fc
            .string({ unit: "binary-ascii", maxLength: 80 })
            .map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, "")}`.trim()),
          fc
            .string({ unit: "binary", minLength: 1, maxLength: 60 })
            .map((s) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, "").trim()),
        ),
        async (authorization) => {
          const answer = await send(base, {
            path: "/api/cron/deliveries",
            headers: authorization === undefined ? {} : { Authorization: authorization },
          });
          expectPostAnswer(answer, [401], `cron ${JSON.stringify(authorization)}`);
        },
      ),
      opts(203),
    );
    const ok = await send(base, {
      path: "/api/cron/deliveries",
      headers: { Authorization: "Bearer e2e-cron-secret-0123456789abcdefghijklmnop" },
    });
    expectPostAnswer(ok, [200], "cron with the secret");
  });

  test("GET /api/admin/leads/{kind}/export: hostile kinds and searches answer CSV, 404 or 401", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("contact", "checklist", "subscribers", "users", "<script>", "...", "%00"),
        fc.oneof(fc.constant(undefined), hostileText),
        fc.boolean(),
        async (kind, q, signedIn) => {
          const path = `/api/admin/leads/${encodeURIComponent(kind)}/export${q === undefined ? "" : `?${new URLSearchParams({ q })}`}`;
          const answer = await send(base, { path, headers: signedIn ? { Cookie: staffCookie } : {} });
          if (!signedIn) {
            expectPostAnswer(answer, [401], path);
            return;
          }
          if (["contact", "checklist", "subscribers"].includes(kind)) {
            expect(answer.status, path).toBe(200);
            expect(answer.contentType).toContain("text/csv");
          } else {
            expectPostAnswer(answer, [404], path);
          }
        },
      ),
      opts(204),
    );
  });
});

/** The e-mail shows the visitor's text literally in `text`, HTML-escaped in `html`, no markup of theirs. */
function expectEscapedEmail(mail: { subject: string; text: string; html: string }, values: readonly string[]) {
  for (const value of values) {
    if (!value) continue;
    expect(mail.text, "plain text carries the literal value").toContain(value);
    expect(mail.html, "HTML carries the escaped value").toContain(escapeHtml(value));
  }
  expect(mail.subject).not.toMatch(/[\r\n]/);
  // Our templates contain no <script>, <img>, <svg> or <b>: any there came from a visitor.
  expect(mail.html).not.toMatch(/<(script|img|svg|b|iframe)\b/i);
}

/** What the HTML parser makes of text: NUL becomes U+FFFD, CR LF and lone CR become LF. */
function asParsed(text: string): string {
  return text.replace(/\0/g, "\uFFFD").replace(/\r\n?/g, "\n");
}

async function expectNoInjection(page: Page, where: string) {
  expect(
    await page.locator("img[src='x'], svg[onload], b:text('bold')").count(),
    `${where}: no element from a visitor's text`,
  ).toBe(0);
  // The visitor's text travels inside Next's data scripts as JSON strings; a script element made
  // from it would hold the visitor's code itself.
  const inlineScripts = await page
    .locator("script:not([src])")
    .evaluateAll((els) => els.filter((e) => /^\s*alert\(/.test(e.textContent ?? "")).length);
  expect(inlineScripts, `${where}: no script from a visitor's text`).toBe(0);
}

test.describe("hostile text shows as text", () => {
  test("in the staff area: leads, subscribers, deliveries, blog and newsletter lists; on the public post page", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    // One fixed submission of each kind last, so it is on the first page of every list.
    const marker = nextMarker();
    const nasty = {
      name: `"><img src=x onerror=alert(1)> ${marker}`,
      message: `<script>alert(1)</script>\n'; DROP TABLE Lead; --\u0001 ${marker} 🦷 שלום`,
      email: `o'brien-${marker}@example.com`,
    };
    expectPostAnswer(
      await send(base, {
        path: "/api/contact",
        contentType: "application/json",
        body: JSON.stringify({ ...nasty, practice: "<b>bold</b>", phone: "<svg/onload=alert(2)>" }),
      }),
      [201],
      "contact",
    );
    await subscribeConfirmed({ email: nasty.email, name: nasty.name, practiceName: "<b>bold</b>" });
    const post = {
      title: `<script>alert(1)</script> ${marker}`,
      slug: `hostile-${marker}`,
      excerpt: `"><img src=x onerror=alert(1)> excerpt`,
      category: "cybersecurity",
      tags: "<b>bold</b>, x",
      author: "<svg/onload=alert(2)>",
      content: `## <img src=x onerror=alert(1)>\n\n**<script>alert(1)</script>** '; DROP TABLE Lead; --\n\n- <b>bold</b>`,
      status: "published",
    };
    expectPostAnswer(
      await send(base, {
        path: "/api/admin/blog",
        contentType: "application/json",
        body: JSON.stringify(post),
        headers: staffHeaders(),
      }),
      [201],
      "blog",
    );
    sentSecrets.add(nasty.email).add(marker);
    shown.contacts.push({ email: nasty.email, name: nasty.name, message: nasty.message });
    shown.subscribers.push({ email: nasty.email, name: nasty.name });

    const context = await browser.newContext({ baseURL: base, extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      await page.goto("/admin/sign-in");
      await page.getByLabel("Username").fill(STAFF.username);
      await page.getByLabel("Password").fill(STAFF.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/admin\/leads/);

      // Contact messages: every name and message of the first page, as text.
      await page.goto("/admin/leads?kind=contact");
      const names = await page.locator("tbody tr td:nth-child(2) strong").allTextContents();
      const messages = await page.locator("tbody tr td:nth-child(4)").allTextContents();
      const recent = shown.contacts.slice(-Math.min(names.length, 20));
      for (const c of recent) {
        expect(names, "the name shows as text").toContain(asParsed(c.name));
        expect(messages, "the message shows as text").toContain(asParsed(c.message));
      }
      await expect(page.getByText(nasty.name, { exact: true })).toBeVisible();
      await expectNoInjection(page, "contact messages");

      await page.goto("/admin/leads?kind=subscribers");
      const subscriberNames = await page.locator("tbody tr td:nth-child(2) strong").allTextContents();
      for (const s of shown.subscribers.slice(-Math.min(subscriberNames.length, 20)))
        expect(subscriberNames).toContain(asParsed(s.name));
      await expect(page.getByText("<b>bold</b>", { exact: true }).first()).toBeVisible();
      await expectNoInjection(page, "subscribers");

      await page.goto("/admin/deliveries");
      await expect(page.getByText(`New contact message from ${nasty.name}`, { exact: true })).toBeVisible();
      await expectNoInjection(page, "deliveries");

      await page.goto("/admin/blog");
      await expect(page.getByText(post.title).first()).toBeVisible();
      await expectNoInjection(page, "staff blog list");

      await page.goto(`/blog/${post.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      await expect(page.getByText("<b>bold</b>", { exact: true }).first()).toBeVisible();
      await expectNoInjection(page, "public post page");

      await page.goto("/admin/newsletter");
      await expectNoInjection(page, "staff newsletter list");
      expect(dialogs, "no script ran").toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("in the e-mails the provider received: HTML escaped, text literal", async () => {
    const contacts = shown.contacts.slice(-10);
    const received = await eventually(
      async () => world.standIn.received,
      (r) =>
        contacts.every((c) =>
          r.some((m) => m.reply_to === c.email || (Array.isArray(m.reply_to) && m.reply_to.includes(c.email))),
        ),
      20_000,
    );
    for (const c of contacts) {
      const mail = received.find(
        (m) => m.reply_to === c.email || (Array.isArray(m.reply_to) && m.reply_to.includes(c.email)),
      );
      expect(mail, `the office's notice for ${c.email}`).toBeDefined();
      expectEscapedEmail({ subject: mail!.subject, text: mail!.text ?? "", html: mail!.html ?? "" }, [
        c.name,
        c.message,
      ]);
    }
    for (const s of shown.subscribers.slice(-10)) {
      const mails = received.filter((m) => m.to.includes(s.email));
      const welcome = mails.find((m) => /^Welcome/.test(m.subject));
      if (!welcome) continue; // the address may already have been subscribed by a random run
      expectEscapedEmail({ subject: welcome.subject, text: welcome.text ?? "", html: welcome.html ?? "" }, [s.email]);
      if (s.name.trim().length >= 12) expect(welcome.text, "no typed name in the welcome").not.toContain(s.name.trim());
      // The confirmation went out before the owner confirmed: nothing the form's sender typed is in it.
      for (const m of mails.filter((x) => /^Please confirm/.test(x.subject))) {
        expectEscapedEmail({ subject: m.subject, text: m.text ?? "", html: m.html ?? "" }, [s.email]);
        if (s.name.trim().length >= 12)
          expect(m.text, "no typed name in the confirmation").not.toContain(s.name.trim());
      }
    }
  });
});

test("the server's log names no address and quotes no text a visitor sent", async () => {
  const output = world.server.output();
  expect(sentSecrets.size).toBeGreaterThan(100);
  const leaked = [...sentSecrets].filter((s) => output.includes(s));
  expect(leaked, `log excerpt:\n${output.slice(-2000)}`).toEqual([]);
  expect(output).not.toMatch(/DROP TABLE|onerror=|<script>/);
});
