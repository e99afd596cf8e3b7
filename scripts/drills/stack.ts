/**
 * @file The drills' own stack: an embedded Postgres the drill can stop and start again, a fake OpenAI-compatible
 * LLM, and the production build served by `scripts/dev.ts --mode preview --fresh` against them (the WebSocket
 * bridge, migrations and seeds come from dev.ts, as in `npm run preview`). Its output goes to a log file.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { TEST_VARS_ENV, type LocalConfig } from "../local-env";
import { startLocalPostgres, type LocalPostgres } from "../local-database/local-postgres";
import { freePort } from "../testing/free-port";
import { startFakeLlm, type FakeLlm } from "./fake-llm";
import { stopGroup } from "../process-group";
import { uncaughtErrors } from "./stack-log";

const DATABASE = "practiceline_drill";
const STARTUP_DEADLINE_MS = 240_000;

export interface DrillStack {
  baseUrl: string;
  databaseUrl: string;
  llm: FakeLlm;
  logFile: string;
  /** The control surface of the bridge between the Worker and Postgres (`/faults`, `/stats`). */
  bridgeUrl: string;
  /** Bytes in the stack's log so far: where a drill's own part of it starts. */
  logSize(): number;
  /** The lines of the stack's log, from byte `offset` on, that report an exception nobody caught. */
  uncaughtErrorsSince(offset: number): string[];
  /** Stops Postgres as an operator would (fast shutdown: open sessions are cut). */
  stopPostgres(): Promise<void>;
  /** Starts it again on the same port and data. */
  startPostgres(): Promise<void>;
  /** A direct connection for checking rows (the drill's, not the Worker's). */
  withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T>;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * The drills' stack. `config` is laid over the drills' own settings (a drill that needs, say, a small voice plan
 * runs on a stack of its own).
 */
export async function startDrillStack(log: (line: string) => void, config: LocalConfig = {}): Promise<DrillStack> {
  const dataDir = mkdtempSync(join(tmpdir(), "practiceline-drill-pg-"));
  const logFile = join(mkdtempSync(join(tmpdir(), "practiceline-drill-log-")), "stack.log");
  const postgresPort = await freePort();
  // Persistent, so stopping it keeps the data for the restart; the folder is removed at close.
  const startPostgres = () => startLocalPostgres({ dataDir, port: postgresPort, database: DATABASE, persistent: true });
  let postgres: LocalPostgres | null = await startPostgres();
  const llm = await startFakeLlm();
  const appPort = await freePort();
  const baseUrl = `http://localhost:${appPort}`;
  const output = openSync(logFile, "a");
  const app = spawn(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "scripts/dev.ts",
      "--mode",
      "preview",
      "--fresh",
      "--config",
      "test",
      "--port",
      String(appPort),
    ],
    {
      stdio: ["ignore", output, output],
      detached: true,
      env: {
        ...process.env,
        [TEST_VARS_ENV]: JSON.stringify({
          // The drills load the stack from one machine: per-client limits lifted (development only). The voice
          // plan's concurrency is ours to set in front of the provider: lifted unless a drill tests it.
          LOAD_TEST_RATE_LIMITS: "off",
          VOICE_MAX_CONCURRENT_CALLS: "1000",
          DATABASE_URL: postgres.url,
          ANALYSIS_PROVIDER: "openai",
          OPENAI_API_KEY: "drill-key",
          OPENAI_BASE_URL: llm.baseUrl,
          OPENAI_MODEL: "drill-judge",
          ...config,
        }),
      },
    },
  );
  closeSync(output);
  const databaseUrl = postgres.url;
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  const close = async () => {
    await stopGroup(app, 10_000);
    await llm.close();
    await postgres?.stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  };
  let bridgeUrl: string;
  try {
    log(`drill stack: ${baseUrl} (log ${logFile})`);
    await waitForHealth(`${baseUrl}/api/health`, app, logFile);
    bridgeUrl = bridgeUrlFrom(logFile);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    baseUrl,
    databaseUrl,
    llm,
    logFile,
    bridgeUrl,
    logSize: () => statSync(logFile).size,
    uncaughtErrorsSince: (offset) => uncaughtErrors(readFileSync(logFile).subarray(offset).toString("utf8")),
    async stopPostgres() {
      await postgres?.stop();
      postgres = null;
    },
    async startPostgres() {
      postgres = await startPostgres();
    },
    withClient,
    query: <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      withClient(async (client) => (await client.query<T>(text, values)).rows),
    close,
  };
}

async function waitForHealth(url: string, app: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the drill stack exited (${app.exitCode}):\n${tail(logFile)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up within ${STARTUP_DEADLINE_MS / 1000} s:\n${tail(logFile)}`);
}

/** dev.ts names the bridge's stats endpoint (`DB_BRIDGE_STATS_URL=…/stats`) when it runs on a fresh database. */
function bridgeUrlFrom(logFile: string): string {
  const bridgeUrl = /^DB_BRIDGE_STATS_URL=(\S+)\/stats$/m.exec(readFileSync(logFile, "utf8"))?.[1];
  if (!bridgeUrl) throw new Error(`the drill stack did not name its database bridge:\n${tail(logFile)}`);
  return bridgeUrl;
}

function tail(file: string): string {
  return readFileSync(file, "utf8").split("\n").slice(-30).join("\n");
}
