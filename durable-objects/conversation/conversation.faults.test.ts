/**
 * @file Fault drills for the call pipeline in workerd: the voice provider's REST API and Twilio answering 500
 * or not at all, and the database refusing the conversation's writes. The provider is the simulator (the real
 * ElevenLabs and Twilio wire protocol) behind a faulty network that fails chosen requests, then lets them through.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/local-entry";
import { openDatabase } from "../../lib/db/client";
import {
  api,
  callLog,
  eventually,
  GOOD_CALL_LINES,
  hangUp,
  holdCall,
  holdsVoicePlanSlot,
  postJson,
  processingStatus,
  quietConversation,
  scenarioIds,
  settledStatus,
  startDemo,
} from "../../worker/calls/testing/demo-calls";
import { ANALYSIS_MAX_ATTEMPTS, PROVIDER_FETCH_MAX_ATTEMPTS } from "./timing";
import type { ConversationDO } from "./conversation-do";
import { audioKey, NO_AUDIO_ERROR, NO_TRANSCRIPT_ERROR } from "./protocol";
import type { ConversationState } from "./state";

const { db, close } = openDatabase(env);
afterAll(() => close());
afterEach(() => vi.restoreAllMocks());

/** An HTTP status the provider answers with, or "timeout": no answer before the caller's deadline. */
type Fault = number | "timeout";

const SIMULATOR = "/api/dev/simulator";
const ROUTES = {
  conversationList: (path: string) => path === `${SIMULATOR}/elevenlabs/v1/convai/conversations`,
  conversationAudio: (path: string) =>
    /^\/api\/dev\/simulator\/elevenlabs\/v1\/convai\/conversations\/[^/]+\/audio$/.test(path),
  twilioHangUp: (path: string) => path.startsWith(`${SIMULATOR}/twilio/`),
};

function failure(path: string, fault: Fault): Promise<Response> {
  // What fetch throws when the caller's deadline aborts it (the deadline itself is tested with each client).
  if (fault === "timeout")
    return Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
  const body = ROUTES.twilioHangUp(path)
    ? { code: 20500, message: "Internal Server Error", status: fault }
    : { detail: { status: "internal_error", message: "Internal server error" } };
  return Promise.resolve(Response.json(body, { status: fault }));
}

/**
 * Puts the faults in front of the provider: requests matching a route take its faults in turn, later ones
 * pass. The Worker reaches the simulator through `app.fetch` in this isolate, so wrapping it is the network.
 */
function faultyProvider(faults: Partial<Record<keyof typeof ROUTES, Fault[]>>) {
  const seen: Record<string, number> = {};
  const original = app.fetch;
  vi.spyOn(app, "fetch").mockImplementation((request: Request, ...rest) => {
    const path = new URL(request.url).pathname;
    for (const [route, matches] of Object.entries(ROUTES) as Array<[keyof typeof ROUTES, (path: string) => boolean]>) {
      if (!matches(path)) continue;
      seen[route] = (seen[route] ?? 0) + 1;
      const fault = faults[route]?.shift();
      if (fault !== undefined) return failure(path, fault);
    }
    return original(request, ...rest);
  });
  return seen;
}

async function heldCall() {
  const started = await startDemo({ scenarioId: (await scenarioIds("real_estate"))[0]! });
  const call = await holdCall(started.phoneNumber);
  await quietConversation(started.conversationId);
  return { ...started, simCallId: call.simCallId, stub: env.CONVERSATIONS.getByName(started.conversationId) };
}

/** Runs the conversation's next alarm once it owes nothing else, so the alarm is the timer under test. */
async function nextAlarm(conversationId: string) {
  await quietConversation(conversationId);
  expect(await runDurableObjectAlarm(env.CONVERSATIONS.getByName(conversationId))).toBe(true);
  return env.CONVERSATIONS.getByName(conversationId).getState();
}

