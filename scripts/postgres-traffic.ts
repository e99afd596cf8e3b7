/**
 * @file Counts what Postgres clients ask of the server, read from the bytes they send (frontend protocol 3.0),
 * so a benchmark can report database round trips per request without touching the app's code.
 */
import { GSSENC_REQUEST, isStartup, MessageFramer, SSL_REQUEST, type WireMessage, type WirePiece } from "./postgres-wire";

/** Totals over every connection since the counter started. */
export interface PostgresTraffic {
  /** Startup messages: one per new connection. */
  connections: number;
  /** Password (and SASL) messages: the second leg of each connection's sign-in. */
  authentications: number;
  /** Simple-protocol queries (`Q`): each one is a round trip. */
  simpleQueries: number;
  /** Extended-protocol syncs (`S`): node-postgres ends each parameterised query with one, so one round trip each. */
  syncs: number;
  /** Connections whose bytes could not be read (TLS or GSS encryption was requested). */
  unreadableConnections: number;
}

export function emptyTraffic(): PostgresTraffic {
  return { connections: 0, authentications: 0, simpleQueries: 0, syncs: 0, unreadableConnections: 0 };
}

/** Statements sent, each waiting for its answer: the round trips after sign-in. */
export function queryRoundTrips(traffic: PostgresTraffic): number {
  return traffic.simpleQueries + traffic.syncs;
}

export function trafficBetween(before: PostgresTraffic, after: PostgresTraffic): PostgresTraffic {
  return {
    connections: after.connections - before.connections,
    authentications: after.authentications - before.authentications,
    simpleQueries: after.simpleQueries - before.simpleQueries,
    syncs: after.syncs - before.syncs,
    unreadableConnections: after.unreadableConnections - before.unreadableConnections,
  };
}

/** Adds one message a client sent to the totals. */
function countFrontendMessage(totals: PostgresTraffic, message: WireMessage): void {
  if (message.type === "") {
    // What follows an encryption request cannot be read; a cancel request rides on a connection of its own.
    if (message.code === SSL_REQUEST || message.code === GSSENC_REQUEST) totals.unreadableConnections += 1;
    else if (isStartup(message)) totals.connections += 1;
  } else if (message.type === "Q") totals.simpleQueries += 1;
  else if (message.type === "S") totals.syncs += 1;
  else if (message.type === "p") totals.authentications += 1;
}

/**
 * Reads one connection's client-to-server stream, chunk by chunk as it arrives (a message may be split
 * across chunks or share one): adds what it sees to `totals` and hands on the whole messages.
 */
export class FrontendStreamReader {
  private readonly framer = new MessageFramer("frontend");

  constructor(private readonly totals: PostgresTraffic) {}

  push(chunk: Buffer): WirePiece[] {
    const pieces = this.framer.push(chunk);
    for (const piece of pieces) if ("message" in piece) countFrontendMessage(this.totals, piece.message);
    return pieces;
  }
}
