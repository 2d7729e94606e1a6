/** @jest-environment node */
import {
  assertDeployable,
  databaseUrlProblem,
  DEFAULT_FEED_MAX_BYTES,
  feedUrlProblem,
  identityProblems,
  isLoopbackOrigin,
  missingSecrets,
  pagingProblems,
  parseEnv,
  stageOf,
  webhookProblems,
} from "@/lib/core/env";

const DB = { DATABASE_URL: "postgresql://app@127.0.0.1:5432/tdi" };
const SECRETS = {
  ...DB,
  CRON_SECRET: "c".repeat(32),
  NEWSLETTER_TOKEN_SECRET: "n".repeat(32),
  SESSION_SECRET: "s".repeat(32),
};

describe("where the site runs", () => {
  it("is local when neither VERCEL_ENV nor DEPLOY_ENV is set", () => {
    expect(stageOf(undefined, undefined)).toBe("local");
  });
  it("is production only for the value production", () => {
    expect(stageOf("production", undefined)).toBe("production");
    expect(stageOf(undefined, "production")).toBe("production");
  });
  it("is a preview for any other value", () => {
    expect(stageOf("preview", undefined)).toBe("preview");
    expect(stageOf("development", undefined)).toBe("preview");
    expect(stageOf(undefined, "staging")).toBe("preview");
  });
  it("prefers VERCEL_ENV over DEPLOY_ENV", () => {
    expect(stageOf("preview", "production")).toBe("preview");
  });
  it("counts a production start without any setting as production, not local", () => {
    expect(stageOf(undefined, undefined, { nodeEnv: "production" })).toBe("production");
    expect(parseEnv({ NODE_ENV: "production" }).stage).toBe("production");
  });
  it("is local for a production start marked as a local run, and for next dev", () => {
    expect(stageOf(undefined, undefined, { nodeEnv: "production", localRun: true })).toBe("local");
    expect(parseEnv({ NODE_ENV: "production", LOCAL_RUN: "1" }).stage).toBe("local");
    expect(parseEnv({ NODE_ENV: "development" }).stage).toBe("local");
  });
  it("lets DEPLOY_ENV and VERCEL_ENV outrank the local-run mark", () => {
    expect(parseEnv({ NODE_ENV: "production", LOCAL_RUN: "1", DEPLOY_ENV: "production" }).stage).toBe("production");
    expect(parseEnv({ LOCAL_RUN: "1", VERCEL_ENV: "preview" }).stage).toBe("preview");
  });
  it("takes only 1 or true as the mark", () => {
    expect(parseEnv({ NODE_ENV: "production", LOCAL_RUN: "0" }).stage).toBe("production");
    expect(parseEnv({ NODE_ENV: "production", LOCAL_RUN: "" }).stage).toBe("production");
    expect(parseEnv({ NODE_ENV: "production", LOCAL_RUN: "true" }).stage).toBe("local");
  });
});

