import { createServer, type Server, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqlConnections } from "./sql-connections";

/** A server that takes connections and never answers a sign-in: each connect runs out its timeout. */
let server: Server;
let port = 0;
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((socket: Socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the bridge's SQL-over-HTTP connections", () => {
  it("are made a few at a time: the rest wait their turn, and each connect gets its whole timeout", async () => {
    const connections = new SqlConnections(2);
    const config = { host: "127.0.0.1", port, user: "u", database: "d", connectionTimeoutMillis: 400 };
    const takes = Promise.allSettled(Array.from({ length: 6 }, () => connections.take("key", config)));

    // Halfway through the first connects' timeout, only the first two have reached the server.
    await sleep(200);
    expect(sockets.size).toBe(2);

    const results = await takes;
    expect(results.map((r) => r.status)).toEqual(Array(6).fill("rejected"));
    expect(sockets.size).toBe(6);
  });
});
