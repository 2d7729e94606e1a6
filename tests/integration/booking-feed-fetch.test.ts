import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { FeedFetchError, feedReader, fetchFeed } from "@/lib/booking/feed-fetch";
import { FeedParseError, parseBusyIntervals } from "@/lib/booking/feed-parse";
import { feedName, feedSources, type FeedSource } from "@/lib/booking/feed-store";
import { startFeedStandIn, type FeedStandIn } from "../support/ics-feed-stand-in";

/**
 * Fetching the assessors' calendar feeds from a local stand-in of the servers that publish them
 * (tests/support/ics-feed-stand-in.ts): feeds in the shapes Outlook and Google publish, plain and
 * gzip-compressed, a server that never answers, one over the size limit, a gzip bomb, redirects on
 * the same host and to another. Nothing here measures time: the server that never answers meets a
 * short time limit given to the fetch, and the bomb never ends, so only the size limit can stop it.
 */
const FIXTURES = path.resolve(__dirname, "../fixtures/ics");
const fixtures = {
  outlook: readFileSync(path.join(FIXTURES, "outlook-busy.ics"), "utf8"),
  google: readFileSync(path.join(FIXTURES, "google-busy.ics"), "utf8"),
  // Starts as a calendar, then holds a line no calendar may hold (a private note, say).
  broken: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nthis line is a private note\r\nEND:VCALENDAR\r\n",
};
/** Feeds carry their secret in the address: no error may quote it. */
const SECRET = "private-4f3e2d1c0b9a8f7e6d5c";
const WEEK = { from: new Date("2026-11-30T05:00:00Z"), to: new Date("2026-12-07T05:00:00Z") };
const MIB = 1024 * 1024;

let standIn: FeedStandIn;
let elsewhere: FeedStandIn;

before(async () => {
  elsewhere = await startFeedStandIn({ fixtures });
  standIn = await startFeedStandIn({
    fixtures,
    largeBytes: 2 * MIB,
    awayTo: `${elsewhere.baseUrl}/feeds/outlook.ics?token=${SECRET}`,
  });
});

after(async () => {
  await standIn.close();
  await elsewhere.close();
});

/** The stand-in's path as the second configured feed, with a secret in its address. */
function feed(pathname: string): FeedSource {
  return feedSources(
    `https://outlook.office365.com/owa/calendar/first/calendar.ics,${standIn.baseUrl}${pathname}?token=${SECRET}`,
  )[1]!;
}

async function refusal(source: FeedSource, options: Parameters<typeof fetchFeed>[1] = {}): Promise<FeedFetchError> {
  try {
    await fetchFeed(source, options);
  } catch (error) {
    assert.ok(error instanceof FeedFetchError, `a FeedFetchError, not ${String(error)}`);
    assert.ok(!error.message.includes(SECRET), `the message quotes the address: ${error.message}`);
    assert.ok(!error.message.includes("token="), error.message);
    assert.match(error.message, /^feed 2 \(127\.0\.0\.1:\d+\): /);
    return error;
  }
  assert.fail("the fetch should have been refused");
}

