/**
 * @file Framing of the Postgres wire protocol (3.0) as it crosses the local bridge: whole messages out of a
 * byte stream that a socket delivers in arbitrary pieces, and the few fields the bridge reads or writes
 * (startup parameters, statement text, an ErrorResponse).
 */

export const SSL_REQUEST = 80877103;
export const GSSENC_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;

const STARTUP_HEADER_BYTES = 8;
const TYPED_HEADER_BYTES = 5;

/** One whole message: `type` is its first byte, or "" for the untyped first message of a connection. */
export interface WireMessage {
  type: string;
  /** The startup message's protocol code (or SSL/GSS/cancel request); 0 for typed messages. */
  code: number;
  bytes: Buffer;
}

/** What a framer hands on: whole messages, or bytes it cannot read (after an encryption request). */
export type WirePiece = { message: WireMessage } | { raw: Buffer };

/**
 * Cuts one direction of a connection into whole messages. A client's stream opens with an untyped startup
 * message; a server's is typed throughout. After an SSL or GSS request the rest is encrypted and passed on raw.
 */
export class MessageFramer {
  private pending: Buffer = Buffer.alloc(0);
  private awaitingStartup: boolean;
  private raw = false;

  constructor(direction: "frontend" | "backend") {
    this.awaitingStartup = direction === "frontend";
  }

  /** True once the stream can no longer be read (encryption was requested). */
  get unreadable(): boolean {
    return this.raw;
  }

  /** Stops reading: everything from now on is handed on as it comes. */
  passThrough(): void {
    this.raw = true;
  }

  push(chunk: Buffer): WirePiece[] {
    if (this.raw) return chunk.length > 0 ? [{ raw: chunk }] : [];
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const pieces: WirePiece[] = [];
    for (;;) {
      const message = this.next();
      if (!message) break;
      pieces.push({ message });
      if (message.code === SSL_REQUEST || message.code === GSSENC_REQUEST) {
        this.raw = true;
        if (this.pending.length > 0) pieces.push({ raw: this.pending });
        this.pending = Buffer.alloc(0);
        break;
      }
    }
    return pieces;
  }

  private next(): WireMessage | null {
    const headerBytes = this.awaitingStartup ? STARTUP_HEADER_BYTES : TYPED_HEADER_BYTES;
    if (this.pending.length < headerBytes) return null;
    // A typed message's length counts itself (4 bytes) but not the type byte; a startup message's counts everything.
    const total = this.awaitingStartup ? this.pending.readInt32BE(0) : this.pending.readInt32BE(1) + 1;
    if (this.pending.length < total) return null;
    const bytes = this.pending.subarray(0, total);
    this.pending = this.pending.subarray(total);
    if (!this.awaitingStartup) return { type: String.fromCharCode(bytes[0]!), code: 0, bytes };
    const code = bytes.readInt32BE(4);
    // An encryption request is answered with one byte and followed by the real startup message.
    if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) this.awaitingStartup = false;
    return { type: "", code, bytes };
  }
}

/** The message that opens a session (protocol, user, database): not an encryption or cancel request. */
export function isStartup(message: WireMessage): boolean {
  return (
    message.type === "" &&
    message.code !== SSL_REQUEST &&
    message.code !== GSSENC_REQUEST &&
    message.code !== CANCEL_REQUEST
  );
}

/** The name/value pairs of a startup message (user, database, application_name, ...). */
export function startupParameters(message: WireMessage): Record<string, string> {
  const fields = message.bytes.subarray(STARTUP_HEADER_BYTES).toString("utf8").split("\0");
  const parameters: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length && fields[i] !== ""; i += 2) parameters[fields[i]!] = fields[i + 1]!;
  return parameters;
}

/** The SQL of a simple query (`Q`) or of a statement being prepared (`P`); null for any other message. */
export function statementText(message: WireMessage): string | null {
  const body = message.bytes.subarray(TYPED_HEADER_BYTES);
  if (message.type === "Q") return body.toString("utf8").replace(/\0$/, "");
  if (message.type !== "P") return null;
  const afterName = body.indexOf(0) + 1;
  return body.subarray(afterName, body.indexOf(0, afterName)).toString("utf8");
}

/** An ErrorResponse as Postgres sends it: severity, SQLSTATE and message. */
export function errorResponse(error: { severity: "ERROR" | "FATAL"; code: string; message: string }): Buffer {
  const field = (tag: string, value: string) =>
    Buffer.concat([Buffer.from(tag, "latin1"), Buffer.from(value, "utf8"), Buffer.alloc(1)]);
  const body = Buffer.concat([
    field("S", error.severity),
    field("V", error.severity),
    field("C", error.code),
    field("M", error.message),
    Buffer.alloc(1),
  ]);
  const header = Buffer.alloc(TYPED_HEADER_BYTES);
  header.write("E", 0, "latin1");
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
