/**
 * @file The Postgres connections the bridge signs in for SQL-over-HTTP requests, kept between requests as Neon's
 * proxy keeps a pool of its own: an HTTP query then costs the round trip, not a new backend each time. A connection
 * is kept only after a request that went well, per connection string (user, database, application name), for a
 * while; it is dropped when it fails or ends. Arming or removing a fault forgets every kept one, so the next
 * request signs in afresh and meets the faults at every moment, its sign-in included.
 */
import pg from "pg";

const IDLE_MS = 30_000;
const MAX_IDLE_PER_KEY = 8;

interface Kept {
  key: string;
  timer: ReturnType<typeof setTimeout>;
}

export class SqlConnections {
  private readonly idle = new Map<string, Set<pg.Client>>();
  private readonly kept = new Map<pg.Client, Kept>();

  /** A kept connection for `key`, or a new one signed in with `config`. */
  async take(key: string, config: pg.ClientConfig): Promise<pg.Client> {
    const reused = this.idle.get(key)?.values().next().value;
    if (reused) {
      this.release(reused);
      return reused;
    }
    const client = new pg.Client(config);
    client.on("error", () => this.discard(client));
    client.on("end", () => this.discard(client));
    try {
      await client.connect();
    } catch (error) {
      this.discard(client);
      throw error;
    }
    return client;
  }

  /** Keeps a connection whose request went well, for the next request with the same key. */
  give(key: string, client: pg.Client): void {
    const waiting = this.idle.get(key) ?? new Set<pg.Client>();
    if (waiting.size >= MAX_IDLE_PER_KEY) return this.discard(client);
    waiting.add(client);
    this.idle.set(key, waiting);
    this.kept.set(client, { key, timer: setTimeout(() => this.discard(client), IDLE_MS) });
  }

  /** Ends a connection that must not be used again. */
  discard(client: pg.Client): void {
    this.release(client);
    void client.end().catch(() => {});
  }

  /** Ends every kept connection. */
  forget(): void {
    for (const client of [...this.kept.keys()]) this.discard(client);
  }

  private release(client: pg.Client): void {
    const kept = this.kept.get(client);
    if (!kept) return;
    clearTimeout(kept.timer);
    this.kept.delete(client);
    this.idle.get(kept.key)?.delete(client);
  }
}
