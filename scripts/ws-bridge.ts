/**
 * @file WebSocket-to-TCP bridge so the Worker can use the production Neon driver against a local
 * Postgres. Each WebSocket is relayed, whole protocol messages at a time, to a new TCP connection to the one
 * configured target. The same port is its control surface:
 * - `GET /stats`: the connections and statements carried (how `npm run bench` counts database round trips);
 * - `GET /faults`, `POST /faults` (a rule of db/testing/fault-rule.ts), `DELETE /faults`, `DELETE /faults/{id}`:
 *   faults injected into the connections at a chosen moment, for the Worker tests and the outage drill.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import { faultRuleSchema } from "../db/testing/fault-rule";
import { FaultPlan, type FaultAction } from "./postgres-faults";
import { emptyTraffic, FrontendStreamReader, type PostgresTraffic } from "./postgres-traffic";
import { errorResponse, GSSENC_REQUEST, MessageFramer, SSL_REQUEST } from "./postgres-wire";

const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?$/i;

export interface WsBridge {
  port: number;
  /** Value for the Worker's DB_WS_PROXY. */
  proxy: string;
  /** The control surface: `${controlUrl}/stats` and `${controlUrl}/faults`. */
  controlUrl: string;
  /** Answers GET with the PostgresTraffic totals as JSON. */
  statsUrl: string;
  traffic(): PostgresTraffic;
  /** The faults armed on this bridge (also reachable at `${controlUrl}/faults`). */
  faults: FaultPlan;
  close(): Promise<void>;
}

export function startWsBridge(target: { host: string; port: number }, listenPort = 0): Promise<WsBridge> {
  const totals = emptyTraffic();
  const faults = new FaultPlan();
  const http = createServer((request, response) => {
    answerControl(request, response, totals, faults).catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  // Only local programs (the Worker in workerd, Node scripts) may connect: a browser always sends Origin on a
  // WebSocket, and a page on a name re-pointed at 127.0.0.1 (DNS rebinding) sends its own name as Host.
  const server = new WebSocketServer({
    server: http,
    verifyClient: ({ origin, req }, done) => done(!origin && LOOPBACK_HOST.test(req.headers.host ?? ""), 403, "Forbidden"),
  });
  return new Promise((resolve, reject) => {
    http.once("error", reject);
    server.on("connection", (socket) => relay(socket, target, totals, faults));
    http.listen(listenPort, "127.0.0.1", () => {
      const { port } = http.address() as AddressInfo;
      const controlUrl = `http://127.0.0.1:${port}`;
      resolve({
        port,
        proxy: `127.0.0.1:${port}/v1`,
        controlUrl,
        statsUrl: `${controlUrl}/stats`,
        traffic: () => ({ ...totals }),
        faults,
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate();
            server.close();
            http.closeAllConnections();
            http.close(() => done());
          }),
      });
    });
  });
}

/** Pipes one WebSocket to a new Postgres connection, counting what the client sends and applying the faults. */
function relay(socket: WebSocket, target: { host: string; port: number }, totals: PostgresTraffic, faults: FaultPlan): void {
  const tcp = connect(target.port, target.host);
  const fromClient = new FrontendStreamReader(totals);
  const fromServer = new MessageFramer("backend");
  const connection = faults.connection();
  const waitingForTcp: Buffer[] = [];
  let tcpOpen = false;
  let relaying = true;

  const toServer = (bytes: Buffer) => (tcpOpen ? tcp.write(bytes) : waitingForTcp.push(bytes));
  const toClient = (bytes: Buffer) => socket.readyState === socket.OPEN && socket.send(bytes);
  const strike = (action: FaultAction) => {
    relaying = false;
    if (action.kind === "stall") return;
    if (action.kind === "error") toClient(errorResponse({ severity: "FATAL", code: action.code, message: action.message }));
    // Postgres gets what was already passed on, then the end of the connection: an open transaction rolls back.
    tcp.end();
    if (action.kind === "reset") socket.terminate();
    else socket.close();
  };

  tcp.on("connect", () => {
    tcpOpen = true;
    if (relaying) for (const chunk of waitingForTcp) tcp.write(chunk);
    waitingForTcp.length = 0;
  });
  socket.on("message", (data: Buffer) => {
    if (!relaying) return;
    const forward: Buffer[] = [];
    for (const piece of fromClient.push(data)) {
      if ("raw" in piece) {
        forward.push(piece.raw);
        continue;
      }
      const { message } = piece;
      if (message.code === SSL_REQUEST || message.code === GSSENC_REQUEST) fromServer.passThrough();
      const before = connection.beforeServer(message);
      if (!before) forward.push(message.bytes);
      const action = before ?? connection.afterServer(message);
      if (action) {
        if (forward.length > 0) toServer(Buffer.concat(forward));
        strike(action);
        return;
      }
    }
    if (forward.length > 0) toServer(Buffer.concat(forward));
  });
  tcp.on("data", (data) => {
    if (!relaying) return;
    const forward: Buffer[] = [];
    for (const piece of fromServer.push(data)) {
      forward.push("raw" in piece ? piece.raw : piece.message.bytes);
      const action = "message" in piece ? connection.afterClient(piece.message) : null;
      if (action) {
        toClient(Buffer.concat(forward));
        strike(action);
        return;
      }
    }
    if (forward.length > 0) toClient(Buffer.concat(forward));
  });
  socket.on("close", () => tcp.destroy());
  socket.on("error", () => tcp.destroy());
  tcp.on("close", () => relaying && socket.close());
  tcp.on("error", () => relaying && socket.close());
}

async function answerControl(request: IncomingMessage, response: ServerResponse, totals: PostgresTraffic, faults: FaultPlan): Promise<void> {
  const path = new URL(request.url ?? "/", "http://bridge").pathname;
  if (request.method === "GET" && path === "/stats") return send(response, 200, totals);
  if (path === "/faults" && request.method === "GET") return send(response, 200, faults.list());
  if (path === "/faults" && request.method === "POST") {
    const parsed = faultRuleSchema.safeParse(await readJson(request));
    if (!parsed.success) return send(response, 400, { message: "Invalid fault rule", issues: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })) });
    return send(response, 201, faults.arm(parsed.data));
  }
  if (path === "/faults" && request.method === "DELETE") {
    faults.clear();
    return send(response, 204);
  }
  const one = /^\/faults\/([^/]+)$/.exec(path);
  if (one && request.method === "DELETE") return faults.remove(one[1]!) ? send(response, 204) : send(response, 404, { message: "No such fault" });
  response.writeHead(426, { "content-type": "text/plain" }).end("WebSocket only");
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
