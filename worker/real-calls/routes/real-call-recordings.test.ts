/**
 * Real calls uploaded as recordings (issue 32): checked, transcribed with speaker separation by the voice provider's
 * speech to text (the simulator here, answering the provider's request and response), stored in R2 with the call,
 * removed at retention like practice audio and with the call when it is deleted; bad recordings store nothing.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordingDeletedMessage } from "../../../domain/call-review";
import { REAL_CALL_MESSAGES, realCallRecordingKey } from "../../../domain/real-calls/real-call";
import { retentionDays } from "../../../domain/retention";
import { practiceSessions, type User } from "../../../lib/db/schema";
import { apiAs, createUser, withDb } from "../../testing/team-fixture";
import { deleteExpiredRealCallAudio } from "../../jobs/retention";
import { sessionsOf, uploadAs } from "../testing/upload";
import { getAs, reviewAs } from "../../review/testing/reviewed-calls";
import { heardRecording, heardRecordingAs } from "../../simulator/heard-recording";
import { silentMp3 } from "../../simulator/silent-mp3";
import { heardCall, heardCallTurns, HEARD_CALL_SECONDS } from "../testing/heard-call";

let broker: User;
let agent: User;

beforeAll(async () => {
  broker = await createUser({ role: "broker" });
  agent = await createUser({ role: "agent", brokerId: broker.id, firstName: "Dana" });
});

const CALL = heardCall("Dana");

const storedKeys = async () => (await env.AUDIO.list({ prefix: "real-calls/" })).objects.map((object) => object.key);

describe("a recording", () => {
  it("is transcribed with speakers, the rep picked by the uploader, scored, stored in R2 and played in the review", async () => {
    const unclear = await uploadAs(agent, { name: "call.mp3", content: CALL, type: "audio/mpeg" });
    expect(unclear.status).toBe(422);
    expect(unclear.body.message).toBe(REAL_CALL_MESSAGES.pickRep);
    expect(unclear.body.issues!.map((issue) => issue.message.split(":")[0])).toEqual(["speaker_0", "speaker_1"]);
    expect(await sessionsOf(agent.id)).toEqual([]);

    const uploaded = await uploadAs(
      agent,
      { name: "call.mp3", content: CALL, type: "audio/mpeg" },
      { repSpeaker: "speaker_0" },
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const id = uploaded.body.id!;
    const [row] = await withDb((db) => db.select().from(practiceSessions).where(eq(practiceSessions.id, id)));
    expect(row!.transcript!.map((entry) => [entry.speaker, entry.timestamp])).toEqual([
      ["agent", 0],
      ["customer", 5],
      ["agent", 9],
      ["customer", 14],
      ["agent", 20],
      ["customer", 25],
    ]);
    expect(row!.transcript![1]!.text).toBe("I guess. What is this about? My number is [phone].");
    expect(row!.duration).toBe(28);
    expect(row!.realCall).toMatchObject({ format: "mp3", audioKey: realCallRecordingKey(id, "mp3") });
    expect(await storedKeys()).toContain(realCallRecordingKey(id, "mp3"));

    const { body } = await reviewAs(agent, id);
    expect(body.audio).toEqual({ available: true, url: `/api/call-reviews/${id}/recording` });
    const recording = await getAs(broker, `/api/call-reviews/${id}/recording`);
    expect(recording.status).toBe(200);
    expect(new Uint8Array(await recording.arrayBuffer())).toEqual(CALL);

    // Retention: the recording leaves R2 as practice audio does; the call, its transcript and score stay.
    const later = new Date(Date.now() + (retentionDays(env.AUDIO_RETENTION_DAYS) + 1) * 86_400_000);
    expect(await withDb((db) => deleteExpiredRealCallAudio(env, db, later))).toBeGreaterThanOrEqual(1);
    expect(await storedKeys()).not.toContain(realCallRecordingKey(id, "mp3"));
    const kept = await reviewAs(agent, id);
    expect(kept.body.audio).toEqual({
      available: false,
      reason: recordingDeletedMessage(retentionDays(env.AUDIO_RETENTION_DAYS)),
    });
    expect(kept.body.score).toBe(uploaded.body.score);
  });

  it("is deleted with its call: audio, transcript and analysis", async () => {
    const uploaded = await uploadAs(
      agent,
      { name: "call.mp3", content: CALL, type: "audio/mpeg" },
      { repSpeaker: "speaker_0" },
    );
    const id = uploaded.body.id!;
    expect(await storedKeys()).toContain(realCallRecordingKey(id, "mp3"));
    expect((await apiAs(agent, `/api/real-calls/${id}`, { method: "DELETE" })).status).toBe(204);
    expect(await storedKeys()).not.toContain(realCallRecordingKey(id, "mp3"));
    expect(await withDb((db) => db.select().from(practiceSessions).where(eq(practiceSessions.id, id)))).toEqual([]);
  });
});

describe("every accepted container", () => {
  const expected = heardCallTurns("Dana").map((turn) => [
    turn.speakerId === "speaker_0" ? "agent" : "customer",
    turn.start,
  ]);
  it.each([
    ["call.mp3", "audio/mpeg", "mp3"],
    ["call.wav", "audio/wav", "wav"],
    ["call.m4a", "audio/mp4", "m4a"],
    ["call.aac", "audio/aac", "m4a"],
    ["call.ogg", "audio/ogg", "ogg"],
    ["call.opus", "audio/ogg", "ogg"],
  ] as const)(
    "%s is heard as the same call, stored as %s with the same transcript entries",
    async (name, type, format) => {
      const uploader = await createUser({ role: "agent", brokerId: broker.id, firstName: "Dana" });
      const content = heardRecordingAs(format, heardCallTurns("Dana"), HEARD_CALL_SECONDS);
      const uploaded = await uploadAs(uploader, { name, content, type }, { repSpeaker: "speaker_0" });
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const [row] = await withDb((db) =>
        db.select().from(practiceSessions).where(eq(practiceSessions.id, uploaded.body.id!)),
      );
      expect(row!.transcript!.map((entry) => [entry.speaker, entry.timestamp])).toEqual(expected);
      expect(row!.transcript![1]!.text).toBe("I guess. What is this about? My number is [phone].");
      expect(row!.realCall).toMatchObject({ format, audioKey: realCallRecordingKey(uploaded.body.id!, format) });
      expect(await storedKeys()).toContain(realCallRecordingKey(uploaded.body.id!, format));
    },
  );
});

describe("a bad recording", () => {
  const wav = (dataBytes: number, byteRate: number) => {
    const bytes = new Uint8Array(44 + dataBytes);
    const view = new DataView(bytes.buffer);
    bytes.set(new TextEncoder().encode("RIFF"), 0);
    bytes.set(new TextEncoder().encode("WAVE"), 8);
    view.setUint32(28, byteRate, true);
    return bytes;
  };
  const refusals = [
    {
      label: "empty (0 bytes)",
      file: { name: "call.mp3", content: new Uint8Array(0), type: "audio/mpeg" },
      status: 400,
      message: REAL_CALL_MESSAGES.empty,
    },
    {
      label: "not the format its name says",
      file: { name: "call.mp3", content: "Dana: hello" },
      status: 415,
      message: REAL_CALL_MESSAGES.notThatFormat("mp3"),
    },
    {
      label: "too long (over 30 minutes)",
      file: { name: "call.wav", content: wav(4000, 2) },
      status: 422,
      message: REAL_CALL_MESSAGES.tooLong,
    },
    {
      label: "no speech",
      file: { name: "call.mp3", content: silentMp3(5) },
      status: 422,
      message: REAL_CALL_MESSAGES.noSpeech,
    },
    {
      label: "one speaker",
      file: {
        name: "call.mp3",
        content: heardRecording([{ start: 0, speakerId: "speaker_0", text: "Hello? Anyone there?" }], 3),
      },
      status: 422,
      message: REAL_CALL_MESSAGES.oneSpeaker,
    },
  ];
  for (const refusal of refusals) {
    it(`is refused: ${refusal.label}, and nothing is stored`, async () => {
      const uploader = await createUser({ role: "agent", brokerId: broker.id, firstName: "Dana" });
      const before = await storedKeys();
      const answer = await uploadAs(uploader, refusal.file, { repSpeaker: "speaker_0" });
      expect(answer.status, JSON.stringify(answer.body)).toBe(refusal.status);
      expect(answer.body.message).toBe(refusal.message);
      expect(await sessionsOf(uploader.id)).toEqual([]);
      expect(await storedKeys()).toEqual(before);
    });
  }
});
