/**
 * An over-size recording is refused with its message and nothing is stored, proved without holding a large body in
 * memory: the test's body is made chunk by chunk as the Worker reads it, and counts what the Worker read.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RECORDING_MAX_BYTES, REAL_CALL_CONSENT_TEXT, REAL_CALL_MESSAGES } from "../../../domain/real-calls/real-call";
import { createUser, TEST_ORIGIN } from "../../testing/team-fixture";
import { sessionCookieFor } from "../../auth/testing/sign-in-as";
import { sessionsOf } from "../testing/upload";
import { dispatch } from "../../testing/bindings";

const CHUNK_BYTES = 256 * 1024;
/** What the route allows a whole upload form beyond its recording (the form's fields and framing). */
const FORM_ALLOWANCE = 64 * 1024;

/**
 * A multipart upload form whose recording is `recordingBytes` long (an MP3 frame header, then filler), produced
 * only as the reader asks for it; `read()` says how many bytes were handed over so far.
 */
function lazyRecordingForm(recordingBytes: number) {
  const boundary = `----practiceline${crypto.randomUUID().replaceAll("-", "")}`;
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="consent"\r\n\r\n${REAL_CALL_CONSENT_TEXT}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="call.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const filler = new Uint8Array(CHUNK_BYTES).fill(0x55);
  filler.set([0xff, 0xfb, 0x90, 0x64]);
  let sentOfRecording = 0;
  let read = 0;
  let stage: "head" | "recording" | "tail" | "done" = "head";
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const send = (bytes: Uint8Array) => {
          read += bytes.byteLength;
          controller.enqueue(bytes);
        };
        if (stage === "head") {
          send(head);
          stage = "recording";
        } else if (stage === "recording") {
          const size = Math.min(CHUNK_BYTES, recordingBytes - sentOfRecording);
          send(size === CHUNK_BYTES ? filler : filler.slice(0, size));
          sentOfRecording += size;
          if (sentOfRecording >= recordingBytes) stage = "tail";
        } else if (stage === "tail") {
          send(tail);
          stage = "done";
        } else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    size: head.byteLength + recordingBytes + tail.byteLength,
    read: () => read,
  };
}

async function upload(
  agentId: string,
  form: ReturnType<typeof lazyRecordingForm>,
  headers: Record<string, string> = {},
) {
  const response = await dispatch(`${TEST_ORIGIN}/api/real-calls`, {
    method: "POST",
    headers: {
      origin: TEST_ORIGIN,
      cookie: await sessionCookieFor(agentId),
      "content-type": form.contentType,
      ...headers,
    },
    body: form.body,
    duplex: "half",
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

const storedRecordings = async () =>
  (await env.AUDIO.list({ prefix: "real-calls/" })).objects.map((object) => object.key);

describe("a recording over the size limit", () => {
  it("declared over the limit by its length: refused with its message before the Worker reads it, nothing stored", async () => {
    const agent = await createUser({ role: "agent", firstName: "Dana" });
    const before = await storedRecordings();
    const form = lazyRecordingForm(RECORDING_MAX_BYTES + FORM_ALLOWANCE);
    const answer = await upload(agent.id, form, { "content-length": String(form.size) });
    expect(answer).toMatchObject({ status: 413, body: { message: REAL_CALL_MESSAGES.recordingTooBig } });
    expect(form.read()).toBeLessThan(CHUNK_BYTES);
    expect(await sessionsOf(agent.id)).toEqual([]);
    expect(await storedRecordings()).toEqual(before);
  });

  it("one byte over the stated limit: refused with its message, nothing stored", async () => {
    const agent = await createUser({ role: "agent", firstName: "Dana" });
    const before = await storedRecordings();
    const form = lazyRecordingForm(RECORDING_MAX_BYTES + 1);
    const answer = await upload(agent.id, form, { "content-length": String(form.size) });
    expect(answer).toMatchObject({ status: 413, body: { message: REAL_CALL_MESSAGES.recordingTooBig } });
    expect(await sessionsOf(agent.id)).toEqual([]);
    expect(await storedRecordings()).toEqual(before);
  });

  it("sent without a length (streamed): refused with its message once the limit is passed, the rest never read, nothing stored", async () => {
    const agent = await createUser({ role: "agent", firstName: "Dana" });
    const before = await storedRecordings();
    const form = lazyRecordingForm(RECORDING_MAX_BYTES + 10 * 1_000_000);
    const answer = await upload(agent.id, form);
    expect(answer).toMatchObject({ status: 413, body: { message: REAL_CALL_MESSAGES.recordingTooBig } });
    // Read no further than the chunk that took it over the limit: 10 MB were never read.
    expect(form.read()).toBeGreaterThan(RECORDING_MAX_BYTES);
    expect(form.read()).toBeLessThanOrEqual(RECORDING_MAX_BYTES + FORM_ALLOWANCE + 2 * CHUNK_BYTES);
    expect(await sessionsOf(agent.id)).toEqual([]);
    expect(await storedRecordings()).toEqual(before);
  });
});
