export interface BenchContext {
  /** Origin of the production build served by wrangler on a fresh, seeded database. */
  baseUrl: string;
  databaseUrl: string;
  /** The local WebSocket bridge's counters (scripts/local-database/ws-bridge.ts); empty when the Worker reaches another database. */
  databaseTrafficUrl: string;
  log(line: string): void;
}

export interface BenchSection {
  /** Top-level key in bench-report.json. */
  key: string;
  title: string;
  run(context: BenchContext): Promise<{ data: unknown; markdown: string }>;
}
