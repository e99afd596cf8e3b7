import { describe, expect, it } from "vitest";
import { cstring, typed, untyped } from "../testing/wire-messages";
import {
  errorResponse,
  MessageFramer,
  SSL_REQUEST,
  startupParameters,
  statementText,
  type WirePiece,
} from "./postgres-wire";

const startup = untyped(
  196608,
  Buffer.concat([cstring("user"), cstring("postgres"), cstring("application_name"), cstring("fault-1"), cstring("")]),
);
const query = typed("Q", cstring('insert into "waiting_list" values (1)'));
const parse = typed("P", Buffer.concat([cstring(""), cstring('select * from "users" where id = $1'), Buffer.alloc(2)]));
const sync = typed("S");

function frame(stream: Buffer, size: number, direction: "frontend" | "backend" = "frontend"): WirePiece[] {
  const framer = new MessageFramer(direction);
  const pieces: WirePiece[] = [];
  for (let offset = 0; offset < stream.length; offset += size)
    pieces.push(...framer.push(stream.subarray(offset, offset + size)));
  return pieces;
}

describe("MessageFramer", () => {
  const session = Buffer.concat([startup, query, parse, sync]);

  it.each([1, 4, 9, session.length])("hands on whole messages however the bytes are split (%i-byte pieces)", (size) => {
    const pieces = frame(session, size);
    expect(pieces.map((piece) => ("message" in piece ? piece.message.type : "raw"))).toEqual(["", "Q", "P", "S"]);
    expect(Buffer.concat(pieces.map((piece) => ("message" in piece ? piece.message.bytes : piece.raw)))).toEqual(
      session,
    );
  });

  it("reads a server's stream as typed from the first byte", () => {
    const ready = typed("Z", Buffer.from("I"));
    expect(
      frame(Buffer.concat([typed("C", cstring("INSERT 0 1")), ready]), 3, "backend").map(
        (piece) => "message" in piece && piece.message.type,
      ),
    ).toEqual(["C", "Z"]);
  });

  it("passes everything after an encryption request on raw", () => {
    const pieces = frame(
      Buffer.concat([untyped(SSL_REQUEST), Buffer.from([0x16, 0x03, 0x01, 0x00, 0x05, 1, 2, 3, 4, 5])]),
      64,
    );
    expect(pieces[0]).toMatchObject({ message: { type: "", code: SSL_REQUEST } });
    expect(pieces.slice(1)).toEqual([{ raw: Buffer.from([0x16, 0x03, 0x01, 0x00, 0x05, 1, 2, 3, 4, 5]) }]);
  });
});

describe("reading and writing fields", () => {
  const message = (bytes: Buffer) =>
    (frame(bytes, bytes.length, "backend")[0] as { message: Parameters<typeof statementText>[0] }).message;

  it("reads the startup parameters", () => {
    const first = frame(startup, startup.length)[0] as { message: Parameters<typeof startupParameters>[0] };
    expect(startupParameters(first.message)).toEqual({ user: "postgres", application_name: "fault-1" });
  });

  it("reads the SQL of a simple query and of a statement being prepared, and nothing else", () => {
    expect(statementText(message(query))).toBe('insert into "waiting_list" values (1)');
    expect(statementText(message(parse))).toBe('select * from "users" where id = $1');
    expect(statementText(message(sync))).toBeNull();
  });

  it("writes an ErrorResponse with severity, SQLSTATE and message fields", () => {
    const bytes = errorResponse({
      severity: "FATAL",
      code: "57P01",
      message: "terminating connection due to administrator command",
    });
    expect(bytes.subarray(0, 1).toString()).toBe("E");
    expect(bytes.readInt32BE(1)).toBe(bytes.length - 1);
    const fields = bytes.subarray(5, -1).toString("utf8").split("\0").filter(Boolean);
    expect(fields).toEqual(["SFATAL", "VFATAL", "C57P01", "Mterminating connection due to administrator command"]);
  });
});
