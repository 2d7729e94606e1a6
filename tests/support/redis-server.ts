import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { terminate } from "./processes";

/**
 * Debian's redis-server as a short-lived child process of a test, on a loopback port of the
 * test's choosing: nothing is saved to disk (`--save '' --appendonly no`), its working folder is a
 * temp folder of its own, and it is gone when stopped. The package's own service is never used.
 */
export const REDIS_SERVER = "/usr/bin/redis-server";

export interface StartedRedis {
  url: string;
  output: () => string;
  /** SIGTERM, then SIGKILL if it has not exited within 5 s; resolves when it is gone. */
  stop: () => Promise<void>;
}

/** Whether a Redis answers PING on the port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.setTimeout(1000);
    let reply = "";
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.on("data", (d: Buffer) => {
      reply += d.toString();
      if (reply.includes("\r\n")) {
        socket.destroy();
        resolve(reply.startsWith("+PONG"));
      }
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startRedis(port: number): Promise<StartedRedis> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "test-redis-"));
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    await terminate(child, exited);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not answer on 127.0.0.1:${port}:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, output: () => log, stop };
}
