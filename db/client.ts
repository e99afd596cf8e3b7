import { Client, neonConfig, Pool, type PoolClient } from "@neondatabase/serverless";
import { drizzle } from "drizzle-orm/neon-serverless";
import { DatabaseWebSocket } from "./database-websocket";
import * as schema from "./schema";

export type Database = ReturnType<typeof drizzle<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  close(): Promise<void>;
}

/** The pool could not hand out a connection: refused, dropped or timed out while connecting, or full. */
export class DatabaseConnectionError extends Error {
  override readonly name = "DatabaseConnectionError";

  constructor(cause: unknown) {
    const reason = cause as { message?: unknown; code?: unknown } | undefined;
    const code = typeof reason?.code === "string" ? ` (${reason.code})` : "";
    super(`could not connect to the database${code}: ${String(reason?.message ?? cause)}`, { cause });
  }
}

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A connection that fails while lent out (a transaction holds one) has no pool listener: its 'error' event,
 * heard by nobody, would be thrown from inside the socket's event handler and crash the isolate. Its statements
 * fail on their own either way, so each connection listens for its whole life.
 */
class WorkerClient extends Client {
  constructor(config: ConstructorParameters<typeof Client>[0]) {
    super(config);
    this.on("error", () => {});
  }
}

/**
 * Drizzle takes a connection of its own for a transaction (`pool.connect()`), outside its query error wrapping:
 * a failure there is named for what it is, so it reads as the database being unavailable. And it gives that
 * connection back only once BEGIN has succeeded: when BEGIN fails (the connection dropped or was shut down just
 * then), the connection stays lent out, and `end()` would wait for it forever, which workerd cancels and logs as
 * a hung request. At the end of a request nothing uses a connection any more, so `end()` takes back those first.
 * (No pool listener but 'error' here: any other turns off the driver's `poolQueryViaFetch`.)
 */
class WorkerPool extends Pool {
  private readonly lent = new Set<PoolClient>();

  constructor(config: ConstructorParameters<typeof Pool>[0]) {
    super(config);
    this.Client = WorkerClient;
  }

  override connect(): Promise<PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(
      (client) => {
        this.lent.add(client);
        const release = client.release;
        client.release = (error?: Error | boolean) => {
          this.lent.delete(client);
          release(error);
        };
        return client;
      },
      (cause: unknown) => {
        throw new DatabaseConnectionError(cause);
      },
    );
  }

  override end(): Promise<void> {
    for (const client of this.lent) client.release(new Error("the request ended with this connection still lent out"));
    return super.end();
  }
}

/**
 * One pool per request: Workers may not share sockets across requests. Locally the Neon driver
 * reaches Postgres through the WebSocket bridge named by DB_WS_PROXY; in production, Neon itself.
 */
export function openDatabase(env: Pick<Env, "DATABASE_URL" | "DB_WS_PROXY">): DatabaseHandle {
  neonConfig.webSocketConstructor = DatabaseWebSocket;
  if (env.DB_WS_PROXY) {
    const proxy = env.DB_WS_PROXY;
    neonConfig.wsProxy = (): string => proxy;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  const pool = new WorkerPool({ connectionString: env.DATABASE_URL ?? "postgres://unconfigured@127.0.0.1:1/none", max: 5, connectionTimeoutMillis: 5000 });
  // A dropped connection must fail the query, never crash the isolate.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema, casing: "snake_case" });
  return { db, close: () => pool.end() };
}
