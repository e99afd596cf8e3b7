/**
 * @file WebSocket-to-TCP bridge so the Worker can use the production Neon driver against a local
 * Postgres. Each WebSocket is piped to a new TCP connection to the one configured target.
 * It also counts the connections and statements passing through (`GET /stats` on the same port),
 * which is how `npm run bench` measures database round trips per request.
 */
import { createServer } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import { emptyTraffic, FrontendStreamReader, type PostgresTraffic } from "./postgres-traffic";

const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?$/i;

export interface WsBridge {
  port: number;
  /** Value for the Worker's DB_WS_PROXY. */
  proxy: string;
  /** Answers GET with the PostgresTraffic totals as JSON. */
  statsUrl: string;
  traffic(): PostgresTraffic;
  close(): Promise<void>;
}

export function startWsBridge(target: { host: string; port: number }, listenPort = 0): Promise<WsBridge> {
  const totals = emptyTraffic();
  const http = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/stats") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(totals));
      return;
    }
    response.writeHead(426, { "content-type": "text/plain" }).end("WebSocket only");
  });
  // Only local programs (the Worker in workerd, Node scripts) may connect: a browser always sends Origin on a
  // WebSocket, and a page on a name re-pointed at 127.0.0.1 (DNS rebinding) sends its own name as Host.
  const server = new WebSocketServer({
    server: http,
    verifyClient: ({ origin, req }, done) => done(!origin && LOOPBACK_HOST.test(req.headers.host ?? ""), 403, "Forbidden"),
  });
  return new Promise((resolve, reject) => {
    http.once("error", reject);
    server.on("connection", (socket) => {
      const tcp = connect(target.port, target.host);
      const reader = new FrontendStreamReader(totals);
      const pending: Buffer[] = [];
      let open = false;
      tcp.on("connect", () => {
        open = true;
        for (const chunk of pending) tcp.write(chunk);
        pending.length = 0;
      });
      socket.on("message", (data: Buffer) => {
        reader.push(data);
        if (open) tcp.write(data);
        else pending.push(data);
      });
      tcp.on("data", (data) => socket.readyState === socket.OPEN && socket.send(data));
      socket.on("close", () => tcp.destroy());
      socket.on("error", () => tcp.destroy());
      tcp.on("close", () => socket.close());
      tcp.on("error", () => socket.close());
    });
    http.listen(listenPort, "127.0.0.1", () => {
      const { port } = http.address() as AddressInfo;
      resolve({
        port,
        proxy: `127.0.0.1:${port}/v1`,
        statsUrl: `http://127.0.0.1:${port}/stats`,
        traffic: () => ({ ...totals }),
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
