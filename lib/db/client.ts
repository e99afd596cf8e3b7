import { Client, neon, neonConfig, Pool, type PoolClient } from "@neondatabase/serverless";
import { drizzle as overHttp, type NeonHttpDatabase } from "drizzle-orm/neon-http";
import { drizzle as overWebSocket, type NeonDatabase } from "drizzle-orm/neon-serverless";
import { DatabaseWebSocket } from "./database-websocket";
import * as schema from "./schema";

type Schema = typeof schema;

/**
 * The database as the app uses it. A statement, or a `batch` of them (one transaction), is one HTTP request to
 * Neon's SQL endpoint: one round trip, with no connection to set up first. An interactive `transaction`, whose
 * statements depend on each other's answers, holds a WebSocket connection of the pool for its length.
 */
export type Database = Omit<NeonHttpDatabase<Schema>, "transaction" | "$client"> & {
  transaction: NeonDatabase<Schema>["transaction"];
};

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

type ConnectCallback = (
  error: Error | undefined,
  client: PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A connection that fails while lent out (a transaction holds one) has no pool listener: its 'error' event,
 * heard by nobody, would be thrown from inside the socket's event handler and crash the isolate. Its statements
 * fail on their own either way, so each connection listens for its whole life.
 *
 * Pipelined, the driver counts a connection as made once its WebSocket opens, so its connect timeout stops there;
 * a sign-in that never completes would hold the first statement forever. The same timeout bounds the sign-in too:
 * past it the connection is dropped, and what waits on it fails as a lost connection.
 */
class WorkerClient extends Client {
  private readonly signInTimeoutMs: number;

  constructor(config: ConstructorParameters<typeof Client>[0]) {
    super(config);
    this.signInTimeoutMs = typeof config === "object" ? (config.connectionTimeoutMillis ?? 0) : 0;
    this.on("error", () => {});
  }

  override connect(): Promise<void>;
  override connect(callback: (error?: Error) => void): void;
  override connect(callback?: (error?: Error) => void): Promise<void> | void {
    const connecting = callback ? super.connect(callback) : super.connect();
    if (this.neonConfig.pipelineConnect === "password" && this.signInTimeoutMs > 0)
      this.boundSignIn(this.signInTimeoutMs);
    return connecting;
  }

  private boundSignIn(ms: number): void {
    const connection = this.connection;
    const timer = setTimeout(() => connection.stream.destroy(new Error("timeout expired while signing in")), ms);
    const signedIn = () => clearTimeout(timer);
    // The first ReadyForQuery ends the sign-in (the driver swallows it when pipelining).
    connection.once("readyForQuery", signedIn);
    connection.once("end", signedIn);
    connection.once("error", signedIn);
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
 * The driver's settings, the same path locally as in production. A new WebSocket connection sends its startup
 * message, the password and its first statement in one flight (`pipelineConnect: "password"`: Neon's proxy, like the
 * local Postgres, takes the password in the clear, inside the TLS of the WebSocket), and every write of one tick in
 * one WebSocket message (`coalesceWrites`). Locally (DB_WS_PROXY) the bridge stands in for Neon's proxy: plain ws://
 * for the WebSocket and its `/sql` for HTTP queries. `pipelineTLS` applies only to TLS inside the Postgres protocol,
 * which Neon's secure WebSocket makes unnecessary (`forceDisablePgSSL`, the default).
 */
function configureDriver(env: Pick<Env, "DB_WS_PROXY">): void {
  neonConfig.webSocketConstructor = DatabaseWebSocket;
  neonConfig.pipelineConnect = "password";
  neonConfig.coalesceWrites = true;
  if (env.DB_WS_PROXY) {
    const proxy = env.DB_WS_PROXY;
    neonConfig.wsProxy = (): string => proxy;
    neonConfig.useSecureWebSocket = false;
    neonConfig.fetchEndpoint = `${new URL(`http://${proxy}`).origin}/sql`;
  }
}

/**
 * One pool per request: Workers may not share sockets across requests. Locally the Neon driver
 * reaches Postgres through the bridge named by DB_WS_PROXY; in production, Neon itself.
 */
export function openDatabase(env: Pick<Env, "DATABASE_URL" | "DB_WS_PROXY">): DatabaseHandle {
  configureDriver(env);
  const connectionString = env.DATABASE_URL ?? "postgres://unconfigured@127.0.0.1:1/none";
  const pool = new WorkerPool({ connectionString, max: 5, connectionTimeoutMillis: 5000 });
  // A dropped connection must fail the query, never crash the isolate.
  pool.on("error", () => {});
  const sessions = overWebSocket({ client: pool, schema, casing: "snake_case" });
  const db = overHttp({ client: neon(connectionString), schema, casing: "snake_case" });
  const database = Object.assign(db, { transaction: sessions.transaction.bind(sessions) }) as unknown as Database;
  return { db: database, close: () => pool.end() };
}
