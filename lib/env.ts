import { z } from "zod";

/**
 * Every environment variable the site reads, parsed once with zod. Nothing else reads
 * `process.env` (except `NEXT_PUBLIC_*` values that Next inlines into browser code, and the
 * Prisma CLI config). `.env.example` documents each of them.
 */

/** Where the site runs: decided here and nowhere else. */
export type DeploymentStage = "local" | "preview" | "production";

/** Secrets a deployment must be given; a local run gets generated ones from `npm run db:setup`. */
export const REQUIRED_SECRETS = ["CRON_SECRET", "NEWSLETTER_TOKEN_SECRET", "SESSION_SECRET"] as const;
export type SecretName = (typeof REQUIRED_SECRETS)[number];

// An empty value in an env file means "not set", so defaults apply.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const secret = optional(z.string().min(32, "must be at least 32 characters"));

const schema = z.object({
  DATABASE_URL: optional(z.string()).transform((v) => v ?? "file:./data/dev.db"),
  DATABASE_AUTH_TOKEN: optional(z.string()),
  SITE_URL: optional(z.url({ protocol: /^https?$/ }))
    .transform((v) => (v ?? "http://localhost:3000").replace(/\/+$/, "")),
  RATE_LIMIT_SCALE: optional(z.coerce.number().positive().max(100000)).transform((v) => v ?? 1),
  /** Proxies in front of the site that each append to X-Forwarded-For (lib/http/client-address.ts). */
  TRUSTED_PROXY_COUNT: optional(z.coerce.number().int().min(0).max(10)).transform((v) => v ?? 1),
  CRON_SECRET: secret,
  NEWSLETTER_TOKEN_SECRET: secret,
  SESSION_SECRET: secret,
  RESEND_API_KEY: optional(z.string()),
  RESEND_BASE_URL: optional(z.url()),
  EMAIL_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60000)).transform((v) => v ?? 10000),
  /** Browser key for the embedded map (referrer-restricted); unset shows "Map Unavailable". */
  GOOGLE_MAPS_EMBED_KEY: optional(z.string()),
  /** Server key for reverse geocoding; never sent to a browser. */
  GOOGLE_MAPS_SERVER_KEY: optional(z.string()),
  /** Base address of the maps web services (tests use a local stand-in). */
  GOOGLE_MAPS_API_BASE: optional(z.url()).transform((v) => (v ?? "https://maps.googleapis.com").replace(/\/+$/, "")),
  /** Google Analytics 4 measurement id; unset means no analytics code and nothing extra in the CSP. */
  NEXT_PUBLIC_GA_ID: optional(z.string().regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXX")),
  VERCEL_ENV: optional(z.string()),
  DEPLOY_ENV: optional(z.string()),
});

export type Env = z.output<typeof schema> & { stage: DeploymentStage };

export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EnvError";
  }
}

export function stageOf(vercelEnv: string | undefined, deployEnv: string | undefined): DeploymentStage {
  const value = vercelEnv ?? deployEnv;
  if (value === undefined) return "local";
  return value === "production" ? "production" : "preview";
}

/** Pure: parse a given environment (tests call it with their own objects). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example.`);
  }
  return { ...result.data, stage: stageOf(result.data.VERCEL_ENV, result.data.DEPLOY_ENV) };
}

/** The names of required secrets that a deployment is missing (a local run needs none up front). */
export function missingSecrets(env: Env): SecretName[] {
  if (env.stage === "local") return [];
  return REQUIRED_SECRETS.filter((name) => !env[name]);
}

/** Throws an error naming every missing secret; called when the server starts. */
export function assertDeployable(env: Env): void {
  const missing = missingSecrets(env);
  if (missing.length > 0) {
    throw new EnvError(
      `This ${env.stage} deployment is missing required secret${missing.length > 1 ? "s" : ""}: ` +
        `${missing.join(", ")}. Set ${missing.length > 1 ? "them" : "it"} in the deployment's environment (see .env.example).`,
    );
  }
}

let cached: Env | undefined;

/** The process's environment, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests and scripts that change process.env after first use call this to parse it again. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** A secret the caller cannot work without. */
export function requireSecret(name: SecretName): string {
  const value = getEnv()[name];
  if (!value) {
    const hint =
      getEnv().stage === "local" ? "Run `npm run db:setup`, which writes missing secrets to .env.local." : "Set it in the deployment's environment.";
    throw new EnvError(`${name} is not set. ${hint}`);
  }
  return value;
}
