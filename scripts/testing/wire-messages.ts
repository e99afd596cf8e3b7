/** @file Test helper: Postgres protocol messages as a client or server writes them, byte for byte. */

/** A typed message: one type byte, then a length that counts itself but not the type. */
export function typed(type: string, body = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** The untyped first message of a connection (startup, SSL, GSS or cancel request), under its protocol code. */
export function untyped(code: number, body = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeInt32BE(body.length + 8, 0);
  header.writeInt32BE(code, 4);
  return Buffer.concat([header, body]);
}

export const cstring = (text: string) => Buffer.from(`${text}\0`);
