import { z } from "zod";

/**
 * What every environment variable the site reads may hold, and what a deployment needs, as pure
 * functions of the values given: no module here reads `process.env` itself. lib/core/env.ts reads
 * the process's environment through them (server code only); next.config.ts checks a build and a
 * start with them, in a process where server-only modules cannot be loaded. `.env.example`
 * documents each variable.
 */

/**
 * Where the site runs: decided here and nowhere else (docs/decisions/0003-deployment-identity.md).
 * VERCEL_ENV, then DEPLOY_ENV, say it for a deployment; without them a developer's checkout is a
 * local run only when marked as one (LOCAL_RUN, which `npm run db:setup` writes to .env.local)
 * or when it is not a production server at all (`next dev`, scripts, tests). A production start
 * (`next start`) without any of them is a production deployment and must be configured as one.
 */
export type DeploymentStage = "local" | "preview" | "production";

/** Secrets a deployment must be given; a local run gets generated ones from `npm run db:setup`. */
export const REQUIRED_SECRETS = ["CRON_SECRET", "NEWSLETTER_TOKEN_SECRET", "SESSION_SECRET"] as const;
export type SecretName = (typeof REQUIRED_SECRETS)[number];

/** BOOKING_FEED_MAX_BYTES when unset: 5 MB. */
export const DEFAULT_FEED_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Why a calendar feed's address cannot be fetched, or null when it can: https, or plain http to
 * this machine only (the tests' stand-ins; docs/decisions/0034-calendar-feeds-and-invites.md).
 * The answer never quotes the address: a feed's address is its password.
 */
export function feedUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "is not an address (expected https://…)";
  }
  // webcal: is how calendar apps spell a subscription over https.
  if (url.protocol === "https:" || url.protocol === "webcal:") return null;
  if (url.protocol === "http:" && isLoopbackOrigin(url.origin)) return null;
  return "must be an https address (plain http only to this machine, for tests)";
}

// An empty value in an env file means "not set", so defaults apply.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const secret = optional(z.string().min(32, "must be at least 32 characters"));