describe("the deployment's identity", () => {
  const production = (extra: Record<string, string> = {}) =>
    parseEnv({ DEPLOY_ENV: "production", ...SECRETS, ...extra });
  it("knows loopback origins", () => {
    for (const origin of [
      "http://localhost:3000",
      "http://127.0.0.1:8080",
      "http://[::1]:3000",
      "http://app.localhost",
    ]) {
      expect(isLoopbackOrigin(origin)).toBe(true);
    }
    for (const origin of ["http://example.ca", "http://10.0.0.2", "http://128.0.0.1", "http://localhost.example.ca"]) {
      expect(isLoopbackOrigin(origin)).toBe(false);
    }
  });
  it("lets a local run use the default address", () => {
    expect(identityProblems(parseEnv({}))).toEqual([]);
  });
  it("refuses a deployment without SITE_URL, naming it", () => {
    expect(identityProblems(production()).join("\n")).toMatch(/SITE_URL is not set/);
    expect(identityProblems(parseEnv({ NODE_ENV: "production", ...SECRETS })).join("\n")).toMatch(
      /SITE_URL is not set/,
    );
  });
  it("refuses plain http on a public address, allows https and loopback", () => {
    expect(identityProblems(production({ SITE_URL: "http://www.example.ca" })).join("\n")).toMatch(
      /must be an https address/,
    );
    expect(identityProblems(production({ SITE_URL: "https://www.example.ca" }))).toEqual([]);
    expect(identityProblems(production({ SITE_URL: "http://localhost:3102" }))).toEqual([]);
  });
  it("gives a Vercel preview its own address when SITE_URL is not set", () => {
    const env = parseEnv({ VERCEL_ENV: "preview", VERCEL_URL: "tdi-git-x.vercel.app", ...SECRETS });
    expect(env.SITE_URL).toBe("https://tdi-git-x.vercel.app");
    expect(identityProblems(env)).toEqual([]);
    // Vercel's address never stands in for production's own.
    expect(parseEnv({ VERCEL_ENV: "production", VERCEL_URL: "tdi.vercel.app" }).siteUrlFrom).toBe("default");
  });
  it("refuses a start whose SITE_URL differs from the build's, at every stage", () => {
    const problems = identityProblems(production({ SITE_URL: "https://www.example.ca" }), "http://localhost:3000");
    expect(problems.join("\n")).toMatch(
      /build was made for SITE_URL=http:\/\/localhost:3000.*this start has SITE_URL=https:\/\/www.example.ca/,
    );
    expect(identityProblems(parseEnv({}), "https://www.example.ca").join("\n")).toMatch(/\(the default\)/);
    expect(identityProblems(production({ SITE_URL: "https://www.example.ca/" }), "https://www.example.ca")).toEqual([]);
  });
  it("names every problem in one message", () => {
    expect(() =>
      assertDeployable(parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRETS.SESSION_SECRET })),
    ).toThrow(
      /production start \(neither DEPLOY_ENV nor VERCEL_ENV is set.*\n {2}- SITE_URL is not set.*\n {2}- DATABASE_URL is not set.*\n {2}- missing required secrets: CRON_SECRET, NEWSLETTER_TOKEN_SECRET/,
    );
  });
  it("checks no secrets for a build", () => {
    expect(() =>
      assertDeployable(parseEnv({ DEPLOY_ENV: "production", SITE_URL: "https://www.example.ca", ...DB }), {
        secrets: false,
      }),
    ).not.toThrow();
  });
});

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATABASE_POOL_SIZE).toBe(3);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.RATE_LIMIT_SCALE).toBe(1);
    expect(env.stage).toBe("local");
  });
  it("treats empty values as unset", () => {
    const env = parseEnv({ SITE_URL: "", RATE_LIMIT_SCALE: " ", VERCEL_ENV: "" });
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.RATE_LIMIT_SCALE).toBe(1);
    expect(env.stage).toBe("local");
  });
  it("strips a trailing slash from SITE_URL and parses the scale", () => {
    const env = parseEnv({ SITE_URL: "https://www.example.ca/", RATE_LIMIT_SCALE: "50" });
    expect(env.SITE_URL).toBe("https://www.example.ca");
    expect(env.RATE_LIMIT_SCALE).toBe(50);
  });
  it("counts one trusted proxy unless told otherwise, and accepts 0", () => {
    expect(parseEnv({}).TRUSTED_PROXY_COUNT).toBe(1);
    expect(parseEnv({ TRUSTED_PROXY_COUNT: "" }).TRUSTED_PROXY_COUNT).toBe(1);
    expect(parseEnv({ TRUSTED_PROXY_COUNT: "0" }).TRUSTED_PROXY_COUNT).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_COUNT: "2" }).TRUSTED_PROXY_COUNT).toBe(2);
  });
  it("measures every page view unless RUM_SAMPLE_RATE says a share from 0 to 1", () => {
    expect(parseEnv({}).RUM_SAMPLE_RATE).toBe(1);
    expect(parseEnv({ RUM_SAMPLE_RATE: " " }).RUM_SAMPLE_RATE).toBe(1);
    expect(parseEnv({ RUM_SAMPLE_RATE: "0" }).RUM_SAMPLE_RATE).toBe(0);
    expect(parseEnv({ RUM_SAMPLE_RATE: "0.25" }).RUM_SAMPLE_RATE).toBe(0.25);
    for (const bad of ["-0.1", "1.5", "half", "25%"]) {
      expect(() => parseEnv({ RUM_SAMPLE_RATE: bad })).toThrow(/RUM_SAMPLE_RATE/);
    }
  });
  it("rejects a trusted proxy count that is not a whole number from 0", () => {
    for (const bad of ["-1", "1.5", "two", "11"]) {
      expect(() => parseEnv({ TRUSTED_PROXY_COUNT: bad })).toThrow(/TRUSTED_PROXY_COUNT/);
    }
  });
  it("rejects a malformed value with a message that names the variable", () => {
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ RATE_LIMIT_SCALE: "-2" })).toThrow(/RATE_LIMIT_SCALE/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });
});

