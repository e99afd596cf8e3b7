/**
 * @file Neon's SQL-over-HTTP endpoint (`POST /sql`), as the local bridge serves it, so the Worker's `neon()` HTTP
 * queries and batches run offline on the same driver path as in production. The wire shape is the one the driver
 * (@neondatabase/serverless 1.x) sends and reads, and the one Neon's proxy answers:
 * - request: `{ query, params }` or `{ queries: [{ query, params }, ...] }` with the headers `Neon-Connection-String`,
 *   `Neon-Raw-Text-Output: true`, `Neon-Array-Mode: true` and, for a batch, `Neon-Batch-Isolation-Level`,
 *   `Neon-Batch-Read-Only`, `Neon-Batch-Deferrable`;
 * - answer: `{ command, rowCount, fields: [{ name, dataTypeID, ... }], rows }` (values as Postgres' text) or
 *   `{ results: [...] }`; a batch runs in one transaction;
 * - errors: a Postgres error is 400 with its fields (`message`, `code`, `severity`, ...); a failed connection to
 *   Postgres is 500 (400 when the sign-in was refused), with the Postgres fields when Postgres said why.
 * Its Postgres connections go through the bridge's own relay, so armed faults strike them as they strike a WebSocket
 * (and a fault `at: "request"` cuts the HTTP request itself, as a network failure between the Worker and Neon would),
 * and are kept between requests as Neon's proxy keeps them (scripts/local-database/sql-connections.ts); the request and its answer
 * each cross the bridge's delay.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import pg from "pg";
import { z } from "zod";
import type { NetworkDelay } from "./network-delay";
import type { FaultAction, FaultPlan } from "./postgres-faults";
import type { SqlConnections } from "./sql-connections";
import type { PostgresTraffic } from "./postgres-traffic";

const statementSchema = z.object({ query: z.string(), params: z.array(z.unknown()).default([]) });
const payloadSchema = z.union([z.object({ queries: z.array(statementSchema).min(1) }), statementSchema]);
type Statement = z.infer<typeof statementSchema>;

const ISOLATION_LEVELS: Record<string, string> = {
  ReadUncommitted: "READ UNCOMMITTED",
  ReadCommitted: "READ COMMITTED",
  RepeatableRead: "REPEATABLE READ",
  Serializable: "SERIALIZABLE",
};
/** Neon's proxy gives up connecting to Postgres after a while too; the Worker's pool waits 5 s for a WebSocket. */
const CONNECT_TIMEOUT_MS = 5_000;
const POSTGRES_ERROR_FIELDS = [
  "code",
  "severity",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
] as const;
/** Values go back as Postgres wrote them; the driver parses them with the types it knows. */
const AS_TEXT = { getTypeParser: () => (value: string) => value };

class RequestProblem extends Error {}

/** The fault armed for this request's statements (`at: "request"`), if one strikes; none for a body that is no payload. */
function requestFault(request: IncomingMessage, body: string, faults: FaultPlan): FaultAction | null {
  let statements: Statement[];
  try {
    statements = parsePayload(body).statements;
  } catch {
    return null;
  }
  const connectionString = request.headers["neon-connection-string"];
  const applicationName =
    typeof connectionString === "string"
      ? (URL.parse(connectionString)?.searchParams.get("application_name") ?? undefined)
      : undefined;
  for (const { query } of statements) {
    const action = faults.strike(applicationName, { at: "request", statement: query });
    if (action) return action;
  }
  return null;
}

export interface SqlEndpoint {
  delay: NetworkDelay;
  totals: PostgresTraffic;
  /** Where the bridge relays a Postgres connection made on an HTTP request's behalf. */
  relay: { host: string; port: number };
  connections: SqlConnections;
  /** The bridge's armed faults; those `at: "request"` strike here. */
  faults: FaultPlan;
}

export async function answerSql(
  request: IncomingMessage,
  response: ServerResponse,
  endpoint: SqlEndpoint,
): Promise<void> {
  const body = await readBody(request);
  await endpoint.delay.crossing();
  const fault = requestFault(request, body, endpoint.faults);
  // The network between the Worker and the proxy fails: no answer, and nothing reaches Postgres.
  if (fault?.kind === "reset") return void request.socket.destroy();
  if (fault?.kind === "stall") return;
  const { status, answer } = await execute(request, body, endpoint);
  await endpoint.delay.crossing();
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
}

