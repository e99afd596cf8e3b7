/**
 * @file WebSocket-to-TCP bridge so the Worker can use the production Neon driver against a local
 * Postgres. Each WebSocket is relayed, whole protocol messages at a time, to a new TCP connection to the one
 * configured target (scripts/local-database/bridge-relay.ts). The same port is its control surface:
 * - `GET /stats`: the connections, round trips and statements carried (how `npm run bench` counts them);
 * - `GET /faults`, `POST /faults` (a rule of lib/db/testing/fault-rule.ts), `DELETE /faults`, `DELETE /faults/{id}`:
 *   faults injected into the connections at a chosen moment, for the Worker tests and the outage drill;
 * - `GET /delay`, `PUT /delay` `{ oneWayMs }`: the distance to the database, a delay every message takes each way
 *   (the WebSocket handshake is a round trip too), so the bench sees what a far-away database costs.
 * It also serves Neon's SQL-over-HTTP endpoint, `POST /sql` (scripts/local-database/sql-over-http.ts): the driver's `neon()` path.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import { z } from "zod";
import { faultRuleSchema } from "../../lib/db/testing/fault-rule";
import { relay, type ClientEnd } from "./bridge-relay";
import { DelayLine, MAX_ONE_WAY_DELAY_MS, NetworkDelay } from "./network-delay";
import { FaultPlan } from "./postgres-faults";
import { emptyTraffic, type PostgresTraffic } from "./postgres-traffic";
import { SqlConnections } from "./sql-connections";
import { answerSql, type SqlEndpoint } from "./sql-over-http";

const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?$/i;

/**
 * A browser always sends Origin on a WebSocket and on a cross-site POST, and a page on a name re-pointed at
 * 127.0.0.1 (DNS rebinding) sends its own name as Host: neither reaches Postgres, by WebSocket or by `/sql`.
 */
const fromLocalProgram = (request: IncomingMessage) =>
  !request.headers.origin && LOOPBACK_HOST.test(request.headers.host ?? "");

export interface WsBridge {
  port: number;
  /** Value for the Worker's DB_WS_PROXY. */
  proxy: string;
  /** The control surface: `${controlUrl}/stats`, `${controlUrl}/faults` and `${controlUrl}/delay`. */
  controlUrl: string;
  /** Answers GET with the PostgresTraffic totals as JSON. */
  statsUrl: string;
  traffic(): PostgresTraffic;
  /** The faults armed on this bridge (also reachable at `${controlUrl}/faults`). */
  faults: FaultPlan;
  /** The one-way delay every message takes (also reachable at `${controlUrl}/delay`). */
  delay: NetworkDelay;
  close(): Promise<void>;
}

export interface WsBridgeOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** The one-way delay to start with, in milliseconds. */
  oneWayDelayMs?: number;
}

/** How long an idle kept-alive HTTP connection to the bridge stays open. */
export const IDLE_CONNECTION_MS = 120_000;

const delaySchema = z.object({ oneWayMs: z.number().int().min(0).max(MAX_ONE_WAY_DELAY_MS) }).strict();

export async function startWsBridge(
  target: { host: string; port: number },
  options: WsBridgeOptions = {},
): Promise<WsBridge> {
  const totals = emptyTraffic();
  const faults = new FaultPlan();
  const delay = new NetworkDelay(options.oneWayDelayMs ?? 0);
  // Connections made on behalf of HTTP requests: relayed with the same faults, counted apart (the request is the trip).
  const forHttp = await listenLocally(
    createTcpServer((socket) => relay(tcpClient(socket), target, emptyTraffic(), faults)),
  );
  const connections = new SqlConnections();
  faults.onChange(() => connections.forget());
  const sql: SqlEndpoint = {
    delay,
    totals,
    connections,
    faults,
    relay: { host: "127.0.0.1", port: (forHttp.address() as AddressInfo).port },
  };
  const http = createServer((request, response) => {
    answerControl(request, response, { totals, faults, delay, sql }).catch((error: unknown) =>
      send(response, 500, { message: String(error) }),
    );
  });
  // Node closes an idle kept-alive connection after 5 s; a client that reuses it in that very moment (workerd's
  // fetch, after a quiet spell between bursts) sees "Network connection lost" and its statement fails. Idle
  // connections are kept longer than a client keeps them, so it is the client that lets them go.
  http.keepAliveTimeout = IDLE_CONNECTION_MS;
  http.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  const server = new WebSocketServer({
    server: http,
    // Only local programs (the Worker in workerd, Node scripts) may connect; the handshake's request and its answer
    // each cross the distance before the client may send.
    verifyClient: ({ req }, accept) => {
      if (!fromLocalProgram(req)) return accept(false, 403, "Forbidden");
      void delay
        .crossing()
        .then(() => delay.crossing())
        .then(() => accept(true));
    },
  });
  return new Promise((resolve, reject) => {
    http.once("error", reject);
    server.on("connection", (socket) => {
      totals.webSocketUpgrades += 1;
      relay(delayedWebSocket(socket, delay), target, totals, faults);
    });
    http.listen(options.port ?? 0, "127.0.0.1", () => {
      const { port } = http.address() as AddressInfo;
      const controlUrl = `http://127.0.0.1:${port}`;
      resolve({
        port,
        proxy: `127.0.0.1:${port}/v1`,
        controlUrl,
        statsUrl: `${controlUrl}/stats`,
        traffic: () => ({ ...totals }),
        faults,
        delay,
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate();
            server.close();
            connections.forget();
            forHttp.close();
            http.closeAllConnections();
            http.close(() => done());
          }),
      });
    });
  });
}

