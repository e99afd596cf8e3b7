import type { ChildProcess } from "node:child_process";

/**
 * Stops a child started with `detached: true` together with its whole process group (wrangler's workerd
 * grandchildren included): SIGTERM, then SIGKILL if it has not exited within the grace period.
 */
export async function stopGroup(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), graceMs));
  if ((await Promise.race([exited, timeout])) === "timeout") {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
}
