import type { ChildProcess } from "node:child_process";

/** Stops a server a test started with `detached: true` (its whole process group), waiting up to 20 s for it. */
export async function stopProcessGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
}

export { freePort } from "../../scripts/testing/free-port";
