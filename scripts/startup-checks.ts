/** @file Before `npm run dev`/`preview` starts anything: is its port free, is its data folder free? One line each. */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/** A cause and a remedy, printed as one line without a stack trace. */
export class StartupProblem extends Error {}

export function portIsFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

export async function assertAppPortFree(port: number, script: string): Promise<void> {
  if (await portIsFree(port)) return;
  throw new StartupProblem(
    `Port ${port} is busy: another PracticeLine stack or program listens on it. Stop it, or run \`npm run ${script} -- --port ${port + 1}\`.`,
  );
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Postgres writes its pid as the first line of postmaster.pid while it runs on a data folder. */
export function postgresHolding(dataDir: string): number | null {
  const pidFile = join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 && processAlive(pid) ? pid : null;
}

export async function assertLocalDatabaseFree(dataDir: string, port: number): Promise<void> {
  const holder = postgresHolding(dataDir);
  if (holder !== null) {
    throw new StartupProblem(
      `The local database in ${dataDir} is in use by Postgres (pid ${holder}), probably another \`npm run dev\` or \`npm run preview\`. Stop that stack (Ctrl-C in its terminal), or run this one with \`-- --fresh\` for a throwaway database.`,
    );
  }
  if (!(await portIsFree(port))) {
    throw new StartupProblem(
      `Port ${port} (the local Postgres) is busy: another program listens on it. Stop it, or set DATABASE_URL to use that Postgres instead.`,
    );
  }
}
