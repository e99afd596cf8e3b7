/** @file Test helper: an embedded Postgres behind a fresh local bridge, and the bridge's traffic counters. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalPostgres, type LocalPostgres } from "../local-postgres";
import type { PostgresTraffic } from "../postgres-traffic";
import { startWsBridge, type WsBridge } from "../ws-bridge";

export interface BridgeStack {
  postgres: LocalPostgres;
  bridge: WsBridge;
  /** The bridge's `GET /stats`. */
  stats(): Promise<PostgresTraffic>;
  stop(): Promise<void>;
}

export async function startBridgeStack(database: string): Promise<BridgeStack> {
  const dataDir = mkdtempSync(join(tmpdir(), `practiceline-${database}-`));
  const postgres = await startLocalPostgres({ dataDir, database, persistent: false });
  const bridge = await startWsBridge({ host: "127.0.0.1", port: postgres.port });
  return {
    postgres,
    bridge,
    stats: async () => (await (await fetch(bridge.statsUrl)).json()) as PostgresTraffic,
    stop: async () => {
      await bridge.close();
      await postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
