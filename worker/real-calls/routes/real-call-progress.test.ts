/**
 * The real-call upload's progress (issue 32): asked for with `Accept: application/x-ndjson`, the upload answers one
 * line per processing step as it happens, then the stored call, or the refusal with its status and message, in
 * which case nothing was stored. Checks of the form and file still answer with their own status, before any step.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REAL_CALL_MESSAGES, realCallRecordingKey } from "../../../domain/real-calls/real-call";
import { UPLOAD_PROGRESS_CONTENT_TYPE } from "../../../domain/real-calls/upload-progress";
import { practiceSessions, type User } from "../../../lib/db/schema";
import { createUser, withDb } from "../../testing/team-fixture";
import { sessionsOf, uploadWithProgressAs } from "../testing/upload";
import { silentMp3 } from "../../simulator/silent-mp3";
import { heardCall } from "../testing/heard-call";
import vtt from "../fixtures/call.vtt?raw";

let broker: User;

beforeAll(async () => {
  broker = await createUser({ role: "broker" });
});

const newAgent = () => createUser({ role: "agent", brokerId: broker.id, firstName: "Dana" });
const storedKeys = async () => (await env.AUDIO.list({ prefix: "real-calls/" })).objects.map((object) => object.key);

const CALL = heardCall("Dana");

describe("the upload's progress", () => {
  it("tells each step of a recording as it happens, then the stored call", async () => {
    const agent = await newAgent();
    const answer = await uploadWithProgressAs(
      agent,
      { name: "call.mp3", content: CALL, type: "audio/mpeg" },
      { repSpeaker: "speaker_0" },
    );
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe(UPLOAD_PROGRESS_CONTENT_TYPE);
    expect(answer.events.slice(0, -1)).toEqual(
      ["checked", "transcribing", "redacting", "scoring"].map((step) => ({ type: "step", step, kind: "recording" })),
    );
    const last = answer.events.at(-1)!;
    if (last.type !== "done") throw new Error(`Expected the stored call, got ${answer.text}`);
    expect(last.call).toMatchObject({ source: "real_call", reviewPath: `/review?session=${last.call.id}` });
    const [row] = await withDb((db) => db.select().from(practiceSessions).where(eq(practiceSessions.id, last.call.id)));
    expect(row).toMatchObject({ agentId: agent.id, source: "real_call", score: last.call.score });
    expect(await storedKeys()).toContain(realCallRecordingKey(last.call.id, "mp3"));
  });

  it("reads a transcript rather than transcribing it, with the same steps", async () => {
    const agent = await newAgent();
    const answer = await uploadWithProgressAs(agent, { name: "call.vtt", content: vtt });
    expect(
      answer.events.map((event) => (event?.type === "step" ? `${event.step}:${event.kind}` : event?.type)),
    ).toEqual(["checked:transcript", "transcribing:transcript", "redacting:transcript", "scoring:transcript", "done"]);
    expect(await sessionsOf(agent.id)).toHaveLength(1);
  });

  it("ends with the refusal when processing fails mid-way (no speech), and nothing is stored", async () => {
    const agent = await newAgent();
    const before = await storedKeys();
    const answer = await uploadWithProgressAs(
      agent,
      { name: "call.mp3", content: silentMp3(5), type: "audio/mpeg" },
      { repSpeaker: "speaker_0" },
    );
    expect(answer.events).toEqual([
      { type: "step", step: "checked", kind: "recording" },
      { type: "step", step: "transcribing", kind: "recording" },
      {
        type: "error",
        status: 422,
        error: {
          message: REAL_CALL_MESSAGES.noSpeech,
          code: "unprocessable",
          issues: [{ path: "file", message: REAL_CALL_MESSAGES.noSpeech }],
        },
      },
    ]);
    expect(await sessionsOf(agent.id)).toEqual([]);
    expect(await storedKeys()).toEqual(before);
  });

  it("ends with the speakers to pick from when the rep is unclear, and nothing is stored", async () => {
    const agent = await newAgent();
    const answer = await uploadWithProgressAs(agent, { name: "call.mp3", content: CALL, type: "audio/mpeg" });
    const last = answer.events.at(-1)!;
    expect(last).toMatchObject({ type: "error", status: 422, error: { message: REAL_CALL_MESSAGES.pickRep } });
    expect(last.type === "error" && last.error.issues!.map((issue) => issue.message)).toEqual([
      "speaker_0: Hi, is this Sam? This is Dana from Harbor Realty, do you have a minute?",
      "speaker_1: I guess. What is this about? My number is 415-555-0134.",
    ]);
    expect(await sessionsOf(agent.id)).toEqual([]);
  });

  it("is not started for a file refused on arrival: the refusal keeps its own status, as JSON", async () => {
    const agent = await newAgent();
    const answer = await uploadWithProgressAs(agent, { name: "call.pdf", content: "%PDF-1.7" });
    expect(answer.status).toBe(415);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toMatchObject({ message: REAL_CALL_MESSAGES.wrongType });
    expect(await sessionsOf(agent.id)).toEqual([]);
  });
});
