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
  /**
   * Needs no server (a pure function's CPU time): measured before the server starts, so a server warming up or
   * conversations of earlier sections settling in the background do not share the two cores with it.
   */
  offline?: boolean;
  run(context: BenchContext): Promise<{ data: unknown; markdown: string }>;
}