describe("the provider's REST API failing after a call whose webhooks never came", () => {
  it("keeps asking through 500s and timeouts, then completes with the analysis when the API answers", async () => {
    const call = await heldCall();
    await hangUp(call.simCallId, "none");
    // Twilio cannot confirm the hang-up either: only the provider can say the call is over, and it sends nothing.
    const seen = faultyProvider({ twilioHangUp: [500], conversationList: [500, "timeout"] });
    expect((await postJson(`/api/demo/conversation/${call.conversationId}/end`)).status).toBe(200);
    await quietConversation(call.conversationId);
    expect(await holdsVoicePlanSlot(call.conversationId)).toBe(true);

    const afterFirst = await nextAlarm(call.conversationId);
    expect(afterFirst).toMatchObject({ status: "completed", attempts: { providerFetch: 1 } });
    expect(afterFirst!.timers.transcriptDue).not.toBeNull();
    expect(await processingStatus(call.conversationId)).toMatchObject({ processingStatus: "pending", error: null });
    expect((await nextAlarm(call.conversationId))!.attempts.providerFetch).toBe(2);

    await nextAlarm(call.conversationId);
    expect(seen.conversationList).toBe(3);
    const status = await settledStatus(call.conversationId);
    expect(status).toMatchObject({ processingStatus: "completed", isReady: true, callStatus: "completed" });
    expect(status.analysis!.overallScore).toBeGreaterThan(0);
    const { log, job } = await callLog(db, call.conversationId);
    expect(log).toMatchObject({ status: "completed", providerConversationId: call.simCallId });
    expect(log.analysis).toEqual(status.analysis);
    expect(job).toMatchObject({ status: "completed", audioFilePath: audioKey(call.conversationId) });
    // The API's finished conversation says the call is over: the slot goes back.
    expect((await call.stub.getState())!.providerOverAt).not.toBeNull();
    await eventually(
      () => holdsVoicePlanSlot(call.conversationId),
      (held) => !held,
    );
  });

  it("gives up with a clear failure when every attempt fails, and frees the line", async () => {
    const call = await heldCall();
    await hangUp(call.simCallId, "none");
    await postJson(`/api/demo/conversation/${call.conversationId}/end`);
    const faults: Fault[] = Array.from({ length: PROVIDER_FETCH_MAX_ATTEMPTS }, (_, i) => (i % 2 ? "timeout" : 503));
    faultyProvider({ conversationList: faults });

    for (let attempt = 0; attempt < PROVIDER_FETCH_MAX_ATTEMPTS; attempt++) await nextAlarm(call.conversationId);
    expect(await processingStatus(call.conversationId)).toEqual({
      processingStatus: "failed",
      isReady: false,
      jobId: call.jobId,
      error: NO_TRANSCRIPT_ERROR,
      callStatus: "failed",
    });
    await quietConversation(call.conversationId);
    const { log, job } = await callLog(db, call.conversationId);
    expect(log).toMatchObject({ status: "failed", errorMessage: NO_TRANSCRIPT_ERROR, analysis: null });
    expect(job.status).toBe("failed");
    expect(await env.PHONE_LINES.getByName(call.phoneNumber).holder()).toBeNull();
    // Nothing is left to retry: the conversation is over, not stuck.
    expect((await call.stub.getState())!.timers).toEqual({
      connectDue: null,
      callLimit: null,
      transcriptDue: null,
      audioDue: null,
      analyse: null,
      effects: null,
      holdDeadline: null,
      urlCheck: null,
    });
  });

  it("analyses without the recording when the audio endpoint fails, and says why the audio is missing", async () => {
    const call = await heldCall();
    await hangUp(call.simCallId, "transcript-only");
    expect(await processingStatus(call.conversationId)).toMatchObject({ processingStatus: "processing" });
    faultyProvider({ conversationAudio: ["timeout"] });

    await nextAlarm(call.conversationId);
    expect(await settledStatus(call.conversationId)).toMatchObject({ processingStatus: "completed", isReady: true });
    await quietConversation(call.conversationId);
    const { log, job } = await callLog(db, call.conversationId);
    expect(log.status).toBe("completed");
    expect(job).toMatchObject({ status: "failed", errorMessage: NO_AUDIO_ERROR });
  });
});

