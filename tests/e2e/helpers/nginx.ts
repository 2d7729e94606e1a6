import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Debian's nginx as a short-lived child process in front of `next start`, for tests of the
 * production topology. Everything it writes (pid, error log, temp files) stays in a temp folder of
 * its own; it never touches the package's service, its config or port 80. scripts/test.sh installs
 * the package when missing.
 */
export const NGINX_BINARY = "/usr/sbin/nginx";

/**
 * How nginx passes the client's address on. "set" replaces whatever the client sent (the README's
 * configuration: a forged X-Forwarded-For never reaches the site); "append" adds the address nginx
 * saw to the client's own list, as a proxy in a chain of trusted proxies does.
 */
export type ForwardedFor = "set" | "append";

export interface ProxyListener {
  port: number;
  /** Names an `upstream` block given in `upstreams`. */
  upstream: string;
  forwardedFor: ForwardedFor;
}

export interface NginxOptions {
  /** Upstream name → `host:port` of each server, balanced round-robin. */
  upstreams: Record<string, string[]>;
  listeners: ProxyListener[];
}

export interface StartedNginx {
  urls: string[];
  errorLog: () => string;
  stop: () => Promise<void>;
}

/** The proxy lines of a location, the same as the README's apart from the upstream's name. */
function proxyLocation(upstream: string, forwardedFor: ForwardedFor): string {
  return `
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For ${forwardedFor === "set" ? "$remote_addr" : "$proxy_add_x_forwarded_for"};
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which server answered, so a test can see the balancing.
      add_header X-Upstream $upstream_addr always;
    }`;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startNginx(options: NginxOptions): Promise<StartedNginx> {
  if (!existsSync(NGINX_BINARY)) throw new Error(`${NGINX_BINARY} is missing: scripts/test.sh installs Debian's nginx`);
  const prefix = mkdtempSync(path.join(os.tmpdir(), "e2e-nginx-"));
  // Started as root, the worker runs as an unprivileged user: it must be able to use its temp folders.
  chmodSync(prefix, 0o755);
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(prefix, dir));
    chmodSync(path.join(prefix, dir), 0o777);
  }
  const errorLogFile = path.join(prefix, "error.log");
  const upstreams = Object.entries(options.upstreams)
    .map(
      ([name, servers]) =>
        `  upstream ${name} {\n${servers.map((s) => `    server ${s};`).join("\n")}\n    keepalive 8;\n  }`,
    )
    .join("\n");
  const servers = options.listeners
    .map((l) => `  server {\n    listen 127.0.0.1:${l.port};\n${proxyLocation(l.upstream, l.forwardedFor)}\n  }`)
    .join("\n");
  // One worker: round-robin state is per worker, so with one the servers strictly alternate.
  const conf = `
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${errorLogFile} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${upstreams}
${servers}
}
`;
  const confFile = path.join(prefix, "nginx.conf");
  writeFileSync(confFile, conf);
  const errorLog = () => (existsSync(errorLogFile) ? readFileSync(errorLogFile, "utf8") : "");
  const check = spawnSync(NGINX_BINARY, ["-t", "-q", "-e", errorLogFile, "-p", prefix, "-c", confFile], {
    encoding: "utf8",
  });
  if (check.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx rejected its configuration:\n${check.stderr}\n${conf}`);
  }
  let output = "";
  const child: ChildProcess = spawn(NGINX_BINARY, ["-e", errorLogFile, "-p", prefix, "-c", confFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM: a fast shutdown of the master and its worker.
      child.kill("SIGTERM");
      const gone = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 5000)),
      ]);
      if (!gone) {
        child.kill("SIGKILL");
        await exited;
      }
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  for (const { port } of options.listeners) {
    while (!(await accepts(port))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = `${output}\n${errorLog()}`;
        await stop();
        throw new Error(`nginx did not listen on ${port}:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { urls: options.listeners.map((l) => `http://127.0.0.1:${l.port}`), errorLog, stop };
}
