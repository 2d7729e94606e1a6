import "server-only";
import { EnvError, parseEnv, type Env, type SecretName } from "@/lib/core/env-rules";

/**
 * The environment this process runs with, parsed once (lib/core/env-rules.ts says what each
 * variable may hold). Nothing else reads `process.env`, except `NEXT_PUBLIC_*` values that Next
 * inlines into browser code, next.config.ts, and the Prisma CLI config.
 */
export * from "@/lib/core/env-rules";

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
      getEnv().stage === "local"
        ? "Run `npm run db:setup`, which writes missing secrets to .env.local."
        : "Set it in the deployment's environment.";
    throw new EnvError(`${name} is not set. ${hint}`);
  }
  return value;
}