async function execute(
  request: IncomingMessage,
  body: string,
  endpoint: SqlEndpoint,
): Promise<{ status: number; answer: unknown }> {
  let client: pg.Client | undefined;
  try {
    const { statements, batch } = parsePayload(body);
    const header = (name: string) => request.headers[name.toLowerCase()] as string | undefined;
    const connectionString = header("Neon-Connection-String");
    const connection = connectionFrom(connectionString);
    const begin = batch ? beginStatement(header) : null;
    endpoint.totals.httpRequests += 1;
    endpoint.totals.httpStatements += statements.length;
    const arrayMode = header("Neon-Array-Mode") === "true";
    try {
      client = await endpoint.connections.take(connectionString!, {
        ...connection,
        ...endpoint.relay,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
    } catch (error) {
      return failure(error, false);
    }
    const answer = begin
      ? { results: await runBatch(client, begin, statements, arrayMode) }
      : await run(client, statements[0]!, arrayMode);
    endpoint.connections.give(connectionString!, client);
    client = undefined;
    return { status: 200, answer };
  } catch (error) {
    return failure(error, true);
  } finally {
    if (client) endpoint.connections.discard(client);
  }
}

async function runBatch(client: pg.Client, begin: string, statements: Statement[], arrayMode: boolean) {
  await client.query(begin);
  try {
    const results = [];
    for (const statement of statements) results.push(await run(client, statement, arrayMode));
    await client.query("COMMIT");
    return results;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

function parsePayload(body: string): { statements: Statement[]; batch: boolean } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new RequestProblem("the request body is not JSON");
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) throw new RequestProblem("expected { query, params } or { queries: [...] }");
  return "queries" in parsed.data
    ? { statements: parsed.data.queries, batch: true }
    : { statements: [parsed.data], batch: false };
}

function connectionFrom(connectionString: string | undefined): pg.ClientConfig {
  if (!connectionString) throw new RequestProblem("missing the Neon-Connection-String header");
  const url = new URL(connectionString);
  return {
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.slice(1)),
    application_name: url.searchParams.get("application_name") ?? undefined,
  };
}

function beginStatement(header: (name: string) => string | undefined): string {
  const isolation = header("Neon-Batch-Isolation-Level");
  if (isolation !== undefined && !(isolation in ISOLATION_LEVELS)) throw new RequestProblem("invalid isolation level");
  return [
    "BEGIN",
    isolation ? `ISOLATION LEVEL ${ISOLATION_LEVELS[isolation]}` : "",
    header("Neon-Batch-Read-Only") === "true" ? "READ ONLY" : "",
    header("Neon-Batch-Deferrable") === "true" ? "DEFERRABLE" : "",
  ]
    .filter(Boolean)
    .join(" ");
}

async function run(client: pg.Client, statement: Statement, arrayMode: boolean) {
  const config = { text: statement.query, values: statement.params, types: AS_TEXT };
  const result: pg.QueryResult = arrayMode
    ? await client.query({ ...config, rowMode: "array" })
    : await client.query(config);
  return {
    command: result.command,
    rowCount: result.rowCount,
    rowAsArray: arrayMode,
    fields: result.fields.map(({ name, tableID, columnID, dataTypeID, dataTypeSize, dataTypeModifier, format }) => ({
      name,
      tableID,
      columnID,
      dataTypeID,
      dataTypeSize,
      dataTypeModifier,
      format,
    })),
    rows: result.rows as unknown[],
  };
}

function failure(error: unknown, connected: boolean): { status: number; answer: unknown } {
  if (error instanceof RequestProblem) return { status: 400, answer: { message: error.message } };
  const reason = error as Partial<Record<(typeof POSTGRES_ERROR_FIELDS)[number] | "message", string>>;
  const fields = Object.fromEntries(POSTGRES_ERROR_FIELDS.map((field) => [field, reason[field] ?? null]));
  const answer = { ...fields, message: reason.message ?? String(error), code: reason.code ?? "" };
  // As Neon's proxy: what Postgres says about a statement, or a lost connection, is the caller's 400; a connection
  // that could not be made is the proxy's 500, unless the sign-in was refused (class 28).
  if (connected || reason.code?.startsWith("28")) return { status: 400, answer };
  return { status: 500, answer };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}
