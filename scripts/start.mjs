// `npm start`: serves the production build with `next start`, listening on loopback unless the
// operator names another address.
//
// Why loopback: `next start` fills X-Forwarded-For only when a request arrives without one, so a
// client that reaches Node directly sends its own and picks a new address for every request,
// dodging every per-address limit. On loopback only the proxy on the same machine (nginx, which
// sets the header) can reach Node. A deployment where the proxy is elsewhere (a load balancer in
// front of several machines) names the address with LISTEN_ADDRESS or `-H`/`--hostname`, keeps
// the port reachable from the load balancer alone, and is reminded of that once in the log.
//
// HOSTNAME is deliberately not read: Docker sets it to the container's name.
//
// Plain JavaScript, run by Node itself, so a production start needs nothing that is built or
// compiled first.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { constants } from "node:os";

const DEFAULT_ADDRESS = "127.0.0.1";

/** Loopback addresses: 127.0.0.0/8, ::1 and the name localhost. */
export function isLoopback(address) {
  return /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i.test(address);
}

/**
 * The address `next start` is given, and the arguments without it: a `-H`/`--hostname` among the
 * arguments wins over LISTEN_ADDRESS, which wins over the loopback default.
 */
export function listenAddress(args, env) {
  const rest = [];
  let named;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "-H" || arg === "--hostname") {
      named = args[i + 1];
      i++;
    } else if (arg.startsWith("--hostname=")) named = arg.slice("--hostname=".length);
    else rest.push(arg);
  }
  const address = named || env.LISTEN_ADDRESS?.trim() || DEFAULT_ADDRESS;
  return { address, rest };
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const { address, rest } = listenAddress(process.argv.slice(2), process.env);
  if (!isLoopback(address)) {
    console.warn(
      `Listening on ${address}, beyond loopback: the proxy in front must set X-Forwarded-For (and only it may reach this port), or a client can choose its own address and dodge every per-address limit.`,
    );
  }
  const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
  const child = spawn(process.execPath, [next, "start", "-H", address, ...rest], { stdio: "inherit" });
  // Stopping `npm start` (Ctrl+C, systemd, a test's SIGTERM) stops the server with it.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}
