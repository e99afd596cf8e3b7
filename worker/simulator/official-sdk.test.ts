/**
 * The simulator judged by the provider's own server SDK (@elevenlabs/elevenlabs-js, pinned in provider-sdks.ts):
 * every REST answer the adapter relies on must pass the SDK's response schemas, and every webhook the simulator
 * posts must pass the SDK's signature check. A field the simulator drops, or one a new SDK version requires,
 * fails here.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dial, hangUp, postJson, say, scenarioIds, startDemo } from "../calls/testing/demo-calls";
import { createElevenLabsClient } from "../../lib/voice/elevenlabs-client";
import { SIGNATURE_HEADER } from "../../lib/voice/webhook-signature";
import { deliverPostCallWebhooks, WEBHOOK_PLANS } from "./outgoing-webhooks";
import { PROVIDER_SDKS } from "./provider-sdks";
import type { SimCall } from "./sim-call";
import { officialSdk, SIMULATOR_BASE, withoutField } from "./testing/official-sdk";
import { openSocket } from "./testing/provider-socket";

const SDK = `@elevenlabs/elevenlabs-js ${PROVIDER_SDKS["@elevenlabs/elevenlabs-js"]}`;
const simulator = () =>
  (env.ELEVENLABS_SIMULATOR as DurableObjectNamespace<import("./simulator-do").ElevenLabsSimulatorDO>).getByName(
    "elevenlabs",
  );

/** A phone call on the simulator: dialled to a demo's leased line, two lines said, hung up without webhooks. */
async function phoneCall(): Promise<{ conversationId: string; sessionId: string; callSid: string }> {
  const [scenarioId] = await scenarioIds("insurance");
  const started = await startDemo({ scenarioId: scenarioId! });
  const call = await dial(started.phoneNumber);
  await say(call.simCallId, "Hi, it's Sam from Acme Insurance, do you have a minute?");
  await hangUp(call.simCallId, "none");
  await postJson(`/api/demo/conversation/${started.conversationId}/end`);
  return { conversationId: call.simCallId, sessionId: started.conversationId, callSid: call.callSid };
}

