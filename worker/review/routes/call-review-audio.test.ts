/**
 * A review's recording streams from R2 through the Worker with the caller's authorisation: whole, or the byte
 * range a player asks for when it seeks (206 with Content-Range; 416 outside the file). After retention deletes
 * it, the review says why there is no audio and still shows the transcript and the moments.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordingDeletedMessage } from "../../../domain/call-review";
import { audioKey } from "../../../durable-objects/conversation/protocol";
import { audioProcessingJobs, type User } from "../../../lib/db/schema";
import { createUser, withDb } from "../../testing/team-fixture";
import { runHousekeeping } from "../../jobs/housekeeping";
import { practiceTeam, type Session } from "../../calls/testing/practice-calls";
import { getAs, reviewAs, scoredPracticeCall } from "../testing/reviewed-calls";

let agent: User;
let broker: User;
let otherBroker: User;
let session: Session;
let recording: Uint8Array;

beforeAll(async () => {
  const team = await practiceTeam();
  ({ agent, broker } = team);
  otherBroker = await createUser({ role: "broker" });
  session = await scoredPracticeCall(agent, { lineId: team.lineId });
  recording = new Uint8Array(await (await env.AUDIO.get(audioKey(session.conversationId!)))!.arrayBuffer());
});

const path = () => `/api/call-reviews/${session.id}/recording`;

async function ranged(user: User | null, range: string | null, url = path()) {
  const response = await getAs(user, url, range === null ? {} : { range });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("streaming a review's recording", () => {
  it("answers the whole file with Accept-Ranges, to the agent and to their broker", async () => {
    expect(recording.byteLength).toBeGreaterThan(1000);
    for (const user of [agent, broker]) {
      const { response, bytes } = await ranged(user, null);
      expect(response.status).toBe(200);
      expect(
        Object.fromEntries(
          ["content-type", "accept-ranges", "content-length", "cache-control"].map((h) => [h, response.headers.get(h)]),
        ),
      ).toEqual({
        "content-type": "audio/mpeg",
        "accept-ranges": "bytes",
        "content-length": String(recording.byteLength),
        "cache-control": "private, no-store",
      });
      expect(bytes).toEqual(recording);
    }
  });

  it("answers a range with 206, the exact bytes and a correct Content-Range", async () => {
    const size = recording.byteLength;
    const cases: Array<[string, number, number]> = [
      ["bytes=0-99", 0, 99],
      ["bytes=500-", 500, size - 1],
      ["bytes=-144", size - 144, size - 1],
      [`bytes=${size - 10}-${size + 500}`, size - 10, size - 1],
    ];
    for (const [range, first, last] of cases) {
      const { response, bytes } = await ranged(agent, range);
      expect(response.status, range).toBe(206);
      expect(response.headers.get("content-range"), range).toBe(`bytes ${first}-${last}/${size}`);
      expect(response.headers.get("content-length"), range).toBe(String(last - first + 1));
      expect(bytes, range).toEqual(recording.slice(first, last + 1));
    }
  });

  it("answers a range outside the file or malformed with 416 and the file's size", async () => {
    const size = recording.byteLength;
    for (const range of [`bytes=${size}-`, "bytes=50-10", "bytes=abc"]) {
      const { response } = await ranged(agent, range);
      expect(response.status, range).toBe(416);
      expect(response.headers.get("content-range"), range).toBe(`bytes */${size}`);
    }
  });

  it("streams nothing to another broker, another agent or an anonymous caller, with or without a range", async () => {
    const stranger = await createUser({ brokerId: otherBroker.id });
    for (const range of [null, "bytes=0-99"]) {
      expect((await ranged(otherBroker, range)).response.status).toBe(404);
      expect((await ranged(stranger, range)).response.status).toBe(404);
      expect((await ranged(null, range)).response.status).toBe(401);
    }
  });

  it("the agent's own recording route seeks with ranges too", async () => {
    const { response, bytes } = await ranged(agent, "bytes=10-19", session.audioUrl!);
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 10-19/${recording.byteLength}`);
    expect(bytes).toEqual(recording.slice(10, 20));
  });
});

describe("retention", () => {
  it("after the recording is deleted: no audio, a review that says why, and the transcript and moments still there", async () => {
    const before = (await reviewAs(agent, session.id)).body;
    await withDb((db) =>
      db
        .update(audioProcessingJobs)
        .set({ fileExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(audioProcessingJobs.conversationId, session.conversationId!)),
    );
    await runHousekeeping(env, new Date());
    expect(await env.AUDIO.head(audioKey(session.conversationId!))).toBeNull();

    for (const user of [agent, broker]) {
      const { status, body } = await reviewAs(user, session.id);
      expect(status).toBe(200);
      expect(body.audio).toEqual({
        available: false,
        reason: recordingDeletedMessage(Number(env.AUDIO_RETENTION_DAYS)),
      });
      expect(body.transcript).toEqual(before.transcript);
      expect(body.analysis).toEqual(before.analysis);
      expect((await ranged(user, null)).response.status).toBe(404);
      expect((await ranged(user, "bytes=0-9")).response.status).toBe(404);
    }
    expect((await ranged(agent, null, session.audioUrl!)).response.status).toBe(404);
  });
});
