/** @jest-environment node */
import { assertDeployable, missingSecrets, parseEnv, stageOf } from "@/lib/env";

const SECRETS = {
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
});

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBe("file:./data/dev.db");
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
    expect(() => assertDeployable(parseEnv({}))).not.toThrow();
  });
  it("stop a production deployment and name every missing one", () => {
    const env = parseEnv({ VERCEL_ENV: "production", CRON_SECRET: SECRETS.CRON_SECRET });
    expect(missingSecrets(env)).toEqual(["NEWSLETTER_TOKEN_SECRET", "SESSION_SECRET"]);
    expect(() => assertDeployable(env)).toThrow(/production deployment is missing required secrets: NEWSLETTER_TOKEN_SECRET, SESSION_SECRET/);
  });
  it("stop a preview deployment too", () => {
    expect(() => assertDeployable(parseEnv({ DEPLOY_ENV: "staging" }))).toThrow(/preview deployment/);
  });
  it("let a deployment with every secret start", () => {
    expect(() => assertDeployable(parseEnv({ VERCEL_ENV: "production", ...SECRETS }))).not.toThrow();
  });
});
