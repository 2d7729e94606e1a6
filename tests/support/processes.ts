import type { ChildProcess } from "node:child_process";

/**
 * Stops a server the tests started (redis-server, nginx): SIGTERM, its own clean shutdown, then
 * SIGKILL if it is still running after 5 s. Resolves once it is gone; `exited` is the child's exit,
 * awaited from the moment it was spawned so an early exit is not missed.
 */
export async function terminate(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const gone = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(r, 5000, false))]);
  if (!gone) {
    child.kill("SIGKILL");
    await exited;
  }
}