describe("Twilio failing to hang up", () => {
  it("still ends the call at the time limit and frees the line; the provider's own cap and webhooks finish it", async () => {
    const call = await heldCall();
    const seen = faultyProvider({ twilioHangUp: [500] });

    const ended = await nextAlarm(call.conversationId);
    expect(seen.twilioHangUp).toBe(1);
    expect(ended).toMatchObject({
      status: "completed",
      endedBy: "timeout",
      pending: { hangUp: false, releaseLine: false },
    });
    expect(await env.PHONE_LINES.getByName(call.phoneNumber).holder()).toBeNull();
    const simCall = (await (await api(`${SIMULATOR}/calls/${call.simCallId}`)).json()) as { status: string };
    expect(simCall.status).toBe("in-progress");

    await hangUp(call.simCallId);
    expect(await settledStatus(call.conversationId)).toMatchObject({
      processingStatus: "completed",
      isReady: true,
      callStatus: "completed",
    });
  });

  it("answers the trainee's End when the hang-up times out, and the call completes", async () => {
    const call = await heldCall();
    faultyProvider({ twilioHangUp: ["timeout"] });

    const response = await postJson(`/api/demo/conversation/${call.conversationId}/end`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ callStatus: "completed", processingStatus: "pending" });
    await hangUp(call.simCallId);
    expect(await settledStatus(call.conversationId)).toMatchObject({ processingStatus: "completed", isReady: true });
    expect((await callLog(db, call.conversationId)).log.transcript).toHaveLength(1 + GOOD_CALL_LINES.length * 2);
  });
});

describe("the database refusing the conversation's writes", () => {
  /** This conversation's own bindings, with a password Postgres refuses: every query it makes fails. */
  function refuseDatabase(stub: DurableObjectStub<ConversationDO>, refusing: boolean) {
    return runInDurableObject(stub, (instance: ConversationDO) => {
      const bindings = instance as unknown as { env: Env };
      const url = new URL(env.DATABASE_URL!);
      if (refusing) url.password = "not-the-password";
      bindings.env = { ...bindings.env, DATABASE_URL: url.toString() };
    });
  }

  /**
   * Runs the conversation's alarms one after another (each the earliest retry) until `done`, bounded by count.
   * A scheduled alarm may also fire by itself meanwhile; then there is none to run for a moment.
   */
  async function alarmsUntil(
    stub: DurableObjectStub<ConversationDO>,
    done: (state: ConversationState) => boolean,
    most = 200,
  ) {
    let ran = 0;
    for (let tries = 0; tries < 1000 && ran < most; tries++) {
      const state = (await stub.getState())!;
      if (done(state)) return state;
      if (await runDurableObjectAlarm(stub)) ran += 1;
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`the conversation never reached the expected state: ${JSON.stringify(await stub.getState())}`);
  }

  it("keeps the analysis unpublished, retries from its alarm, and finalises when the database is back", async () => {
    const call = await heldCall();
    await refuseDatabase(call.stub, true);
    await hangUp(call.simCallId);

    // The analysis ran but could not be stored: the poll does not say ready, and a retry is scheduled.
    const refused = await alarmsUntil(call.stub, (state) => state.attempts.analysis >= 2);
    expect(refused.timers.analyse).not.toBeNull();
    expect(refused.timers.effects).not.toBeNull();
    expect(await processingStatus(call.conversationId)).toMatchObject({
      processingStatus: "processing",
      isReady: false,
    });
    const { log: unpublished } = await callLog(db, call.conversationId);
    expect(unpublished).toMatchObject({ status: "active", analysis: null });

    await refuseDatabase(call.stub, false);
    await alarmsUntil(
      call.stub,
      (state) => state.processing.status === "completed" && state.syncedVersion === state.version,
    );
    const status = await processingStatus(call.conversationId);
    expect(status).toMatchObject({ processingStatus: "completed", isReady: true });
    const { log, job } = await callLog(db, call.conversationId);
    expect(log).toMatchObject({ status: "completed", callSid: expect.stringMatching(/^CA/) });
    expect(log.analysis).toEqual(status.analysis);
    expect(job.status).toBe("completed");
  });

  it("ends in a clear failure, not a poll that waits forever, when the database stays away", async () => {
    const call = await heldCall();
    await refuseDatabase(call.stub, true);
    await hangUp(call.simCallId);

    const failed = await alarmsUntil(call.stub, (state) => state.processing.status === "failed");
    expect(failed.attempts.analysis).toBe(ANALYSIS_MAX_ATTEMPTS);
    expect(failed.timers.analyse).toBeNull();
    expect(await processingStatus(call.conversationId)).toMatchObject({
      processingStatus: "failed",
      isReady: false,
      error: "The analysis could not be completed.",
    });
  });
});
