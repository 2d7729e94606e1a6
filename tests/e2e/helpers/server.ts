import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { e2eServerEnv } from "./env";

export interface StartedServer {
  baseURL: string;
  output: () => string;
  stop: () => Promise<void>;
  /** SIGKILL to the whole process group (a crash, not a shutdown); resolves when it is gone. */
  kill: () => Promise<void>;
}

/**
 * A short-lived production start of the same build in another environment (a preview, a
 * production start, a broken database), the production guide's way: `npm start`, which listens on loopback
 * unless `host` names another address. Started in its own process group and stopped with it.
 */
export async function startServer(
  port: number,
  overrides: Record<string, string>,
  { expectExit = false, host }: { expectExit?: boolean; host?: string } = {},
): Promise<StartedServer & { exitCode: Promise<number | null> }> {
  const args = ["start", "--", "-p", String(port), ...(host ? ["-H", host] : [])];
  const child: ChildProcess = spawn("npm", args, {
    env: e2eServerEnv(overrides) as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const exitCode = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  // Reached on loopback whatever it listens on (an IPv6-only start on ::1).
  const ipv6Only = (host ?? overrides.LISTEN_ADDRESS) === "::1";
  const baseURL = `http://${ipv6Only ? "[::1]" : "127.0.0.1"}:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      const stopped = await Promise.race([exitCode.then(() => true), new Promise((r) => setTimeout(r, 20_000, false))]);
      // A server that ignores SIGTERM (stuck on a request) must not keep its port for the next test.
      if (!stopped) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // gone meanwhile
        }
        await exitCode;
      }
    }
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
      await exitCode;
      // The signal reaches npx and the server it started at once, but only npx's exit is
      // reported: a restart on the same port waits until the server's socket is gone too.
      await portClosed(port, 10_000);
    }
  };
  if (!expectExit) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server on ${port} exited early:\n${log}`);
      try {
        const res = await fetch(`${baseURL}/`, { signal: AbortSignal.timeout(2000) });
        if (res.status > 0) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`server on ${port} did not start:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { baseURL, output: () => log, stop, kill, exitCode };
}

/** Resolves once nothing accepts connections on the port (or rejects after `ms`). */
async function portClosed(port: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (!open) return;
    if (Date.now() > deadline) throw new Error(`port ${port} still accepts connections ${ms} ms after the kill`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
