import { env, runDurableObjectAlarm } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { audioKey, NO_AUDIO_ERROR, NO_TRANSCRIPT_ERROR } from "../../../durable-objects/conversation/protocol";
import { openDatabase } from "../../../lib/db/client";
import { demoCallLogs } from "../../../lib/db/schema";
import { encodeBase64 } from "../../../lib/voice/base64";
import {
  api,
  audioBody,
  audioObjects,
  callLog,
  connectedConversation,
  eventually,
  GOOD_CALL_LINES,
  hangUp,
  holdCall,
  postJson,
  postWebhook,
  processingStatus,
  quietConversation,
  realEstateScenario,
  settledStatus,
  startDemo,
  stateOf,
  transcriptionBody,
} from "../testing/demo-calls";
import { PROVIDER_FETCH_MAX_ATTEMPTS } from "../../../durable-objects/conversation/timing";
import { silentMp3 } from "../../simulator/silent-mp3";

const { db, close } = openDatabase(env);
afterAll(() => close());

describe("the call pipeline, end to end through the simulator", () => {
  it("starts, connects through the init webhook, takes signed post-call webhooks and serves the analysis", async () => {
    const started = await startDemo({
      scenarioId: await realEstateScenario(),
      customInstructions: "Practise the expired-listing script.",
    });
    const call = await holdCall(started.phoneNumber);
    expect(call.firstMessage.length).toBeGreaterThan(0);

    const { deliveries } = await hangUp(call.simCallId);
    expect(deliveries).toEqual([
      { type: "post_call_transcription", status: 200 },
      { type: "post_call_audio", status: 200 },
    ]);

    const status = await settledStatus(started.conversationId);
    expect(status).toMatchObject({
      processingStatus: "completed",
      isReady: true,
      jobId: started.jobId,
      error: null,
      callStatus: "completed",
    });
    expect(status.analysis!.overallScore).toBeGreaterThan(0);
    expect((await stateOf(started.conversationId))?.endedBy).toBe("provider");

    const { log, job } = await callLog(db, started.conversationId);
    expect(log).toMatchObject({
      status: "completed",
      overrideApplied: true,
      overrideSuccess: true,
      callSid: call.callSid,
    });
    expect(log.providerConversationId).toBe(call.simCallId);
    expect(log.analysis).toEqual(status.analysis);
    // Roles mapped once: the provider's agent (the lead) is our customer, its user (the trainee) our agent.
    expect(log.transcript![0]).toEqual({ speaker: "customer", text: call.firstMessage, timestamp: 0 });
    expect(log.transcript![1]).toMatchObject({ speaker: "agent", text: GOOD_CALL_LINES[0] });
    expect(job).toMatchObject({
      status: "completed",
      audioFilePath: audioKey(started.conversationId),
      isFileDeleted: false,
    });
    expect(job.processingStartedAt).not.toBeNull();
    expect(job.fileExpiresAt!.getTime() - job.processingCompletedAt!.getTime()).toBe(
      Number(env.AUDIO_RETENTION_DAYS) * 86_400_000,
    );
    const object = await env.AUDIO.head(audioKey(started.conversationId));
    expect(object?.httpMetadata?.contentType).toBe("audio/mpeg");
    expect(object?.size).toBe(job.audioFileSize);

    // The line is free again for the next trainee.
    expect(await env.PHONE_LINES.getByName(started.phoneNumber).holder()).toBeNull();
  });

  it("ends the call at the time limit: the alarm hangs up through Twilio, then the webhooks complete it", async () => {
    const started = await startDemo({ scenarioId: await realEstateScenario() });
    const call = await holdCall(started.phoneNumber, GOOD_CALL_LINES.slice(0, 2));
    const conversation = env.CONVERSATIONS.getByName(started.conversationId);

    await quietConversation(started.conversationId);
    expect(await runDurableObjectAlarm(conversation)).toBe(true);
    expect(await stateOf(started.conversationId)).toMatchObject({ status: "completed", endedBy: "timeout" });
    const simCall = await api(`/api/dev/simulator/calls/${call.simCallId}`);
    expect(((await simCall.json()) as { status: string }).status).toBe("done");

    const status = await settledStatus(started.conversationId);
    expect(status).toMatchObject({ processingStatus: "completed", isReady: true });
    expect((await callLog(db, started.conversationId)).log.status).toBe("completed");
    // A second run of the alarm (they are at-least-once) changes nothing.
    await runDurableObjectAlarm(conversation);
    expect(await processingStatus(started.conversationId)).toEqual(status);
  });

  it("takes the audio before the transcript", async () => {
    const started = await startDemo({ scenarioId: await realEstateScenario() });
    const call = await holdCall(started.phoneNumber);
    const { deliveries } = await hangUp(call.simCallId, "audio-then-transcript");
    expect(deliveries.map((d) => d.type)).toEqual(["post_call_audio", "post_call_transcription"]);
    expect(deliveries.every((d) => d.status === 200)).toBe(true);

    expect(await settledStatus(started.conversationId)).toMatchObject({ processingStatus: "completed", isReady: true });
    const { job } = await callLog(db, started.conversationId);
    expect(job).toMatchObject({ status: "completed", providerConversationId: call.simCallId });
    expect(await env.AUDIO.head(audioKey(started.conversationId))).not.toBeNull();
  });

  it("treats repeated webhooks as duplicates and changes nothing", async () => {
    const started = await startDemo({ scenarioId: await realEstateScenario() });
    const call = await holdCall(started.phoneNumber);
    await hangUp(call.simCallId);
    const ready = await settledStatus(started.conversationId);
    const before = await callLog(db, started.conversationId);
    const audioBefore = await env.AUDIO.head(audioKey(started.conversationId));

    const details = await api(`/api/dev/simulator/elevenlabs/v1/convai/conversations/${call.simCallId}`, {
      headers: { "xi-api-key": env.ELEVENLABS_API_KEY! },
    });
    const transcript = JSON.stringify({
      type: "post_call_transcription",
      event_timestamp: 1,
      data: await details.json(),
    });
    const audio = audioBody(call.simCallId, encodeBase64(silentMp3(30)));
    const answers = await Promise.all([
      postWebhook(transcript),
      postWebhook(transcript),
      postWebhook(audio),
      postWebhook(audio),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: "duplicate", conversationId: started.conversationId });
    }

    expect(await processingStatus(started.conversationId)).toEqual(ready);
    expect(await callLog(db, started.conversationId)).toEqual(before);
    expect((await env.AUDIO.head(audioKey(started.conversationId)))?.etag).toBe(audioBefore?.etag);
  });

  it("stores one transcript when the same webhook arrives twice at once", async () => {
    const conversation = await connectedConversation();
    const body = transcriptionBody({ sessionId: conversation.conversationId, ...conversation });
    const answers = await Promise.all([postWebhook(body), postWebhook(body)]);
    const statuses = await Promise.all(answers.map(async (a) => ((await a.json()) as { status: string }).status));
    expect(statuses.sort()).toEqual(["duplicate", "stored"]);
  });

  it("fetches the conversation and its audio from the REST API when no webhook comes", async () => {
    const started = await startDemo({ scenarioId: await realEstateScenario() });
    const call = await holdCall(started.phoneNumber);
    expect((await hangUp(call.simCallId, "none")).deliveries).toEqual([]);
    const ended = await postJson(`/api/demo/conversation/${started.conversationId}/end`);
    expect(ended.status).toBe(200);
    expect(await ended.json()).toMatchObject({ processingStatus: "pending", isReady: false, callStatus: "completed" });

    // The webhook window passes: the alarm asks the provider (the simulator's REST API) instead.
    expect(await runDurableObjectAlarm(env.CONVERSATIONS.getByName(started.conversationId))).toBe(true);
    const status = await settledStatus(started.conversationId);
    expect(status).toMatchObject({ processingStatus: "completed", isReady: true });
    const { log, job } = await callLog(db, started.conversationId);
    expect(log).toMatchObject({ status: "completed", providerConversationId: call.simCallId });
    expect(log.transcript!.length).toBe(call.transcript.length + GOOD_CALL_LINES.length * 2);
    expect(job).toMatchObject({ status: "completed", audioFilePath: audioKey(started.conversationId) });
  });

  it("gives up with a clear error when the provider never has the conversation", async () => {
    const conversation = await connectedConversation();
    await postJson(`/api/demo/conversation/${conversation.conversationId}/end`);
    const stub = env.CONVERSATIONS.getByName(conversation.conversationId);
    for (let attempt = 0; attempt < PROVIDER_FETCH_MAX_ATTEMPTS; attempt++) await runDurableObjectAlarm(stub);
    expect(await processingStatus(conversation.conversationId)).toMatchObject({
      processingStatus: "failed",
      isReady: false,
      error: NO_TRANSCRIPT_ERROR,
      callStatus: "failed",
    });
    const { log, job } = await callLog(db, conversation.conversationId);
    expect(log).toMatchObject({ status: "failed", errorMessage: NO_TRANSCRIPT_ERROR, analysis: null });
    expect(job.status).toBe("failed");
  });

  it("analyses without the audio when it never comes, and still stores audio that comes late", async () => {
    const conversation = await connectedConversation();
    expect(
      (await postWebhook(transcriptionBody({ sessionId: conversation.conversationId, ...conversation }))).status,
    ).toBe(200);
    expect(await processingStatus(conversation.conversationId)).toMatchObject({
      processingStatus: "processing",
      isReady: false,
    });

    // The audio wait passes; the REST API has no recording of this call either.
    await quietConversation(conversation.conversationId);
    await runDurableObjectAlarm(env.CONVERSATIONS.getByName(conversation.conversationId));
    const status = await settledStatus(conversation.conversationId);
    expect(status).toMatchObject({ processingStatus: "completed", isReady: true });
    expect((await callLog(db, conversation.conversationId)).job).toMatchObject({
      status: "failed",
      errorMessage: NO_AUDIO_ERROR,
    });

    const late = await postWebhook(audioBody(conversation.providerConversationId, encodeBase64(silentMp3(20))));
    expect(await late.json()).toEqual({ status: "stored", conversationId: conversation.conversationId });
    const { job } = await eventually(
      () => callLog(db, conversation.conversationId),
      ({ job }) => job.status === "completed",
    );
    expect(job).toMatchObject({ audioFilePath: audioKey(conversation.conversationId), errorMessage: null });
    expect(await processingStatus(conversation.conversationId)).toEqual(status);
  });

  it("does not wait for audio the provider says it does not have", async () => {
    const conversation = await connectedConversation();
    const body = transcriptionBody({ sessionId: conversation.conversationId, ...conversation, hasAudio: false });
    expect((await postWebhook(body)).status).toBe(200);
    expect(await settledStatus(conversation.conversationId)).toMatchObject({
      processingStatus: "completed",
      isReady: true,
    });
  });

  it("accepts an audio webhook of several MB (above the API's 1 MB limit)", async () => {
    const conversation = await connectedConversation();
    const base64 = encodeBase64(silentMp3(240 * 3));
    expect(base64.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(
      (await postWebhook(transcriptionBody({ sessionId: conversation.conversationId, ...conversation }))).status,
    ).toBe(200);
    const response = await postWebhook(audioBody(conversation.providerConversationId, base64));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "stored", conversationId: conversation.conversationId });
    expect((await env.AUDIO.head(audioKey(conversation.conversationId)))?.size).toBe(silentMp3(240 * 3).byteLength);
    expect(await settledStatus(conversation.conversationId)).toMatchObject({ processingStatus: "completed" });
  });

  it("marks the conversation failed when the provider could not set the call up", async () => {
    const conversation = await connectedConversation();
    const body = JSON.stringify({
      type: "call_initiation_failure",
      event_timestamp: Math.floor(Date.now() / 1000),
      data: {
        agent_id: env.ELEVENLABS_AGENT_ID,
        conversation_id: "conv_never",
        failure_reason: "busy",
        metadata: { type: "twilio", body: { CallSid: conversation.callSid } },
      },
    });
    const response = await postWebhook(body);
    expect(await response.json()).toEqual({ status: "stored", conversationId: conversation.conversationId });
    expect(await processingStatus(conversation.conversationId)).toMatchObject({
      processingStatus: "failed",
      callStatus: "failed",
      error: "The call could not be connected (busy).",
    });
    expect((await callLog(db, conversation.conversationId)).log.status).toBe("failed");
    expect(await env.PHONE_LINES.getByName(conversation.phoneNumber).holder()).toBeNull();
  });
});

