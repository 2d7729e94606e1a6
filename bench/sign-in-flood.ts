/**
 * Sign-in flood: 150 bogus staff sign-ins sent at once from one address, and a staff member's
 * sign-in from another address sent once the flood has reached the server, against a running
 * production server.
 *
 *   npx tsx bench/sign-in-flood.ts http://localhost:3400
 *
 * Each address gets one sign-in at a time (lib/auth/sign-in-per-address.ts): the flood should be
 * refused at once (429 with Retry-After, at most a couple checked), and the staff sign-in should
 * take about as long as it does alone instead of waiting behind the flood's hashes. The server
 * must have a large RATE_LIMIT_SCALE, so only that rule refuses; the staff user is made with
 * `npm run user:create` in the database named by DATABASE_URL, which must be the server's.
 *
 * Writes bench/.out/sign-in-flood.json and prints a Markdown section on stdout.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const FLOOD = 150;
const STAFF_USERNAME = "bench-staff";

interface Answer {
  status: number;
  retryAfter: string | null;
  ms: number;
}

async function signIn(base: string, forwardedFor: string, username: string, password: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(new URL("/api/admin/sign-in", base), {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(base).origin, "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ username, password }),
  });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get("retry-after"), ms: performance.now() - started };
}

async function main(): Promise<void> {
  const base = process.argv[2];
  if (!base) throw new Error("usage: npx tsx bench/sign-in-flood.ts <base URL>");
  const password = `bench ${randomBytes(18).toString("base64url")}`;
  execFileSync("npx", ["tsx", "--tsconfig", "tsconfig.node.json", "scripts/user-create.ts", STAFF_USERNAME], {
    cwd: path.resolve(__dirname, ".."),
    env: { ...process.env, STAFF_PASSWORD: password },
    stdio: ["ignore", "ignore", "inherit"],
  });

  // The staff sign-in alone first (once to warm the route up): what the one during the flood is
  // compared with.
  await signIn(base, "10.250.0.2", STAFF_USERNAME, password);
  const alone = await signIn(base, "10.250.0.2", STAFF_USERNAME, password);
  const started = performance.now();
  const flood = Array.from({ length: FLOOD }, (_, i) =>
    signIn(base, "10.250.0.1", "bench-nobody", `not the password ${i}`),
  );
  // Sent once the flood has reached the server (its first answer is back), so it is not ahead of it.
  await Promise.race(flood);
  const during = await signIn(base, "10.250.0.3", STAFF_USERNAME, password);
  const answers = await Promise.all(flood);
  const floodMs = performance.now() - started;

  const refused = answers.filter((a) => a.status === 429 && a.retryAfter).length;
  const checked = answers.filter((a) => a.status === 401).length;
  const other = FLOOD - refused - checked;
  const met = alone.status === 200 && during.status === 200 && refused >= FLOOD - 2 && other === 0;
  const result = { alone, during, refused, checked, other, floodMs, met };

  const out = path.join(process.cwd(), "bench", ".out");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "sign-in-flood.json"), JSON.stringify(result, null, 2));
  const ms = (n: number) => `${Math.round(n)} ms`;
  const lines = [
    "## Sign-in flood (one sign-in at a time per address)",
    "",
    `${FLOOD} bogus sign-ins sent at once from one address, and a staff sign-in from another sent once the first of them is answered.`,
    `Target: at least ${FLOOD - 2} of the flood refused at once (429 with Retry-After), the rest checked (401), and the staff member signed in (200).`,
    "",
    "| | |",
    "| --- | ---: |",
    `| Staff sign-in alone | ${ms(alone.ms)} (${alone.status}) |`,
    `| Staff sign-in during the flood | ${ms(during.ms)} (${during.status}) |`,
    `| Flood refused (429 with Retry-After) | ${refused} of ${FLOOD} |`,
    `| Flood checked (401) | ${checked} |`,
    ...(other > 0 ? [`| Flood answered otherwise | **${other}** |`] : []),
    `| Whole flood answered in | ${ms(floodMs)} |`,
    `| Met | ${met ? "yes" : "**no**"} |`,
  ];
  console.log(lines.join("\n"));
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