const schema = z.object({
  /**
   * A postgresql:// URL. Unset on a local run, the npm scripts set it to the embedded server's
   * (scripts/local-db.mjs); a deployment must name its database (databaseUrlProblem).
   */
  DATABASE_URL: optional(z.string()).transform((v) => v?.trim() || undefined),
  /** Connections each server process keeps to the database (the embedded server takes 20 in all). */
  DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(100)).transform((v) => v ?? 3),
  /** The public origin; resolved with its default in parseEnv (see resolveSiteUrl). */
  SITE_URL: optional(z.url({ protocol: /^https?$/ })).transform((v) => v?.replace(/\/+$/, "")),
  /** Vercel's own host name of a deployment (no scheme); a preview without SITE_URL uses it. */
  VERCEL_URL: optional(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a host name")),
  /** The mark of a developer's local run; any value but "1"/"true" counts as unset. */
  LOCAL_RUN: optional(z.string()).transform((v) => v === "1" || v === "true"),
  NODE_ENV: optional(z.string()),
  RATE_LIMIT_SCALE: optional(z.coerce.number().positive().max(100000)).transform((v) => v ?? 1),
  /** Proxies in front of the site that each append to X-Forwarded-For (lib/core/http/client-address.ts). */
  TRUSTED_PROXY_COUNT: optional(z.coerce.number().int().min(0).max(10)).transform((v) => v ?? 1),
  CRON_SECRET: secret,
  NEWSLETTER_TOKEN_SECRET: secret,
  SESSION_SECRET: secret,
  RESEND_API_KEY: optional(z.string()),
  RESEND_BASE_URL: optional(z.url()),
  EMAIL_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60000)).transform((v) => v ?? 10000),
  /**
   * Paging the on-call technician (a PagerDuty Events API v2 endpoint, or Opsgenie's or Grafana
   * OnCall's, which take the same events) and its routing key; unset, pages are only logged. On
   * PagerDuty's hosts a deployment needs a key of PagerDuty's length (pagingProblems).
   */
  ONCALL_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  ONCALL_ROUTING_KEY: optional(z.string().max(200)),
  /** The on-call inbox: every urgent request, paged or not, is e-mailed here. */
  ONCALL_EMAIL: optional(z.email()),
  /** A paged request no one has acknowledged after this many minutes is escalated (once). */
  ONCALL_ESCALATE_AFTER_MINUTES: optional(z.coerce.number().int().min(1).max(240)).transform((v) => v ?? 10),
  ONCALL_ESCALATION_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  ONCALL_ESCALATION_ROUTING_KEY: optional(z.string().max(200)),
  ONCALL_ESCALATION_EMAIL: optional(z.email()),
  /**
   * Where every new lead is posted as signed JSON (the office's CRM, or a step in front of it);
   * unset, no lead is queued for it at all. LEADS_WEBHOOK_SECRET keys the signature
   * (lib/deliveries/webhook-signature.ts) and is required with the URL on a deployment.
   */
  LEADS_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  LEADS_WEBHOOK_SECRET: secret,
  /** Browser key for the embedded map (referrer-restricted); unset shows "Map Unavailable". */
  GOOGLE_MAPS_EMBED_KEY: optional(z.string()),
  /** Server key for reverse geocoding; never sent to a browser. */
  GOOGLE_MAPS_SERVER_KEY: optional(z.string()),
  /** Base address of the maps web services (tests use a local stand-in). */
  GOOGLE_MAPS_API_BASE: optional(z.url()).transform((v) => (v ?? "https://maps.googleapis.com").replace(/\/+$/, "")),
  /**
   * The loopback door of the shared page cache in front of the site (docs/deploy/nginx.conf),
   * asked to empty it when a post or issue is published or unpublished and when a server starts.
   */
  CACHE_PURGE_URL: optional(z.url({ protocol: /^https?$/ })),
  /**
   * The Redis that holds Next's page store for every server process (cache-handler.mjs), read
   * when a server starts; unset, each process keeps its own on disk and in memory.
   */
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  /** Next's own deployment id when a platform sets it (Vercel's skew protection); else each build makes one. */
  NEXT_DEPLOYMENT_ID: optional(z.string().regex(/^[A-Za-z0-9_-]+$/, "letters, digits, - and _ only")),
  /**
   * Google Analytics 4 measurement id, read when the server runs (pages ask /api/keys/analytics),
   * so adding or removing it takes a restart. Unset: no consent notice, no analytics code and
   * nothing extra in the CSP, unless the build-time NEXT_PUBLIC_GA_ID below is set.
   */
  GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXX")),
  /** The same id fixed when the site is built: used only while GA_MEASUREMENT_ID is unset. */
  NEXT_PUBLIC_GA_ID: optional(z.string().regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXX")),
  /**
   * The share of page views whose Core Web Vitals the browser reports to /api/vitals, 0 to 1
   * (docs/decisions/0029-real-user-measurement.md). Read at run time: pages ask /api/vitals.
   */
  RUM_SAMPLE_RATE: optional(
    z.coerce.number().min(0, "must be between 0 and 1").max(1, "must be between 0 and 1"),
  ).transform((v) => v ?? 1),
  /**
   * The assessors' calendars, comma-separated: the secret iCalendar addresses Outlook / Microsoft
   * 365 and Google Calendar publish, split into feeds by feedSources (lib/booking/feed-store.ts)
   * and fetched by lib/booking/feed-fetch.ts. Each is a secret, so a problem names a feed by its
   * position only. Unset: only the site's own bookings and rules count.
   */
  BOOKING_BUSY_ICS_URLS: optional(z.string()).superRefine((value, ctx) => {
    (value ?? "")
      .split(",")
      .map((url) => url.trim())
      .filter((url) => url !== "")
      .forEach((url, index) => {
        const problem = feedUrlProblem(url);
        if (problem) ctx.addIssue({ code: "custom", message: `feed #${index + 1}: ${problem}` });
      });
  }),
  /**
   * The assessor's mailbox: the office's copy of every booking's invitation, reschedule and
   * cancellation goes there with the assessor as the ATTENDEE, so it lands in their calendar.
   * Unset: the leads inbox (BUSINESS.emails.leads).
   */
  BOOKING_ASSESSOR_EMAIL: optional(z.email()),
  /** The most one feed may hold, counted on its decompressed bytes while it is read. */
  BOOKING_FEED_MAX_BYTES: optional(
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024),
  ).transform((v) => v ?? DEFAULT_FEED_MAX_BYTES),
  VERCEL_ENV: optional(z.string()),
  DEPLOY_ENV: optional(z.string()),
});

