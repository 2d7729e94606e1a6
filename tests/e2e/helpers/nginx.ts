import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { terminate } from "../../support/processes";

/**
 * Debian's nginx as a short-lived child process in front of `next start`, for tests of the
 * production topology. Everything it writes (pid, error log, temp files) stays in a temp folder of
 * its own; it never touches the package's service, its config or port 80. scripts/test.sh installs
 * the package when missing.
 */
export const NGINX_BINARY = "/usr/sbin/nginx";

/**
 * How nginx passes the client's address on. "set" replaces whatever the client sent (the production guide's
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
  /**
   * Instead of upstreams and listeners: the production guide's site file (docs/deploy/nginx.conf) as
   * siteConfig() renders it for this test's ports and folders; its ports are listed here.
   */
  site?: { config: string; ports: number[] };
  /** Worker processes (1: round-robin state is per worker, so the servers strictly alternate). */
  workers?: number;
}

/** The site file docs/production.md documents for production. */
export const SITE_CONFIG_FILE = path.join(process.cwd(), "docs", "deploy", "nginx.conf");
/** The Debian packages the site file's Lua lines need (scripts/test.sh installs them when missing). */
const LUA_MODULES = ["/usr/lib/nginx/modules/ndk_http_module.so", "/usr/lib/nginx/modules/ngx_http_lua_module.so"];

export interface SiteConfigOptions {
  /** `host:port` of each `next start` behind it. */
  servers: string[];
  /** The public listener (port 80 in the file). */
  port: number;
  /** The loopback listener of the purge door (127.0.0.1:8081 in the file). */
  purgePort: number;
  /** Where the cache lives (a folder of the test's own). */
  cacheDir: string;
  /** Replaces the file's `proxy_cache_valid 200 5m` bound, so a test can watch a page expire. */
  validFor?: string;
}

/**
 * docs/deploy/nginx.conf with this test's servers, ports and cache folder put in place of the
 * file's; everything else (keys, maps, bounds, the purge door) is the file's own. Throws when a
 * value it replaces is no longer in the file, so the file and the tests cannot drift apart.
 */
export function siteConfig(options: SiteConfigOptions): string {
  let conf = readFileSync(SITE_CONFIG_FILE, "utf8");
  const replace = (from: string | RegExp, to: string) => {
    const next = conf.replace(from, to);
    if (next === conf) throw new Error(`docs/deploy/nginx.conf no longer contains ${String(from)}`);
    conf = next;
  };
  replace(
    /    server 127\.0\.0\.1:3000;\n    server 127\.0\.0\.1:3001;[^\n]*\n/,
    options.servers.map((s) => `    server ${s};\n`).join(""),
  );
  replace("listen 80;", `listen 127.0.0.1:${options.port};`);
  replace("listen 127.0.0.1:8081;", `listen 127.0.0.1:${options.purgePort};`);
  replace("/var/cache/nginx/toronto-dental-it", options.cacheDir);
  if (options.validFor) replace("proxy_cache_valid 200 5m;", `proxy_cache_valid 200 ${options.validFor};`);
  return conf;
}

export interface StartedNginx {
  urls: string[];
  errorLog: () => string;
  stop: () => Promise<void>;
}

/** The proxy lines of docs/deploy/nginx.conf's location without its cache, for a named upstream and either header rule. */
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
  const modules = options.site ? LUA_MODULES.map((m) => `load_module ${m};`).join("\n") : "";
  const conf = `
${modules}
worker_processes ${options.workers ?? 1};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${errorLogFile} warn;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${upstreams}
${servers}
${options.site?.config ?? ""}
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
    // SIGTERM: a fast shutdown of the master and its worker.
    await terminate(child, exited);
    rmSync(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  const ports = [...options.listeners.map((l) => l.port), ...(options.site?.ports ?? [])];
  for (const port of ports) {
    while (!(await accepts(port))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = `${output}\n${errorLog()}`;
        await stop();
        throw new Error(`nginx did not listen on ${port}:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { urls: ports.map((port) => `http://127.0.0.1:${port}`), errorLog, stop };
}
