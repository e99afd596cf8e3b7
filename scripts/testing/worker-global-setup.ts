/** @file Worker tests: a fresh database, migrated and seeded, reached through the WebSocket bridge. */
import type { TestProject } from "vitest/node";
import type {} from "../../lib/db/testing/provided-context";
import { migrateDatabase } from "../migrate";
import { seedDatabase } from "../seeds/run";
import { startWsBridge } from "../local-database/ws-bridge";
import { startTestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    dbWsProxy: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startTestDatabase("practiceline_test");
  await migrateDatabase(postgres.url);
  await seedDatabase(postgres.url, { devData: true });
  const bridge = await startWsBridge({ host: "127.0.0.1", port: postgres.port });
  project.provide("databaseUrl", postgres.url);
  project.provide("dbWsProxy", bridge.proxy);
  project.provide("dbBridgeUrl", bridge.controlUrl);
  return async () => {
    await bridge.close();
    await postgres.stop();
  };
}
