/**
 * @file The Postgres connections the bridge signs in for SQL-over-HTTP requests, kept between requests as Neon's
 * proxy keeps a pool of its own: an HTTP query then costs the round trip, not a new backend each time. A connection
 * is kept only after a request that went well, per connection string (user, database, application name), for a
 * while; it is dropped when it fails or ends. Arming or removing a fault forgets every kept one, so the next
 * request signs in afresh and meets the faults at every moment, its sign-in included. New connections are made a
 * few at a time; the rest wait their turn, as Neon's pooler queues its clients, so that a connect's timeout measures
 * that connect, not the queue in front of it: without the queue, 500 sign-ups at once made 500 connections at once
 * in this one process, and on a fast two-core machine a third of them ran out of their 5 s.
 */
import pg from "pg";

const IDLE_MS = 30_000;
const MAX_IDLE_PER_KEY = 8;
const CONNECTING_AT_ONCE = 32;

interface Kept {
  key: string;
  timer: ReturnType<typeof setTimeout>;
}

export class SqlConnections {
  private readonly idle = new Map<string, Set<pg.Client>>();
  private readonly kept = new Map<pg.Client, Kept>();
  private connecting = 0;
  private readonly waitingToConnect: Array<() => void> = [];

  constructor(private readonly connectingAtOnce = CONNECTING_AT_ONCE) {}

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
    const done = await this.connectingTurn();
    try {
      await client.connect();
    } catch (error) {
      this.discard(client);
      throw error;
    } finally {
      done();
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

  private async connectingTurn(): Promise<() => void> {
    if (this.connecting >= this.connectingAtOnce)
      await new Promise<void>((resolve) => this.waitingToConnect.push(resolve));
    else this.connecting += 1;
    return () => {
      const next = this.waitingToConnect.shift();
      if (next) next();
      else this.connecting -= 1;
    };
  }

  private release(client: pg.Client): void {
    const kept = this.kept.get(client);
    if (!kept) return;
    clearTimeout(kept.timer);
    this.kept.delete(client);
    this.idle.get(kept.key)?.delete(client);
  }
}
