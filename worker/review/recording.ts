/**
 * @file A call recording streamed from R2 through the Worker, after the route has checked the caller may hear it
 * (no public bucket URL): the whole file, or the one byte range a player asks for when it seeks (206).
 */
import { ApiError } from "../http/errors";
import { parseRange } from "../http/byte-range";

export const NO_RECORDING_MESSAGE = "This call has no recording";

export async function recordingResponse(
  bucket: R2Bucket,
  key: string,
  rangeHeader: string | undefined,
): Promise<Response> {
  const head = await bucket.head(key);
  if (!head) throw new ApiError(404, NO_RECORDING_MESSAGE);
  const size = head.size;
  const headers: Record<string, string> = {
    "Content-Type": head.httpMetadata?.contentType ?? "audio/mpeg",
    "Accept-Ranges": "bytes",
    ETag: head.httpEtag,
    "Cache-Control": "private, no-store",
  };
  const range = parseRange(rangeHeader, size);
  if (range.kind === "unsatisfiable") {
    throw new ApiError(416, `The recording has ${size} bytes; the requested range is outside it`, {
      headers: { ...headers, "Content-Range": `bytes */${size}` },
    });
  }
  const object = await bucket.get(
    key,
    range.kind === "part" ? { range: { offset: range.offset, length: range.length } } : undefined,
  );
  if (!object) throw new ApiError(404, NO_RECORDING_MESSAGE);
  if (range.kind === "whole")
    return new Response(object.body, { status: 200, headers: { ...headers, "Content-Length": String(size) } });
  const last = range.offset + range.length - 1;
  return new Response(object.body, {
    status: 206,
    headers: {
      ...headers,
      "Content-Length": String(range.length),
      "Content-Range": `bytes ${range.offset}-${last}/${size}`,
    },
  });
}