describe("POST /api/webhooks/elevenlabs/post-call ignores what is not ours", () => {
  it("answers 200 and stores nothing for conversations it does not know", async () => {
    const objectsBefore = await audioObjects();
    const stranger = `conv_stranger_${crypto.randomUUID().slice(0, 8)}`;
    const events = [
      transcriptionBody({ sessionId: crypto.randomUUID(), providerConversationId: stranger, callSid: "CAstranger" }),
      transcriptionBody({ sessionId: "not-a-uuid", providerConversationId: stranger, callSid: "CAstranger" }),
      audioBody(stranger, encodeBase64(silentMp3(5))),
      JSON.stringify({
        type: "call_initiation_failure",
        data: { conversation_id: stranger, failure_reason: "no-answer" },
      }),
    ];
    for (const body of events) {
      const response = await postWebhook(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ignored", reason: "unknown conversation" });
    }
    expect(await audioObjects()).toEqual(objectsBefore);
    expect(await db.select().from(demoCallLogs).where(eq(demoCallLogs.providerConversationId, stranger))).toEqual([]);
  });

  it("refuses events naming our conversation that are about another call than the one it connected", async () => {
    const conversation = await connectedConversation();
    const before = {
      state: await stateOf(conversation.conversationId),
      log: await callLog(db, conversation.conversationId),
      objects: await audioObjects(),
    };
    const ignored = { status: "ignored", reason: "not the call this conversation connected" };
    // The echoed session id is ours, but the call SID is not the connected call's.
    const stray = transcriptionBody({
      sessionId: conversation.conversationId,
      providerConversationId: "conv_stray",
      callSid: "CAnotthecall",
    });
    expect(await (await postWebhook(stray)).json()).toEqual(ignored);
    // Nor is another agent's.
    const otherAgent = transcriptionBody({ sessionId: conversation.conversationId, ...conversation }).replace(
      `"agent_id":"${env.ELEVENLABS_AGENT_ID}"`,
      '"agent_id":"agent_other"',
    );
    expect(await (await postWebhook(otherAgent)).json()).toEqual(ignored);
    expect(await stateOf(conversation.conversationId)).toEqual(before.state);
    expect(await callLog(db, conversation.conversationId)).toEqual(before.log);

    // Once the real call's transcript is in, audio of another provider conversation is refused too.
    expect(
      await (await postWebhook(transcriptionBody({ sessionId: conversation.conversationId, ...conversation }))).json(),
    ).toMatchObject({ status: "stored" });
    const audio = {
      type: "audio" as const,
      providerConversationId: "conv_copycat",
      agentId: null,
      callSid: null,
      audio: silentMp3(5),
    };
    expect(await env.CONVERSATIONS.getByName(conversation.conversationId).deliver(audio)).toEqual(ignored);
    expect(await audioObjects()).toEqual(before.objects);
  });

  it("answers 200 to event types it does not handle", async () => {
    const response = await postWebhook(JSON.stringify({ type: "post_call_something_new", data: {} }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ignored", reason: "unhandled event type" });
  });
});