export type Env = Omit<z.output<typeof schema>, "SITE_URL"> & {
  stage: DeploymentStage;
  /** The public origin without a trailing slash. */
  SITE_URL: string;
  /** Where SITE_URL came from: a deployment must not run on the default. */
  siteUrlFrom: "SITE_URL" | "VERCEL_URL" | "default";
};

/** The origin a local run uses when SITE_URL is not set. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EnvError";
  }
}

export function stageOf(
  vercelEnv: string | undefined,
  deployEnv: string | undefined,
  marks: { localRun?: boolean; nodeEnv?: string } = {},
): DeploymentStage {
  const value = vercelEnv ?? deployEnv;
  if (value !== undefined) return value === "production" ? "production" : "preview";
  if (marks.localRun) return "local";
  return marks.nodeEnv === "production" ? "production" : "local";
}

function resolveSiteUrl(data: z.output<typeof schema>, stage: DeploymentStage): Pick<Env, "SITE_URL" | "siteUrlFrom"> {
  if (data.SITE_URL) return { SITE_URL: data.SITE_URL, siteUrlFrom: "SITE_URL" };
  // Each Vercel preview has an address of its own that the team cannot list in advance.
  if (stage === "preview" && data.VERCEL_ENV && data.VERCEL_URL)
    return { SITE_URL: `https://${data.VERCEL_URL}`, siteUrlFrom: "VERCEL_URL" };
  return { SITE_URL: DEFAULT_SITE_URL, siteUrlFrom: "default" };
}

/** Pure: parse a given environment (tests call it with their own objects). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example.`);
  }
  const stage = stageOf(result.data.VERCEL_ENV, result.data.DEPLOY_ENV, {
    localRun: result.data.LOCAL_RUN,
    nodeEnv: result.data.NODE_ENV,
  });
  return { ...result.data, stage, ...resolveSiteUrl(result.data, stage) };
}

/** Whether an origin names this machine (a test or a check before going live, never the public). */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * What stops this environment from serving the site under its public identity: an empty list
 * when it may start. A local run may use the default origin; a deployment must name its own,
 * served over https (a loopback origin is allowed so the production build can be tried on the
 * machine that made it). `builtSiteUrl` is the origin the build baked into its prerendered pages:
 * pages, sitemaps and links of one server must all name the same origin.
 */
export function identityProblems(env: Env, builtSiteUrl?: string): string[] {
  const problems: string[] = [];
  if (env.stage !== "local") {
    if (env.siteUrlFrom === "default") {
      problems.push(
        `SITE_URL is not set: a ${env.stage} deployment must name its public address (e.g. https://www.example.ca)`,
      );
    } else if (!env.SITE_URL.startsWith("https://") && !isLoopbackOrigin(env.SITE_URL)) {
      problems.push(
        `SITE_URL must be an https address (or a loopback one for a trial on this machine), not ${env.SITE_URL}`,
      );
    }
  }
  if (builtSiteUrl && builtSiteUrl !== env.SITE_URL) {
    problems.push(
      `this build was made for SITE_URL=${builtSiteUrl} and its prerendered pages name that address, but this start has ` +
        `SITE_URL=${env.SITE_URL}${env.siteUrlFrom === "default" ? " (the default)" : ""}: start it with the build's SITE_URL or build again with this one`,
    );
  }
  return problems;
}

/**
 * What is wrong with DATABASE_URL, in one line, or null when it names a PostgreSQL database.
 * A `file:` URL is what the SQLite version of the site used.
 */
export function databaseUrlProblem(url: string | undefined): string | null {
  if (!url) {
    return "DATABASE_URL is not set: name the PostgreSQL database (postgresql://user:password@host:5432/name); a local run started through npm (npm run serve, npm start, npm run dev) sets it to the embedded server itself";
  }
  if (url.startsWith("file:")) {
    return `DATABASE_URL is ${url}, an SQLite file of the site's earlier version: the site now runs on PostgreSQL; set DATABASE_URL=postgresql://… (or remove it on a local run to use the embedded server)`;
  }
  if (!/^postgres(ql)?:\/\/[^\s]+$/.test(url)) {
    return "DATABASE_URL is not a PostgreSQL URL: it must look like postgresql://user:password@host:5432/name";
  }
  return null;
}

/** The names of required secrets that a deployment is missing (a local run needs none up front). */
export function missingSecrets(env: Env): SecretName[] {
  if (env.stage === "local") return [];
  return REQUIRED_SECRETS.filter((name) => !env[name]);
}