describe("required secrets", () => {
  it("are not required up front on a local run", () => {
    expect(missingSecrets(parseEnv({}))).toEqual([]);
    expect(() => assertDeployable(parseEnv(DB))).not.toThrow();
  });
  it("stop a production deployment and name every missing one", () => {
    const env = parseEnv({ VERCEL_ENV: "production", CRON_SECRET: SECRETS.CRON_SECRET });
    expect(missingSecrets(env)).toEqual(["NEWSLETTER_TOKEN_SECRET", "SESSION_SECRET"]);
    expect(() => assertDeployable(env)).toThrow(
      /production deployment \(VERCEL_ENV=production\) cannot start:[^]*missing required secrets: NEWSLETTER_TOKEN_SECRET, SESSION_SECRET/,
    );
  });
  it("stop a preview deployment too", () => {
    expect(() => assertDeployable(parseEnv({ DEPLOY_ENV: "staging", SITE_URL: "https://preview.example.ca" }))).toThrow(
      /preview deployment[^]*missing required secrets/,
    );
  });
  it("let a deployment with every secret start", () => {
    expect(() =>
      assertDeployable(parseEnv({ VERCEL_ENV: "production", SITE_URL: "https://www.example.ca", ...SECRETS })),
    ).not.toThrow();
  });
});

describe("the leads webhook", () => {
  const deployment = { VERCEL_ENV: "production", SITE_URL: "https://www.example.ca", ...SECRETS };
  const URL = "https://hooks.example.com/leads";

  it("needs nothing when no URL is set", () => {
    expect(webhookProblems(parseEnv(deployment))).toEqual([]);
    expect(() => assertDeployable(parseEnv(deployment))).not.toThrow();
  });
  it("stops a deployment whose URL has no secret, saying what to set", () => {
    const env = parseEnv({ ...deployment, LEADS_WEBHOOK_URL: URL });
    expect(webhookProblems(env)).toEqual([
      expect.stringMatching(/^LEADS_WEBHOOK_URL is set but LEADS_WEBHOOK_SECRET is not/),
    ]);
    expect(() => assertDeployable(env)).toThrow(/cannot start:[^]*LEADS_WEBHOOK_SECRET is not/);
    expect(() =>
      assertDeployable(
        parseEnv({ ...deployment, DEPLOY_ENV: "staging", VERCEL_ENV: undefined, LEADS_WEBHOOK_URL: URL }),
      ),
    ).toThrow(/preview deployment[^]*LEADS_WEBHOOK_SECRET/);
  });
  it("lets a deployment with both start, and leaves a build's check and a local run alone", () => {
    expect(() =>
      assertDeployable(parseEnv({ ...deployment, LEADS_WEBHOOK_URL: URL, LEADS_WEBHOOK_SECRET: "w".repeat(32) })),
    ).not.toThrow();
    expect(() =>
      assertDeployable(parseEnv({ ...deployment, LEADS_WEBHOOK_URL: URL }), { secrets: false }),
    ).not.toThrow();
    expect(webhookProblems(parseEnv({ LEADS_WEBHOOK_URL: URL }))).toEqual([]);
  });
  it("refuses a short secret and a URL that is not http(s)", () => {
    expect(() => parseEnv({ LEADS_WEBHOOK_SECRET: "short" })).toThrow(
      /LEADS_WEBHOOK_SECRET: must be at least 32 characters/,
    );
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: "ftp://hooks.example.com/leads" })).toThrow(/LEADS_WEBHOOK_URL/);
  });
});

