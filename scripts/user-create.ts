/**
 * `npm run user:create -- <username>`: adds a staff user (or sets a new password for an existing
 * one). The password is typed without echo, twice; for automation it can come from the
 * STAFF_PASSWORD variable instead. There is no default user or password anywhere.
 *
 * Then an optional display name, the name clients see when this person takes their urgent
 * request: from STAFF_DISPLAY_NAME when it is set (empty clears it), as the password comes from
 * STAFF_PASSWORD; else asked for only when a person is at a terminal (Enter keeps the current
 * one); else left as it is. A script without a terminal is never stopped by a question.
 */
import path from "node:path";
import { config as loadDotenv } from "dotenv";

const root = path.resolve(__dirname, "..");
process.chdir(root);
loadDotenv({ path: path.join(root, ".env.local"), quiet: true });
loadDotenv({ path: path.join(root, ".env"), quiet: true });

/** Reads one line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) throw new Error("No terminal to type a password in: set STAFF_PASSWORD instead.");
  process.stdout.write(question);
  return new Promise((resolve, reject) => {
    let value = "";
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          finish();
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          finish();
          reject(new Error("Cancelled."));
          return;
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
    };
    stdin.on("data", onData);
  });
}

/** Reads one line from the terminal, shown as it is typed. */
async function askLine(question: string): Promise<string> {
  const { createInterface } = await import("node:readline/promises");
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

/** The display name to store: undefined keeps the current one. */
async function displayNameInput(username: string, current: string | null): Promise<string | undefined> {
  if (process.env.STAFF_DISPLAY_NAME !== undefined) return process.env.STAFF_DISPLAY_NAME;
  if (process.stdin.isTTY) {
    const shown = current ? ` [${current}; "-" to clear]` : "";
    const typed = (
      await askLine(`Display name clients see when ${username} takes their request (optional)${shown}: `)
    ).trim();
    if (typed === "-") return "";
    return typed === "" ? undefined : typed;
  }
  return undefined;
}

async function main() {
  const { USERNAME_PATTERN, accountSchema } = await import("@/lib/auth/schema");
  const { hashPassword } = await import("@/lib/auth/password");
  const { passwordProblem } = await import("@/lib/auth/password-rules");
  const username = (process.argv[2] ?? process.env.STAFF_USERNAME ?? "").trim().toLowerCase();
  if (!USERNAME_PATTERN.test(username)) {
    throw new Error("Usage: npm run user:create -- <username> (3-40 lower-case letters, digits, '.', '-' or '_').");
  }
  let password = process.env.STAFF_PASSWORD ?? "";
  if (!password) {
    password = await askHidden(`Password for ${username}: `);
    if ((await askHidden("Type it again: ")) !== password) throw new Error("The two passwords differ.");
  }
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);

  const { getDb } = await import("@/lib/core/db");
  const db = getDb();
  const existing = await db.user.findUnique({ where: { username }, select: { displayName: true } });
  const typedName = await displayNameInput(username, existing?.displayName ?? null);
  let displayName: string | null | undefined;
  if (typedName !== undefined) {
    const parsed = accountSchema.safeParse({ displayName: typedName });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "That display name cannot be used.");
    displayName = parsed.data.displayName?.replace(/\s+/g, " ") || null;
  }
  const hash = await hashPassword(password);
  // A new password ends every session of the user: whoever held the old one is signed out too.
  // Both in one transaction, so no session outlives the password it was opened with.
  const [user, ended] = await db.$transaction(async (tx) => {
    const named = displayName === undefined ? {} : { displayName };
    const saved = await tx.user.upsert({
      where: { username },
      create: { username, password: hash, ...named },
      update: { password: hash, ...named },
    });
    return [saved, await tx.staffSession.deleteMany({ where: { userId: saved.id } })] as const;
  });
  const { NO_DISPLAY_NAME } = await import("@/lib/support/status");
  const shown = user.displayName
    ? `clients see "${user.displayName}"`
    : `no display name: clients see "${NO_DISPLAY_NAME}"`;
  console.log(
    `user:create: staff user "${user.username}" is ready (id ${user.id}; ${shown})${ended.count > 0 ? `; ${ended.count} signed-in session${ended.count === 1 ? "" : "s"} ended` : ""}.`,
  );
  await db.$disconnect();
}

main().catch((error: unknown) => {
  console.error(`user:create failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
