/**
 * @file Counts what Postgres clients ask of the server, read from the bytes they send (frontend protocol 3.0) and
 * from the SQL-over-HTTP requests the bridge serves, so a benchmark can report database round trips per request
 * without touching the app's code.
 */
import {
  GSSENC_REQUEST,
  isStartup,
  MessageFramer,
  SSL_REQUEST,
  type WireMessage,
  type WirePiece,
} from "./postgres-wire";

/** Totals over every connection and request since the counter started. */
export interface PostgresTraffic {
  /** WebSocket handshakes: one round trip each before the connection's first message. */
  webSocketUpgrades: number;
  /** Startup messages on WebSocket connections: one per new connection. */
  connections: number;
  /** Password (and SASL) messages: the second leg of each connection's sign-in. */
  authentications: number;
  /** Simple-protocol queries (`Q`). */
  simpleQueries: number;
  /** Extended-protocol syncs (`S`): node-postgres ends each parameterised query with one. */
  syncs: number;
  /**
   * Times a WebSocket client sent something after the server had answered it (its first message included): each
   * is a round trip it waits on. A startup, password and first query sent together (pipelined) are one flight.
   */
  flights: number;
  /** SQL-over-HTTP requests (`POST /sql`): one round trip each, connection set-up included. */
  httpRequests: number;
  /** Statements those requests carried (a batch carries several). */
  httpStatements: number;
  /** Connections whose bytes could not be read (TLS or GSS encryption was requested). */
  unreadableConnections: number;
}

export function emptyTraffic(): PostgresTraffic {
  return {
    webSocketUpgrades: 0,
    connections: 0,
    authentications: 0,
    simpleQueries: 0,
    syncs: 0,
    flights: 0,
    httpRequests: 0,
    httpStatements: 0,
    unreadableConnections: 0,
  };
}

/** Statements sent, over WebSockets and over HTTP. */
export function statementsSent(traffic: PostgresTraffic): number {
  return traffic.simpleQueries + traffic.syncs + traffic.httpStatements;
}

/** Round trips the client waited on: WebSocket handshakes, WebSocket flights and HTTP requests. */
export function roundTrips(traffic: PostgresTraffic): number {
  return traffic.webSocketUpgrades + traffic.flights + traffic.httpRequests;
}

export function trafficBetween(before: PostgresTraffic, after: PostgresTraffic): PostgresTraffic {
  const difference = emptyTraffic();
  for (const key of Object.keys(difference) as Array<keyof PostgresTraffic>)
    difference[key] = (after[key] ?? 0) - (before[key] ?? 0);
  return difference;
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
 * Counts a flight when what the client just sent asks something of the server: anything but its goodbye
 * (Terminate), which nobody waits on. True when it counted one.
 */
export function countFlight(totals: PostgresTraffic, pieces: WirePiece[]): boolean {
  const asks = pieces.some((piece) => "raw" in piece || piece.message.type !== "X");
  if (asks) totals.flights += 1;
  return asks;
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