describe("a feed that answers", () => {
  test("is read and parsed: Outlook's and Google's shapes, plain and gzip-compressed", async () => {
    const outlook = await fetchFeed(feed("/feeds/outlook.ics"));
    assert.equal(outlook.text, fixtures.outlook);
    assert.equal(outlook.bytes, Buffer.byteLength(fixtures.outlook));
    const busy = parseBusyIntervals(outlook.text, WEEK).map((i) => i.start.toISOString());
    assert.deepEqual(busy, [
      "2026-11-30T15:00:00.000Z",
      "2026-12-01T15:00:00.000Z",
      "2026-12-03T16:00:00.000Z",
      "2026-12-03T19:00:00.000Z",
      "2026-12-04T05:00:00.000Z",
    ]);

    const google = await fetchFeed(feed("/gzip/google.ics"));
    assert.equal(google.text, fixtures.google);
    assert.equal(google.bytes, Buffer.byteLength(fixtures.google), "counted after decompression");
    assert.equal(parseBusyIntervals(google.text, WEEK).length, 3);
  });

  test("follows a redirect on its own host", async () => {
    const before = standIn.requests.length;
    const moved = await fetchFeed(feed("/moved"));
    assert.equal(moved.text, fixtures.outlook);
    assert.deepEqual(standIn.requests.slice(before), ["/moved", "/feeds/outlook.ics"]);
  });

  test("is named by its position and host only", () => {
    const [first, second] = feedSources(
      `https://outlook.office365.com/owa/calendar/${SECRET}/calendar.ics, webcal://calendar.google.com/calendar/ical/x/${SECRET}/basic.ics`,
    );
    assert.equal(feedName(first!), "feed 1 (outlook.office365.com)");
    assert.equal(feedName(second!), "feed 2 (calendar.google.com)");
  });

  test("is read into its busy times by the reader the feed store takes", async () => {
    const read = feedReader({ window: WEEK, maxBytes: MIB });
    const busy = await read(feed("/gzip/outlook.ics"));
    assert.deepEqual(
      busy.map((i) => [i.start.toISOString(), i.end.toISOString()]),
      [
        ["2026-11-30T15:00:00.000Z", "2026-11-30T16:00:00.000Z"],
        ["2026-12-01T15:00:00.000Z", "2026-12-01T16:30:00.000Z"],
        ["2026-12-03T16:00:00.000Z", "2026-12-03T17:00:00.000Z"],
        ["2026-12-03T19:00:00.000Z", "2026-12-03T20:00:00.000Z"],
        ["2026-12-04T05:00:00.000Z", "2026-12-05T05:00:00.000Z"],
      ],
    );
    const impatient = feedReader({ window: WEEK, maxBytes: MIB, timeoutMs: 200 });
    await assert.rejects(
      impatient(feed("/never")),
      (error) => error instanceof FeedFetchError && error.kind === "timeout",
    );
    await assert.rejects(read(feed("/feeds/broken.ics")), (error: unknown) => {
      assert.ok(error instanceof FeedParseError);
      assert.equal(error.message.includes("private note"), false);
      return true;
    });
  });
});

describe("a feed that is refused", () => {
  test("times out when the server never answers", async () => {
    const error = await refusal(feed("/never"), { timeoutMs: 200 });
    assert.equal(error.kind, "timeout");
  });

  test("is too large past the limit, as it is read without a declared length", async () => {
    const error = await refusal(feed("/large"), { maxBytes: MIB });
    assert.equal(error.kind, "too-large");
    assert.ok(error.bytesRead! > MIB && error.bytesRead! <= MIB + 256 * 1024, `read ${error.bytesRead} bytes`);
  });

  test("is too large from its declared length, before it is read", async () => {
    const error = await refusal(feed("/large-declared"), { maxBytes: MIB });
    assert.equal(error.kind, "too-large");
  });

  test("stops a gzip bomb at the limit counted on the decompressed bytes", async () => {
    // The stream never ends: reading it whole would never finish, and a time limit far above
    // what the test needs leaves the size limit as the only way out.
    const error = await refusal(feed("/bomb"), { maxBytes: MIB, timeoutMs: 120_000 });
    assert.equal(error.kind, "too-large");
    // Stopped by the first piece past the limit, not after reading on.
    assert.ok(error.bytesRead! > MIB && error.bytesRead! <= MIB + 256 * 1024, `read ${error.bytesRead} bytes`);
  });

  test("never follows a redirect to another host, which receives nothing", async () => {
    const error = await refusal(feed("/away"));
    assert.equal(error.kind, "redirect-other-host");
    assert.deepEqual(elsewhere.requests, []);
  });

  test("gives up on endless redirects", async () => {
    const error = await refusal(feed("/loop"));
    assert.equal(error.kind, "too-many-redirects");
  });

  test("reports a status other than success", async () => {
    const error = await refusal(feed("/gone"));
    assert.equal(error.kind, "bad-status");
    assert.equal(error.status, 404);
  });

  test("refuses an answer that is not a calendar (a sign-in page)", async () => {
    const error = await refusal(feed("/html"));
    assert.equal(error.kind, "not-calendar");
  });

  test("reports a server that cannot be reached", async () => {
    const closed = await startFeedStandIn();
    const address = closed.baseUrl;
    await closed.close();
    const source = { ...feed("/feeds/outlook.ics"), url: `${address}/feeds/outlook.ics?token=${SECRET}` };
    source.host = new URL(address).host;
    const error = await refusal(source);
    assert.equal(error.kind, "network");
    assert.equal(error.code, "ECONNREFUSED");
  });

  test("asks nothing of an address that is not https (plain http only to this machine)", async () => {
    const [source] = feedSources(`http://calendar.example.ca/${SECRET}/basic.ics`);
    await assert.rejects(fetchFeed(source!), (error: unknown) => {
      assert.ok(error instanceof FeedFetchError);
      assert.equal(error.kind, "bad-address");
      assert.equal(error.message.includes(SECRET), false);
      assert.match(error.message, /^feed 1 \(calendar\.example\.ca\): /);
      return true;
    });
  });
});
