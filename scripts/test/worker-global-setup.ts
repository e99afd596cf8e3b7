/** @file Worker tests: a fresh embedded Postgres, migrated and seeded, reached through the WebSocket bridge. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import type {} from "../../db/testing/provided-context";
import { startLocalPostgres } from "../local-postgres";
import { migrateDatabase } from "../migrate";
import { seedDatabase } from "../seed";
import { startWsBridge } from "../ws-bridge";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    dbWsProxy: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "practiceline-test-pg-"));
  const postgres = await startLocalPostgres({ dataDir, database: "practiceline_test", persistent: false });
  await migrateDatabase(postgres.url);
  await seedDatabase(postgres.url, { devData: true });
  const bridge = await startWsBridge({ host: "127.0.0.1", port: postgres.port });
  project.provide("databaseUrl", postgres.url);
  project.provide("dbWsProxy", bridge.proxy);
  project.provide("dbBridgeUrl", bridge.controlUrl);
  return async () => {
    await bridge.close();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
