/** What the webhooks refuse: bodies ElevenLabs did not sign, and initiation calls without the shared secret. */
import { env } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../lib/db/client";
import {
  api,
  callLog,
  connectedConversation,
  eventually,
  initWebhook,
  postJson,
  postWebhook,
  processingStatus,
  realEstateScenario,
  startDemo,
  stateOf,
  transcriptionBody,
} from "../testing/demo-calls";
import { UNRESERVED_LINE_MESSAGE } from "../../../lib/voice/conversation-init";
import { MAX_SIGNATURE_AGE_SECONDS, signWebhookBody } from "../../../lib/voice/webhook-signature";
import { WEBHOOK_BODY_LIMIT_BYTES } from "./webhooks";

const { db, close } = openDatabase(env);
afterAll(() => close());

describe("POST /api/webhooks/elevenlabs/post-call refuses what ElevenLabs did not sign", () => {
  async function expectRefusedAndNothingStored(send: (body: string) => Promise<Response>, status = 401) {
    const conversation = await connectedConversation();
    const body = transcriptionBody({ sessionId: conversation.conversationId, ...conversation });
    const logBefore = await callLog(db, conversation.conversationId);
    const response = await send(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty("message");
    expect(await processingStatus(conversation.conversationId)).toMatchObject({
      processingStatus: "pending",
      callStatus: "active",
    });
    expect(await env.CONVERSATIONS.getByName(conversation.conversationId).getTranscript()).toBeNull();
    expect(await callLog(db, conversation.conversationId)).toEqual(logBefore);
    // The same body, properly signed, is accepted: only the signature was wrong.
    expect((await postWebhook(body)).status).toBe(200);
  }

  const now = () => Math.floor(Date.now() / 1000);

  it("refuses a signature made with another secret", () =>
    expectRefusedAndNothingStored((body) => postWebhook(body, { secret: "not-the-webhook-secret" })));

  it("refuses a body changed after signing", () =>
    expectRefusedAndNothingStored(async (body) => {
      const signature = await signWebhookBody(env.ELEVENLABS_WEBHOOK_SECRET!, body, now());
      return postWebhook(body.replace("I'm not interested", "I am interested"), { signature });
    }));

  it("refuses a stale timestamp (over 30 minutes old)", () =>
    expectRefusedAndNothingStored((body) => postWebhook(body, { timestamp: now() - MAX_SIGNATURE_AGE_SECONDS - 60 })));

  it("takes a timestamp ahead of ours, as the provider's own verifier does (the age bound is what stops replays)", async () => {
    const conversation = await connectedConversation();
    const response = await postWebhook(transcriptionBody({ sessionId: conversation.conversationId, ...conversation }), {
      timestamp: now() + 600,
    });
    expect(await response.json()).toEqual({ status: "stored", conversationId: conversation.conversationId });
  });

  it("refuses a missing signature header", () =>
    expectRefusedAndNothingStored((body) => postWebhook(body, { signature: null })));

  it("refuses malformed signature headers", async () => {
    for (const signature of ["garbage", "t=,v0=", `t=${now()}`, `v0=${"a".repeat(64)}`, `t=abc,v0=${"a".repeat(64)}`]) {
      await expectRefusedAndNothingStored((body) => postWebhook(body, { signature }));
    }
  });

  it("refuses a signature that is not hex, or not the whole digest", async () => {
    for (const digest of ["z".repeat(64), "A".repeat(64), "ab".repeat(16)]) {
      await expectRefusedAndNothingStored((body) => postWebhook(body, { signature: `t=${now()},v0=${digest}` }));
    }
  });

  it("refuses a body over the webhook limit with 413", () =>
    expectRefusedAndNothingStored(
      (body) =>
        postWebhook(
          body.replace('"has_audio":true', `"has_audio":true,"padding":"${"x".repeat(WEBHOOK_BODY_LIMIT_BYTES)}"`),
        ),
      413,
    ));

  it("refuses a signed body that is not JSON, and one of the wrong shape, with 400", async () => {
    expect((await postWebhook("{not json")).status).toBe(400);
    const response = await postWebhook(
      JSON.stringify({ type: "post_call_transcription", data: { transcript: "none" } }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
  });
});

describe("POST /api/webhooks/elevenlabs/conversation-init", () => {
  it("answers with the scenario's persona and our session id, and records the connected call", async () => {
    const started = await startDemo({
      scenarioId: await realEstateScenario(),
      customInstructions: "Ask me about my commission.",
    });
    const response = await initWebhook({
      called_number: started.phoneNumber.replace("+1", ""),
      call_sid: "CAinit0001",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      type: string;
      dynamic_variables: Record<string, string>;
      conversation_config_override: {
        agent: { prompt: { prompt: string }; first_message: string; language: string };
        tts: { voice_id: string };
      };
    };
    expect(body.type).toBe("conversation_initiation_client_data");
    expect(body.dynamic_variables).toEqual({ session_id: started.conversationId });
    const override = body.conversation_config_override;
    expect(override.agent.language).toBe("en");
    expect(override.agent.prompt.prompt).toMatch(/^You are /);
    expect(override.agent.prompt.prompt).toContain("Ask me about my commission.");
    expect(override.agent.first_message.length).toBeGreaterThan(0);
    expect(override.tts.voice_id.length).toBeGreaterThan(0);

    const { log } = await eventually(
      () => callLog(db, started.conversationId),
      ({ log }) => log.status === "active",
    );
    expect(log).toMatchObject({
      status: "active",
      overrideApplied: true,
      callSid: "CAinit0001",
      agentId: env.ELEVENLABS_AGENT_ID,
    });
    expect(log.callStartTime).not.toBeNull();
    await postJson(`/api/demo/conversation/${started.conversationId}/end`);
  });

  it("politely turns away a call to a line nobody reserved, touching nothing", async () => {
    const response = await initWebhook({ called_number: "+15559990000", call_sid: "CAnobody" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      dynamic_variables: { session_id: string };
      conversation_config_override: { agent: { first_message: string } };
    };
    expect(body.dynamic_variables.session_id).toBe("none");
    expect(body.conversation_config_override.agent.first_message).toBe(UNRESERVED_LINE_MESSAGE);
  });

  it("refuses a missing or wrong shared secret with 401 and leaves the conversation waiting", async () => {
    const started = await startDemo({ scenarioId: await realEstateScenario() });
    for (const authorization of [
      null,
      "Bearer wrong-secret",
      `Basic ${env.ELEVENLABS_INIT_WEBHOOK_SECRET}`,
      env.ELEVENLABS_INIT_WEBHOOK_SECRET!,
    ]) {
      const response = await initWebhook({ called_number: started.phoneNumber, call_sid: "CAintruder" }, authorization);
      expect(response.status).toBe(401);
    }
    expect((await callLog(db, started.conversationId)).log).toMatchObject({
      status: "started",
      overrideApplied: false,
      callSid: null,
    });
    expect((await stateOf(started.conversationId))?.status).toBe("started");
    await postJson(`/api/demo/conversation/${started.conversationId}/end`);
  });

  it("refuses a body without the dialled number or call SID with 400", async () => {
    const response = await api("/api/webhooks/elevenlabs/conversation-init", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${env.ELEVENLABS_INIT_WEBHOOK_SECRET}` },
      body: JSON.stringify({ caller_id: "+15550001234" }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: Array<{ path: string }> };
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(["call_sid", "called_number"]);
  });
});