/**
 * What is wrong with the leads webhook's settings on a deployment: a URL without the secret that
 * signs its posts. Unsigned leads would let anyone who learns the URL feed the CRM, so the server
 * refuses to start rather than post them. A local run signs nothing it cannot: its posts fail and
 * say why.
 */
export function webhookProblems(env: Env): string[] {
  if (env.stage === "local" || !env.LEADS_WEBHOOK_URL || env.LEADS_WEBHOOK_SECRET) return [];
  return [
    "LEADS_WEBHOOK_URL is set but LEADS_WEBHOOK_SECRET is not: set a secret of at least 32 characters that the CRM's receiving step shares to check each post's signature, or unset LEADS_WEBHOOK_URL",
  ];
}

/** The hosts of PagerDuty's Events API v2 (its US and EU service regions). */
export const PAGERDUTY_EVENT_HOSTS = ["events.pagerduty.com", "events.eu.pagerduty.com"] as const;
/** PagerDuty's integration keys (the events' `routing_key`) are 32 characters, and it refuses any other. */
export const PAGERDUTY_ROUTING_KEY_LENGTH = 32;

const PAGING_TARGETS = [
  ["ONCALL_WEBHOOK_URL", "ONCALL_ROUTING_KEY"],
  ["ONCALL_ESCALATION_WEBHOOK_URL", "ONCALL_ESCALATION_ROUTING_KEY"],
] as const;

/**
 * What is wrong with the paging settings on a deployment: a webhook URL on PagerDuty's Events API
 * whose routing key is missing or not 32 characters. PagerDuty refuses every such event with a
 * 400, so the first real emergency would page no one; the server refuses to start instead, naming
 * the setting. Other hosts that take the same events (Opsgenie, Grafana OnCall, a relay) have key
 * rules of their own, which are theirs to enforce. A local run pages nothing it is not told to.
 */
export function pagingProblems(env: Env): string[] {
  if (env.stage === "local") return [];
  const problems: string[] = [];
  for (const [urlName, keyName] of PAGING_TARGETS) {
    const url = env[urlName];
    if (!url) continue;
    const host = new URL(url).hostname.toLowerCase();
    if (!(PAGERDUTY_EVENT_HOSTS as readonly string[]).includes(host)) continue;
    const key = env[keyName];
    if (key?.length === PAGERDUTY_ROUTING_KEY_LENGTH) continue;
    problems.push(
      `${keyName} ${key ? `has ${key.length} characters` : "is not set"}, but ${urlName} is PagerDuty's (${host}), whose integration keys have ${PAGERDUTY_ROUTING_KEY_LENGTH}: copy the service's Events API v2 integration key into ${keyName}, or unset ${urlName}`,
    );
  }
  return problems;
}

/** The stage as a reader of a start-up message needs it said, with what decided it. */
function describeStage(env: Env): string {
  if (env.VERCEL_ENV) return `This ${env.stage} deployment (VERCEL_ENV=${env.VERCEL_ENV})`;
  if (env.DEPLOY_ENV) return `This ${env.stage} deployment (DEPLOY_ENV=${env.DEPLOY_ENV})`;
  if (env.stage === "production") {
    return "This production start (neither DEPLOY_ENV nor VERCEL_ENV is set, and no LOCAL_RUN mark from `npm run db:setup`)";
  }
  return `This ${env.stage} run`;
}

/**
 * Throws one error naming everything missing or wrong; called when the server starts (with the
 * build's SITE_URL) and when a build starts (without it, secrets not needed yet).
 */
export function assertDeployable(env: Env, options: { builtSiteUrl?: string; secrets?: boolean } = {}): void {
  const problems = identityProblems(env, options.builtSiteUrl);
  const database = databaseUrlProblem(env.DATABASE_URL);
  if (database) problems.push(database);
  const missing = options.secrets === false ? [] : missingSecrets(env);
  if (options.secrets !== false) problems.push(...webhookProblems(env), ...pagingProblems(env));
  if (missing.length > 0) {
    problems.push(
      `missing required secret${missing.length > 1 ? "s" : ""}: ${missing.join(", ")} ` +
        `(set ${missing.length > 1 ? "them" : "it"} in the deployment's environment)`,
    );
  }
  if (problems.length > 0) {
    throw new EnvError(
      `${describeStage(env)} cannot start:\n${problems.map((p) => `  - ${p}`).join("\n")}\nSee .env.example and docs/production.md.`,
    );
  }
}