describe("paging on PagerDuty", () => {
  const deployment = { VERCEL_ENV: "production", SITE_URL: "https://www.example.ca", ...SECRETS };
  const PAGERDUTY = "https://events.pagerduty.com/v2/enqueue";
  const KEY = "0123456789abcdef0123456789abcdef";

  it("stops a deployment whose PagerDuty routing key is missing or not 32 characters, naming the setting", () => {
    const missing = parseEnv({ ...deployment, ONCALL_WEBHOOK_URL: PAGERDUTY });
    expect(pagingProblems(missing)).toEqual([
      expect.stringMatching(/^ONCALL_ROUTING_KEY is not set, but ONCALL_WEBHOOK_URL is PagerDuty's/),
    ]);
    expect(() => assertDeployable(missing)).toThrow(/cannot start:[^]*ONCALL_ROUTING_KEY is not set/);
    const short = parseEnv({
      ...deployment,
      ONCALL_WEBHOOK_URL: PAGERDUTY,
      ONCALL_ROUTING_KEY: KEY,
      ONCALL_ESCALATION_WEBHOOK_URL: "https://events.eu.pagerduty.com/v2/enqueue",
      ONCALL_ESCALATION_ROUTING_KEY: "escalation-key",
    });
    expect(() => assertDeployable(short)).toThrow(/ONCALL_ESCALATION_ROUTING_KEY has 14 characters[^]*have 32/);
    expect(pagingProblems(short)).toHaveLength(1);
    expect(() =>
      assertDeployable(
        parseEnv({ ...deployment, DEPLOY_ENV: "staging", VERCEL_ENV: undefined, ONCALL_WEBHOOK_URL: PAGERDUTY }),
      ),
    ).toThrow(/preview deployment[^]*ONCALL_ROUTING_KEY/);
  });
  it("lets a deployment with 32-character keys start, and leaves other hosts' keys and a local run alone", () => {
    expect(() =>
      assertDeployable(
        parseEnv({
          ...deployment,
          ONCALL_WEBHOOK_URL: PAGERDUTY,
          ONCALL_ROUTING_KEY: KEY,
          ONCALL_ESCALATION_WEBHOOK_URL: "https://EVENTS.EU.PAGERDUTY.COM/v2/enqueue",
          ONCALL_ESCALATION_ROUTING_KEY: KEY,
        }),
      ),
    ).not.toThrow();
    expect(
      pagingProblems(
        parseEnv({
          ...deployment,
          ONCALL_WEBHOOK_URL: "https://api.opsgenie.com/v1/json/pagerduty",
          ONCALL_ROUTING_KEY: "og",
        }),
      ),
    ).toEqual([]);
    expect(pagingProblems(parseEnv({ ONCALL_WEBHOOK_URL: PAGERDUTY }))).toEqual([]);
  });
});

describe("DATABASE_URL", () => {
  it("accepts a PostgreSQL URL", () => {
    expect(databaseUrlProblem("postgresql://app:secret@db.internal:5432/tdi")).toBeNull();
    expect(databaseUrlProblem("postgres://app@127.0.0.1/tdi")).toBeNull();
  });
  it("names what is wrong in one line: missing, an SQLite file of the earlier version, not PostgreSQL", () => {
    const problems = [undefined, "file:./data/dev.db", "mysql://db/tdi", "postgresql://"].map(databaseUrlProblem);
    expect(problems[0]).toMatch(/^DATABASE_URL is not set/);
    expect(problems[1]).toMatch(
      /^DATABASE_URL is file:\.\/data\/dev\.db, an SQLite file .* set DATABASE_URL=postgresql:\/\//,
    );
    expect(problems[2]).toMatch(/^DATABASE_URL is not a PostgreSQL URL/);
    expect(problems[3]).toMatch(/^DATABASE_URL is not a PostgreSQL URL/);
    for (const p of problems) expect(p).not.toContain("\n");
  });
  it("stops a deployment without it, naming it beside the other problems", () => {
    expect(() =>
      assertDeployable(
        parseEnv({
          DEPLOY_ENV: "production",
          SITE_URL: "https://www.example.ca",
          CRON_SECRET: "c".repeat(32),
          NEWSLETTER_TOKEN_SECRET: "n".repeat(32),
          SESSION_SECRET: "s".repeat(32),
        }),
      ),
    ).toThrow(/DATABASE_URL is not set/);
  });
});

describe("the assessors' calendar feeds", () => {
  const OUTLOOK = "https://outlook.office365.com/owa/calendar/0a1b2c@example.ca/9f8e7d6c5b4a/calendar.ics";
  const GOOGLE = "https://calendar.google.com/calendar/ical/assessor%40example.ca/private-5e4d3c2b1a/basic.ics";

  it("reads none when BOOKING_BUSY_ICS_URLS is unset or empty, and a default size limit of 5 MB", () => {
    expect(parseEnv({}).BOOKING_BUSY_ICS_URLS).toBeUndefined();
    expect(parseEnv({ BOOKING_BUSY_ICS_URLS: " " }).BOOKING_BUSY_ICS_URLS).toBeUndefined();
    expect(parseEnv({}).BOOKING_FEED_MAX_BYTES).toBe(DEFAULT_FEED_MAX_BYTES);
    expect(DEFAULT_FEED_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(parseEnv({ BOOKING_FEED_MAX_BYTES: "1048576" }).BOOKING_FEED_MAX_BYTES).toBe(1048576);
  });

  it("takes a comma-separated list, empty entries aside, as it is given", () => {
    const list = ` ${OUTLOOK} ,,${GOOGLE}, `;
    expect(parseEnv({ BOOKING_BUSY_ICS_URLS: list }).BOOKING_BUSY_ICS_URLS).toBe(list);
  });

  it("takes https and webcal addresses, and plain http only to this machine", () => {
    expect(feedUrlProblem(OUTLOOK)).toBeNull();
    expect(feedUrlProblem("webcal://calendar.google.com/calendar/ical/x/basic.ics")).toBeNull();
    expect(feedUrlProblem("http://127.0.0.1:4020/feed.ics")).toBeNull();
    expect(feedUrlProblem("http://localhost:4020/feed.ics")).toBeNull();
    expect(feedUrlProblem("http://[::1]:4020/feed.ics")).toBeNull();
    expect(feedUrlProblem("http://calendar.example.ca/feed.ics")).toMatch(/https/);
    expect(feedUrlProblem("ftp://127.0.0.1/feed.ics")).toMatch(/https/);
    expect(feedUrlProblem("calendar.ics")).toMatch(/not an address/);
  });

  it("refuses a bad feed naming its position, never its secret address", () => {
    const secret = "http://calendar.example.ca/private-7d6c5b4a3f2e/basic.ics";
    let message = "";
    try {
      parseEnv({ BOOKING_BUSY_ICS_URLS: `${OUTLOOK},${secret}` });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/BOOKING_BUSY_ICS_URLS: feed #2: must be an https address/);
    expect(message).not.toContain("private-7d6c5b4a3f2e");
    expect(message).not.toContain("private-5e4d3c2b1a");
  });

  it("refuses a size limit that is not a whole number of bytes between 1 KiB and 100 MiB", () => {
    for (const bad of ["0", "512", "1.5", "many", String(200 * 1024 * 1024)]) {
      expect(() => parseEnv({ BOOKING_FEED_MAX_BYTES: bad })).toThrow(/BOOKING_FEED_MAX_BYTES/);
    }
  });
});
