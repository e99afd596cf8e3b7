/**
 * The demo visitor's call review, opened with the demo's capability cookie (like `end` and `processing-status`):
 * the transcript, the moments and the recording (ranges), for as long as the call is kept.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CallReview } from "../../../domain/call-review";
import { audioKey } from "../../../durable-objects/conversation/protocol";
import { demoCallLogs } from "../../../lib/db/schema";
import { createUser, withDb } from "../../testing/team-fixture";
import { runHousekeeping } from "../../jobs/housekeeping";
import {
  api,
  capabilityOf,
  hangUp,
  holdCall,
  ORIGIN,
  realEstateScenario,
  settledStatus,
  startDemo,
} from "../../calls/testing/demo-calls";
import { getAs } from "../testing/reviewed-calls";

let conversationId: string;
let recording: Uint8Array;

async function finishedDemo(): Promise<string> {
  const started = await startDemo({ scenarioId: await realEstateScenario() });
  const call = await holdCall(started.phoneNumber);
  await hangUp(call.simCallId);
  expect(await settledStatus(started.conversationId)).toMatchObject({ processingStatus: "completed" });
  return started.conversationId;
}

beforeAll(async () => {
  conversationId = await finishedDemo();
  recording = new Uint8Array(await (await env.AUDIO.get(audioKey(conversationId)))!.arrayBuffer());
});

const reviewPath = (id: string) => `/api/demo/conversation/${id}/review`;
const recordingPath = (id: string) => `/api/demo/conversation/${id}/recording`;

describe("the demo visitor's call review", () => {
  it("shows the visitor their call with its moments and recording, and keeps the capability for the retention window", async () => {
    const response = await api(reviewPath(conversationId));
    expect(response.status).toBe(200);
    const review = (await response.json()) as CallReview;
    const status = await settledStatus(conversationId);
    expect(review).toMatchObject({
      id: conversationId,
      source: "demo",
      viewer: "visitor",
      score: status.analysis!.overallScore,
      scores: status.analysis!.scores,
      analysisSource: "stored",
      scoredBy: { scorer: "metrics" },
      criteria: expect.arrayContaining([expect.objectContaining({ criterion: "next_step" })]),
      audio: { available: true, url: recordingPath(conversationId) },
      notes: [],
      canRetry: false,
      canAnnotate: false,
    });
    expect(review.transcript).toEqual(await env.CONVERSATIONS.getByName(conversationId).getTranscript());
    expect(review.analysis!.timeline.length).toBeGreaterThan(0);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("pl_demo_call="));
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie ?? "")?.[1]);
    const retentionSeconds = Number(env.AUDIO_RETENTION_DAYS) * 86_400;
    expect(maxAge).toBeGreaterThan(retentionSeconds - 3600);
    expect(maxAge).toBeLessThanOrEqual(retentionSeconds);
  });

  it("streams the recording in ranges to the visitor", async () => {
    const ranged = await api(recordingPath(conversationId), { headers: { range: "bytes=144-287" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 144-287/${recording.byteLength}`);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(recording.slice(144, 288));
    const outside = await api(recordingPath(conversationId), { headers: { range: `bytes=${recording.byteLength}-` } });
    expect(outside.status).toBe(416);
  });

  it("opens for nobody without this call's capability: no cookie, another demo's, a signed-in agent's session", async () => {
    const other = await finishedDemo();
    const agent = await createUser({});
    for (const path of [reviewPath(conversationId), recordingPath(conversationId)]) {
      expect((await SELF.fetch(`${ORIGIN}${path}`)).status).toBe(404);
      expect((await SELF.fetch(`${ORIGIN}${path}`, { headers: { cookie: capabilityOf(other) } })).status).toBe(404);
      expect((await getAs(agent, path)).status).toBe(404);
    }
  });

  it("is gone with the call once retention redacts it", async () => {
    const old = await finishedDemo();
    expect((await api(reviewPath(old))).status).toBe(200);
    const days = Number(env.AUDIO_RETENTION_DAYS);
    await withDb((db) =>
      db
        .update(demoCallLogs)
        .set({ createdAt: new Date(Date.now() - (days + 1) * 86_400_000) })
        .where(eq(demoCallLogs.conversationId, old)),
    );
    await runHousekeeping(env, new Date());
    expect((await api(reviewPath(old))).status).toBe(404);
    expect((await api(recordingPath(old))).status).toBe(404);
  });
});
