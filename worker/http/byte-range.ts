/** @file The one byte range of a `Range: bytes=…` request header (RFC 9110 §14), for streaming call recordings. */

export type RangeRequest =
  /** No Range header, another unit, or several ranges: the whole representation (RFC 9110 lets a server ignore them). */
  | { kind: "whole" }
  | { kind: "part"; offset: number; length: number }
  /** Syntactically bytes, but nothing of the object can satisfy it (416 with `Content-Range: bytes *\/size`). */
  | { kind: "unsatisfiable" };

const SPEC = /^(\d*)-(\d*)$/;

export function parseRange(header: string | null | undefined, size: number): RangeRequest {
  if (!header) return { kind: "whole" };
  const [unit, ...rest] = header.split("=");
  if (unit?.trim().toLowerCase() !== "bytes" || rest.length !== 1) return { kind: "whole" };
  const specs = rest[0]!.split(",");
  if (specs.length !== 1) return { kind: "whole" };
  const match = SPEC.exec(specs[0]!.trim());
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "unsatisfiable" };
  const [, first, last] = match;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    const length = Math.min(suffix, size);
    return { kind: "part", offset: size - length, length };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== "" && Number(last) < start)) return { kind: "unsatisfiable" };
  return { kind: "part", offset: start, length: end - start + 1 };
}
