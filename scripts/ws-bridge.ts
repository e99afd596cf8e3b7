/**
 * @file WebSocket-to-TCP bridge so the Worker can use the production Neon driver against a local
 * Postgres. Each WebSocket is piped to a new TCP connection to the one configured target.
 */
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";

export interface WsBridge {
  port: number;
  /** Value for the Worker's DB_WS_PROXY. */
  proxy: string;
  close(): Promise<void>;
}

export function startWsBridge(target: { host: string; port: number }, listenPort = 0): Promise<WsBridge> {
  return new Promise((resolve, reject) => {
    const server = new WebSocketServer({ host: "127.0.0.1", port: listenPort });
    server.once("error", reject);
    server.on("connection", (socket) => {
      const tcp = connect(target.port, target.host);
      const pending: Buffer[] = [];
      let open = false;
      tcp.on("connect", () => {
        open = true;
        for (const chunk of pending) tcp.write(chunk);
        pending.length = 0;
      });
      socket.on("message", (data: Buffer) => (open ? tcp.write(data) : pending.push(data)));
      tcp.on("data", (data) => socket.readyState === socket.OPEN && socket.send(data));
      socket.on("close", () => tcp.destroy());
      socket.on("error", () => tcp.destroy());
      tcp.on("close", () => socket.close());
      tcp.on("error", () => socket.close());
    });
    server.once("listening", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        proxy: `127.0.0.1:${port}/v1`,
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate();
            server.close(() => done());
          }),
      });
    });
  });
}
