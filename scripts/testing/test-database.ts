/**
 * @file A fresh, empty database for one test suite. Under `npm test` one embedded Postgres serves every tier
 * (scripts/testing/with-postgres.ts names it in PRACTICELINE_TEST_POSTGRES) and each suite gets a database of its
 * own on it; a tier run on its own starts its own embedded Postgres, as before.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startLocalPostgres } from "../local-database/local-postgres";

/** The maintenance URL (database `postgres`) of the server `npm test` started once for all tiers. */
export const SHARED_POSTGRES_ENV = "PRACTICELINE_TEST_POSTGRES";

export interface TestDatabase {
  url: string;
  port: number;
  /** Drops the database, or stops the Postgres started for it. */
  stop(): Promise<void>;
}

export async function startTestDatabase(name: string): Promise<TestDatabase> {
  const shared = process.env[SHARED_POSTGRES_ENV];
  return shared ? createDatabaseOn(shared, name) : startOwnPostgres(name);
}

async function createDatabaseOn(maintenanceUrl: string, name: string): Promise<TestDatabase> {
  // Suites of one tier may run at once (vitest files in parallel): a suffix keeps their databases apart.
  const database = `${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(maintenanceUrl, (client) => client.query(`create database "${database}"`));
  const url = new URL(maintenanceUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    port: Number(url.port),
    stop: () =>
      withClient(maintenanceUrl, (client) => client.query(`drop database if exists "${database}" with (force)`)),
  };
}

async function startOwnPostgres(name: string): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `practiceline-${name}-`));
  const postgres = await startLocalPostgres({ dataDir, database: name, persistent: false });
  return {
    url: postgres.url,
    port: postgres.port,
    stop: async () => {
      await postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
