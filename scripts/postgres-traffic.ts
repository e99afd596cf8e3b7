/**
 * @file Counts what Postgres clients ask of the server, read from the bytes they send (frontend protocol 3.0),
 * so a benchmark can report database round trips per request without touching the app's code.
 */

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

const STARTUP_HEADER_BYTES = 8;
const TYPED_HEADER_BYTES = 5;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/**
 * Reads one connection's client-to-server stream, chunk by chunk as it arrives (a message may be split
 * across chunks or share one), and adds what it sees to `totals`. Only message headers are kept.
 */
export class FrontendStreamReader {
  private header = Buffer.alloc(0);
  private skip = 0;
  private awaitingStartup = true;
  private unreadable = false;

  constructor(private readonly totals: PostgresTraffic) {}

  push(chunk: Buffer): void {
    let data = chunk;
    while (data.length > 0 && !this.unreadable) {
      if (this.skip > 0) {
        const skipped = Math.min(this.skip, data.length);
        this.skip -= skipped;
        data = data.subarray(skipped);
        continue;
      }
      const headerBytes = this.awaitingStartup ? STARTUP_HEADER_BYTES : TYPED_HEADER_BYTES;
      const taken = data.subarray(0, headerBytes - this.header.length);
      this.header = Buffer.concat([this.header, taken]);
      data = data.subarray(taken.length);
      if (this.header.length < headerBytes) return;
      if (this.awaitingStartup) this.readStartup(this.header);
      else this.readTyped(this.header);
      this.header = Buffer.alloc(0);
    }
  }

  private readStartup(header: Buffer): void {
    const length = header.readInt32BE(0);
    const code = header.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      // What follows is encrypted (or a plain startup after a refusal, which we cannot tell apart from here).
      this.unreadable = true;
      this.totals.unreadableConnections += 1;
      return;
    }
    // A cancel request rides on a connection of its own and asks nothing more.
    if (code !== CANCEL_REQUEST) this.totals.connections += 1;
    this.awaitingStartup = false;
    this.skip = Math.max(0, length - STARTUP_HEADER_BYTES);
  }

  private readTyped(header: Buffer): void {
    const type = String.fromCharCode(header[0]!);
    if (type === "Q") this.totals.simpleQueries += 1;
    else if (type === "S") this.totals.syncs += 1;
    else if (type === "p") this.totals.authentications += 1;
    // The length counts itself (4 bytes) but not the type byte.
    this.skip = Math.max(0, header.readInt32BE(1) - 4);
  }
}
