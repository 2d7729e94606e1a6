import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createDatabase, dropDatabase, SEEDED_TEMPLATE } from "../../support/postgres";

/**
 * A PostgreSQL cluster of a test's own, for faults no shared database may suffer (stopped in the
 * middle of a run, then started again): Debian's PostgreSQL started as scripts/test-services.sh
 * starts the shared one, on a free loopback port. initdb refuses to run as root, so as root the
 * cluster belongs to the `postgres` user, which must be able to reach its files wherever the
 * checkout is (under /root, mode 700, it could not): they live in a folder of their own under the
 * system's temporary directory, removed by destroy().
 */
const run = promisify(execFile);

const PG_BIN = (() => {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  return versions.length ? path.join(root, versions.at(-1)!, "bin") : "";
})();

const isRoot = () => process.getuid?.() === 0;

/** Runs a server-side PostgreSQL program as the cluster's owner. */
async function asOwner(program: string, args: string[]): Promise<void> {
  const file = path.join(PG_BIN, program);
  const [command, argv] = isRoot() ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  try {
    // From /: the owner may not be able to enter the checkout, the working directory.
    await run(command, argv, { timeout: 60_000, cwd: "/" });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} ${args.join(" ")} failed: ${stderr || stdout || String(error)}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface OwnCluster {
  port: number;
  /** The URL of database `name` on this cluster. */
  url: (name: string) => string;
  /** Starts the (stopped) cluster again on the same port; resolves once it accepts connections. */
  start: () => Promise<void>;
  /** `pg_ctl stop -m fast`: every session is ended and new connections are refused; resolves once it is down. */
  stop: () => Promise<void>;
  /**
   * A database `name` on this cluster holding what the seeded template holds (the posts and issues
   * the prerendered pages were built from, no leads): a copy of the template on the shared
   * cluster, dumped and restored here. Its URL.
   */
  copySeeded: (name: string) => Promise<string>;
  /** Stops the cluster and removes its files. */
  destroy: () => Promise<void>;
}

/** The temporary directory, unless TMPDIR names one the cluster's owner cannot enter. */
function tempBase(): string {
  const base = os.tmpdir();
  if (!isRoot()) return base;
  try {
    execFileSync("runuser", ["-u", "postgres", "--", "test", "-x", base], { stdio: "ignore" });
    return base;
  } catch {
    return "/tmp";
  }
}

export async function startOwnCluster(label: string): Promise<OwnCluster> {
  if (!PG_BIN) throw new Error("PostgreSQL is not installed (scripts/test.sh installs Debian's postgresql)");
  const dir = mkdtempSync(path.join(tempBase(), `tdi-cluster-${label.replace(/[^A-Za-z0-9_-]+/g, "_")}-`));
  const data = path.join(dir, "data");
  const port = await freePort();
  // As the shared cluster: loopback only, its socket in its own folder, no crash-safe writes.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
  ].join(" ");
  const start = () => asOwner("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", options, "start"]);
  const stop = () => asOwner("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  let running = false;
  try {
    if (isRoot()) {
      const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim());
      const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim());
      chownSync(dir, uid, gid);
    }
    await asOwner("initdb", ["-D", data, "-A", "trust", "-U", "app", "-E", "UTF8", "--locale=C.UTF-8"]);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  running = true;
  const url = (name: string) => `postgresql://app@127.0.0.1:${port}/${name}`;

  return {
    port,
    url,
    start: async () => {
      await start();
      running = true;
    },
    stop: async () => {
      await stop();
      running = false;
    },
    copySeeded: async (name) => {
      // The template itself is never connected to (a copy from it would then fail), so the dump is
      // taken from a copy of it on the shared cluster.
      const source = await createDatabase(
        `tdi_dump_${label.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`.slice(0, 63),
        SEEDED_TEMPLATE,
      );
      const dump = path.join(dir, `${name}.sql`);
      try {
        await run(path.join(PG_BIN, "pg_dump"), ["--no-owner", "--no-privileges", "-f", dump, source], {
          timeout: 60_000,
        });
      } finally {
        await dropDatabase(source);
      }
      await run(path.join(PG_BIN, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "app", name], {
        timeout: 60_000,
      });
      await run(path.join(PG_BIN, "psql"), ["-q", "-v", "ON_ERROR_STOP=1", "-f", dump, url(name)], {
        timeout: 60_000,
        env: { ...process.env, PGOPTIONS: "-c client_min_messages=warning" },
      });
      return url(name);
    },
    destroy: async () => {
      if (running) await stop().catch(() => undefined);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