/** The Worker's WebSocket as the relay's client end: everything either way, a close included, crosses the delay. */
function delayedWebSocket(socket: WebSocket, delay: NetworkDelay): ClientEnd {
  const inbound = new DelayLine(delay);
  const outbound = new DelayLine(delay);
  return {
    send: (bytes) => outbound.push(() => socket.readyState === socket.OPEN && socket.send(bytes)),
    close: () => outbound.push(() => socket.close()),
    reset: () => outbound.push(() => socket.terminate()),
    onData: (listener) => socket.on("message", (data: Buffer) => inbound.push(() => listener(data))),
    onGone: (listener) => {
      socket.on("close", () => inbound.push(listener));
      socket.on("error", () => inbound.push(listener));
    },
  };
}

/** A connection the bridge makes itself (for an HTTP request) as the relay's client end: no distance to cross. */
function tcpClient(socket: Socket): ClientEnd {
  socket.on("error", () => {});
  return {
    send: (bytes) => !socket.destroyed && socket.write(bytes),
    close: () => socket.end(),
    reset: () => socket.resetAndDestroy(),
    onData: (listener) => socket.on("data", listener),
    onGone: (listener) => socket.on("close", listener),
  };
}

function listenLocally(server: Server): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

async function answerControl(
  request: IncomingMessage,
  response: ServerResponse,
  { totals, faults, delay, sql }: { totals: PostgresTraffic; faults: FaultPlan; delay: NetworkDelay; sql: SqlEndpoint },
): Promise<void> {
  const path = new URL(request.url ?? "/", "http://bridge").pathname;
  if (request.method === "POST" && path === "/sql")
    return fromLocalProgram(request)
      ? answerSql(request, response, sql)
      : send(response, 403, { message: "Forbidden" });
  if (request.method === "GET" && path === "/stats") return send(response, 200, totals);
  if (path === "/delay" && request.method === "GET") return send(response, 200, { oneWayMs: delay.oneWayMs });
  if (path === "/delay" && request.method === "PUT") {
    const parsed = delaySchema.safeParse(await readJson(request));
    if (!parsed.success) return send(response, 400, invalid("Invalid delay", parsed.error));
    delay.oneWayMs = parsed.data.oneWayMs;
    return send(response, 200, { oneWayMs: delay.oneWayMs });
  }
  if (path === "/faults" && request.method === "GET") return send(response, 200, faults.list());
  if (path === "/faults" && request.method === "POST") {
    const parsed = faultRuleSchema.safeParse(await readJson(request));
    if (!parsed.success) return send(response, 400, invalid("Invalid fault rule", parsed.error));
    return send(response, 201, faults.arm(parsed.data));
  }
  if (path === "/faults" && request.method === "DELETE") {
    faults.clear();
    return send(response, 204);
  }
  const one = /^\/faults\/([^/]+)$/.exec(path);
  if (one && request.method === "DELETE")
    return faults.remove(one[1]!) ? send(response, 204) : send(response, 404, { message: "No such fault" });
  response.writeHead(426, { "content-type": "text/plain" }).end("WebSocket only");
}

function invalid(message: string, error: z.ZodError) {
  return { message, issues: error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })) };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) response.writeHead(status).end();
  else response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}
