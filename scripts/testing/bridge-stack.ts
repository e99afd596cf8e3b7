/** @file Test helper: an embedded Postgres behind a fresh local bridge, and the bridge's traffic counters. */
import type { PostgresTraffic } from "../local-database/postgres-traffic";
import { startWsBridge, type WsBridge } from "../local-database/ws-bridge";
import { startTestDatabase, type TestDatabase } from "./test-database";

export interface BridgeStack {
  postgres: TestDatabase;
  bridge: WsBridge;
  /** The bridge's `GET /stats`. */
  stats(): Promise<PostgresTraffic>;
  stop(): Promise<void>;
}

export async function startBridgeStack(database: string): Promise<BridgeStack> {
  const postgres = await startTestDatabase(database);
  const bridge = await startWsBridge({ host: "127.0.0.1", port: postgres.port });
  return {
    postgres,
    bridge,
    stats: async () => (await (await fetch(bridge.statsUrl)).json()) as PostgresTraffic,
    stop: async () => {
      await bridge.close();
      await postgres.stop();
    },
  };
}
