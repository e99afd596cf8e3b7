/**
 * @file One client's connection relayed to a new Postgres connection by the local bridge, whole protocol messages
 * at a time: what the client sends is counted and may meet an armed fault (scripts/local-database/postgres-faults.ts). The client
 * end is a WebSocket from the Worker (behind the bridge's network delay) or, for SQL over HTTP, the bridge's own
 * Postgres client.
 */
import { connect } from "node:net";
import type { FaultAction, FaultPlan } from "./postgres-faults";
import { countFlight, FrontendStreamReader, type PostgresTraffic } from "./postgres-traffic";
import { errorResponse, GSSENC_REQUEST, MessageFramer, SSL_REQUEST } from "./postgres-wire";

/** The client side of a relayed connection. */
export interface ClientEnd {
  send(bytes: Buffer): void;
  /** Hangs up in good order (a WebSocket close). */
  close(): void;
  /** Drops the connection without a goodbye, as a lost network does. */
  reset(): void;
  onData(listener: (bytes: Buffer) => void): void;
  /** The client went away (closed or failed). */
  onGone(listener: () => void): void;
}

export function relay(
  client: ClientEnd,
  target: { host: string; port: number },
  totals: PostgresTraffic,
  faults: FaultPlan,
): void {
  const tcp = connect(target.port, target.host);
  const fromClient = new FrontendStreamReader(totals);
  const fromServer = new MessageFramer("backend");
  const connection = faults.connection();
  let relaying = true;
  // The client's first bytes are a flight of their own; after that, each time it speaks again once answered.
  let answered = true;

  // Bytes written before the TCP connection is up wait in the socket: a pipelined sign-in may arrive that early.
  const toServer = (bytes: Buffer) => tcp.write(bytes);
  const strike = (action: FaultAction) => {
    relaying = false;
    if (action.kind === "stall") return;
    if (action.kind === "error")
      client.send(errorResponse({ severity: "FATAL", code: action.code, message: action.message }));
    // Postgres gets what was already passed on, then the end of the connection: an open transaction rolls back.
    tcp.end();
    if (action.kind === "reset") client.reset();
    else client.close();
  };

  client.onData((data) => {
    if (!relaying) return;
    const pieces = fromClient.push(data);
    if (answered && countFlight(totals, pieces)) answered = false;
    const forward: Buffer[] = [];
    for (const piece of pieces) {
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
    answered = true;
    const forward: Buffer[] = [];
    for (const piece of fromServer.push(data)) {
      forward.push("raw" in piece ? piece.raw : piece.message.bytes);
      const action = "message" in piece ? connection.afterClient(piece.message) : null;
      if (action) {
        client.send(Buffer.concat(forward));
        strike(action);
        return;
      }
    }
    if (forward.length > 0) client.send(Buffer.concat(forward));
  });
  // What the client sent before it went still reaches Postgres (a pipelined sign-in may not have left yet), then
  // the end of the connection: an open transaction rolls back.
  client.onGone(() => tcp.end());
  tcp.on("close", () => relaying && client.close());
  tcp.on("error", () => relaying && client.close());
}
