/**
 * @file Runs a command with one embedded Postgres for all the test tiers in it (`npm test`): each suite makes a
 * database of its own on this server (scripts/testing/test-database.ts) instead of starting a Postgres of its own.
 * Usage: tsx scripts/testing/with-postgres.ts <command> [args...]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalPostgres } from "../local-database/local-postgres";
import { SHARED_POSTGRES_ENV } from "./test-database";

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("Usage: tsx scripts/testing/with-postgres.ts <command> [args...]");

const dataDir = mkdtempSync(join(tmpdir(), "practiceline-test-pg-"));
const postgres = await startLocalPostgres({ dataDir, database: "postgres", persistent: false });
console.log(`postgres: one embedded PostgreSQL 17 for the test tiers on 127.0.0.1:${postgres.port}`);

const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, [SHARED_POSTGRES_ENV]: postgres.url } });
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on("SIGINT", forward);
process.on("SIGTERM", forward);
const code = await new Promise<number>((resolve) =>
  child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);

await postgres.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exitCode = code;