/** A browser call held on the conversation WebSocket, its URL signed through the SDK. */
async function browserCall(): Promise<string> {
  const signed = await officialSdk().conversationalAi.conversations.getSignedUrl({
    agentId: env.ELEVENLABS_AGENT_ID!,
    includeConversationId: true,
  });
  expect(signed.signedUrl).toMatch(
    /^ws:\/\/localhost:8787\/api\/dev\/simulator\/elevenlabs\/v1\/convai\/conversation\?/,
  );
  const socket = await openSocket(signed.signedUrl);
  socket.send({
    type: "conversation_initiation_client_data",
    conversation_config_override: {
      agent: { prompt: { prompt: "You are Pat." }, first_message: "Hello?", language: "en" },
    },
    source_info: { source: "js_sdk", version: PROVIDER_SDKS["@elevenlabs/client"] },
  });
  await socket.next("ping");
  socket.send({ type: "user_message", text: "Hi Pat, it's Sam from Northside Realty." });
  await socket.next("user_transcript");
  socket.close();
  const conversationId = new URL(signed.signedUrl).searchParams.get("conversation_id")!;
  for (let attempt = 0; attempt < 200 && (await simulator().getCall(conversationId))?.status !== "done"; attempt++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return conversationId;
}

describe(`the simulator's REST API, read by ${SDK}`, () => {
  it("a phone call: listed, got with transcript and metadata, its audio served, and the adapter reads the same", async () => {
    const call = await phoneCall();
    const sdk = officialSdk().conversationalAi.conversations;

    const details = await sdk.get(call.conversationId);
    expect(details).toMatchObject({
      conversationId: call.conversationId,
      agentId: env.ELEVENLABS_AGENT_ID,
      status: "done",
      hasAudio: true,
    });
    expect(details.transcript.map((turn) => turn.role)).toEqual(["agent", "user", "agent"]);
    expect(details.transcript[1]).toMatchObject({ message: "Hi, it's Sam from Acme Insurance, do you have a minute?" });
    expect(details.metadata.phoneCall).toMatchObject({ type: "twilio", callSid: call.callSid, direction: "inbound" });
    expect(details.metadata.conversationInitiationSource).toBe("twilio");
    expect(details.conversationInitiationClientData?.dynamicVariables?.session_id).toBe(call.sessionId);

    const page = await sdk.list({
      agentId: env.ELEVENLABS_AGENT_ID,
      callStartAfterUnix: details.metadata.startTimeUnixSecs,
      pageSize: 100,
    });
    const listed = page.conversations.find((row) => row.conversationId === call.conversationId);
    expect(listed).toMatchObject({
      status: "done",
      messageCount: 3,
      callDurationSecs: details.metadata.callDurationSecs,
      direction: "inbound",
    });

    const audio = new Uint8Array(await new Response(await sdk.audio.get(call.conversationId)).arrayBuffer());
    expect([audio[0], audio[1]]).toEqual([0xff, 0xfb]);

    // Our adapter, on the same answers, reads what the SDK read.
    const adapter = createElevenLabsClient({
      baseUrl: SIMULATOR_BASE,
      apiKey: env.ELEVENLABS_API_KEY!,
      fetch: (input, init) => SELF.fetch(new Request(input, init)),
    });
    const ours = await adapter.getConversation(call.conversationId);
    expect(ours.transcript.map((turn) => [turn.role, turn.message, turn.time_in_call_secs])).toEqual(
      details.transcript.map((turn) => [turn.role, turn.message, turn.timeInCallSecs]),
    );
    expect(ours.metadata?.phone_call?.call_sid).toBe(
      details.metadata.phoneCall?.type === "twilio" ? details.metadata.phoneCall.callSid : null,
    );
    expect(await adapter.getConversationAudio(call.conversationId)).toEqual(audio);
  });

  it("a browser call held on the WebSocket: signed, got with its transcript and the client's overrides", async () => {
    const conversationId = await browserCall();
    const details = await officialSdk().conversationalAi.conversations.get(conversationId);
    expect(details.metadata).toMatchObject({
      conversationInitiationSource: "js_sdk",
      conversationInitiationSourceVersion: PROVIDER_SDKS["@elevenlabs/client"],
    });
    expect(details.metadata.phoneCall).toBeUndefined();
    expect(details.transcript.map((turn) => turn.message)).toEqual([
      "Hello?",
      "Hi Pat, it's Sam from Northside Realty.",
      "I'm really not interested right now.",
    ]);
    expect(details.conversationInitiationClientData?.conversationConfigOverride?.agent).toMatchObject({
      firstMessage: "Hello?",
      language: "en",
    });
  });

  it("fails when the simulator drops a field the SDK requires, and only then", async () => {
    const call = await phoneCall();
    const required = {
      conversation: [
        "agent_id",
        "conversation_id",
        "status",
        "transcript",
        "metadata",
        "has_audio",
        "has_user_audio",
        "has_response_audio",
        "has_auxiliary_audio",
        "metadata.start_time_unix_secs",
        "metadata.call_duration_secs",
        "metadata.phone_call.call_sid",
        "metadata.phone_call.stream_sid",
        "transcript.0.role",
        "transcript.0.time_in_call_secs",
        "analysis.call_successful",
        "analysis.transcript_summary",
      ],
      list: [
        "conversations",
        "has_more",
        "conversations.0.conversation_id",
        "conversations.0.start_time_unix_secs",
        "conversations.0.call_duration_secs",
        "conversations.0.message_count",
        "conversations.0.status",
        "conversations.0.call_successful",
      ],
      signedUrl: ["signed_url"],
    };
    const optional = {
      conversation: [
        "agent_name",
        "user_id",
        "metadata.cost",
        "transcript.0.message",
        "conversation_initiation_client_data",
      ],
      list: ["next_cursor", "conversations.0.direction"],
      signedUrl: [] as string[],
    };
    const ask = (sdk: ReturnType<typeof officialSdk>) => ({
      conversation: () => sdk.conversationalAi.conversations.get(call.conversationId),
      list: () => sdk.conversationalAi.conversations.list({ agentId: env.ELEVENLABS_AGENT_ID }),
      signedUrl: () => sdk.conversationalAi.conversations.getSignedUrl({ agentId: env.ELEVENLABS_AGENT_ID! }),
    });
    for (const answer of ["conversation", "list", "signedUrl"] as const) {
      for (const field of required[answer]) {
        await expect(
          ask(officialSdk((body) => withoutField(body, field)))[answer](),
          `${answer} without ${field}`,
        ).rejects.toThrow(/Missing required key|Expected/);
      }
      for (const field of optional[answer]) await ask(officialSdk((body) => withoutField(body, field)))[answer]();
    }
  });
});

describe(`the webhooks the simulator posts, checked by ${SDK}'s verifier`, () => {
  it("accepts every post-call event the simulator sends, for phone and browser calls, and their data passes the SDK's schema", async () => {
    const calls = [
      await simulator().getCall((await phoneCall()).conversationId),
      await simulator().getCall(await browserCall()),
    ];
    const seen = new Set<string>();
    for (const call of calls as SimCall[]) {
      for (const plan of WEBHOOK_PLANS) {
        const posted: Request[] = [];
        await deliverPostCallWebhooks(
          env,
          async (input, init) => (posted.push(new Request(input, init)), new Response("{}")),
          call,
          plan,
        );
        for (const request of posted) {
          const event = (await officialSdk().webhooks.constructEvent(
            await request.text(),
            request.headers.get(SIGNATURE_HEADER)!,
            env.ELEVENLABS_WEBHOOK_SECRET!,
          )) as { type: string; data: Record<string, unknown> };
          expect(event.data.conversation_id).toBe(call.conversationId);
          seen.add(event.type);
          if (event.type === "post_call_transcription") {
            // The event's data is a GET conversation answer: the SDK's schema must take it too.
            const parsed = await officialSdk(() => event.data).conversationalAi.conversations.get(call.conversationId);
            expect(parsed.transcript.length).toBe(call.turns.length);
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(["call_initiation_failure", "post_call_audio", "post_call_transcription"]);
  });
});
