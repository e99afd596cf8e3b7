import { describe, expect, it } from "vitest";
import { cstring, typed, untyped } from "../testing/wire-messages";
import {
  countFlight,
  emptyTraffic,
  FrontendStreamReader,
  roundTrips,
  statementsSent,
  trafficBetween,
} from "./postgres-traffic";

const startup = untyped(
  196608,
  Buffer.concat([cstring("user"), cstring("postgres"), cstring("database"), cstring("practiceline"), cstring("")]),
);
const password = typed("p", cstring("practiceline-local"));
const simpleQuery = typed("Q", cstring("select max(created_at) from drizzle.__drizzle_migrations"));
/** What node-postgres sends for one parameterised query. */
const extendedQuery = Buffer.concat([
  typed("P", Buffer.concat([cstring(""), cstring("select * from users where id = $1"), Buffer.alloc(2)])),
  typed("B", Buffer.alloc(40, 7)),
  typed("D", Buffer.from("P\0")),
  typed("E", Buffer.concat([cstring(""), Buffer.alloc(4)])),
  typed("S"),
]);
const terminate = typed("X");

/** Feeds `stream` in pieces of `size` bytes, as a socket may deliver it. */
function read(stream: Buffer, size: number) {
  const totals = emptyTraffic();
  const reader = new FrontendStreamReader(totals);
  for (let offset = 0; offset < stream.length; offset += size) reader.push(stream.subarray(offset, offset + size));
  return totals;
}

describe("FrontendStreamReader", () => {
  const session = Buffer.concat([startup, password, simpleQuery, extendedQuery, extendedQuery, terminate]);

  it.each([1, 3, 7, 64, session.length])(
    "counts a sign-in and three statements however the bytes are split (%i-byte pieces)",
    (size) => {
      expect(read(session, size)).toEqual({
        ...emptyTraffic(),
        connections: 1,
        authentications: 1,
        simpleQueries: 1,
        syncs: 2,
      });
    },
  );

  it("does not mistake bytes inside a message (a query text full of S and Q) for messages", () => {
    const tricky = typed("Q", cstring("SELECT 'QQQQSSSS' AS s, 'S\0\0\0\x04' AS q"));
    expect(statementsSent(read(Buffer.concat([startup, password, tricky]), 5))).toBe(1);
  });

  it("marks an encrypted connection as unreadable instead of guessing", () => {
    const totals = read(Buffer.concat([untyped(80877103), Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01])]), 4);
    expect(totals).toEqual({ ...emptyTraffic(), unreadableConnections: 1 });
  });

  it("does not count a cancel request as a connection", () => {
    expect(read(untyped(80877102, Buffer.alloc(8)), 16).connections).toBe(0);
  });

  it("gives the difference between two readings", () => {
    const before = {
      ...emptyTraffic(),
      connections: 2,
      authentications: 2,
      simpleQueries: 1,
      syncs: 4,
      httpRequests: 3,
    };
    const after = {
      ...emptyTraffic(),
      connections: 3,
      authentications: 3,
      simpleQueries: 1,
      syncs: 6,
      httpRequests: 5,
    };
    expect(trafficBetween(before, after)).toEqual({
      ...emptyTraffic(),
      connections: 1,
      authentications: 1,
      syncs: 2,
      httpRequests: 2,
    });
  });
});

describe("round trips", () => {
  it("count a flight for whatever the client sends after an answer, but not its goodbye", () => {
    const totals = emptyTraffic();
    const reader = new FrontendStreamReader(totals);
    expect(countFlight(totals, reader.push(Buffer.concat([startup, password, simpleQuery])))).toBe(true);
    expect(countFlight(totals, reader.push(terminate))).toBe(false);
    expect(totals.flights).toBe(1);
  });

  it("add WebSocket handshakes, flights and HTTP requests; statements add both protocols", () => {
    const traffic = {
      ...emptyTraffic(),
      webSocketUpgrades: 1,
      flights: 3,
      httpRequests: 2,
      simpleQueries: 1,
      syncs: 2,
      httpStatements: 3,
    };
    expect(roundTrips(traffic)).toBe(6);
    expect(statementsSent(traffic)).toBe(6);
  });
});
