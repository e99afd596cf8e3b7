import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, eventually, hangUp } from "../calls/testing/demo-calls";
import { decodeBase64 } from "../../lib/voice/base64";
import { openSocket, upgrade } from "./testing/provider-socket";

const SIM = "/api/dev/simulator";
const key = () => ({ "xi-api-key": env.ELEVENLABS_API_KEY! });

async function signed(): Promise<{ signedUrl: string; conversationId: string }> {
  const response = await api(
    `${SIM}/elevenlabs/v1/convai/conversation/get-signed-url?agent_id=${env.ELEVENLABS_AGENT_ID}&include_conversation_id=true`,
    { headers: key() },
  );
  expect(response.status).toBe(200);
  const { signed_url: signedUrl } = (await response.json()) as { signed_url: string };
  return { signedUrl, conversationId: new URL(signedUrl).searchParams.get("conversation_id")! };
}

async function details(conversationId: string) {
  const response = await api(`${SIM}/elevenlabs/v1/convai/conversations/${conversationId}`, { headers: key() });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & {
      status: string;
      transcript: Array<{ role: string; message: string }>;
    },
  };
}

const initiation = (override: Record<string, unknown>) => ({
  type: "conversation_initiation_client_data" as const,
  conversation_config_override: override,
  source_info: { source: "js_sdk", version: "test" },
});
const PAT = {
  agent: { prompt: { prompt: "You are Pat." }, first_message: "Hi, who's this?", language: "en" },
  tts: { voice_id: "voice-9" },
};

describe("the simulator's conversation WebSocket (the signed URL)", () => {
  it("is opened once, with its signature, as a WebSocket asking for the convai subprotocol", async () => {
    const { signedUrl, conversationId } = await signed();
    expect(new URL(signedUrl).protocol).toBe("ws:");
    const forged = new URL(signedUrl);
    forged.searchParams.set("conversation_signature", "forged");
    expect((await upgrade(forged.toString())).status).toBe(403);
    const otherAgent = new URL(signedUrl);
    otherAgent.searchParams.set("agent_id", "agent_other");
    expect((await upgrade(otherAgent.toString())).status).toBe(403);
    expect((await upgrade(signedUrl, { upgrade: false })).status).toBe(426);
    // Not a conversation until the client sends its initiation data.
    expect((await details(conversationId)).status).toBe(404);
    const socket = await openSocket(signedUrl);
    expect((await upgrade(signedUrl)).status).toBe(403);
    socket.close();
  });

  it("answers the client's overrides with the metadata, the lead's first line with audio, and pings", async () => {
    const { signedUrl, conversationId } = await signed();
    const socket = await openSocket(signedUrl);
    socket.send(initiation(PAT));
    const metadata = await socket.next("conversation_initiation_metadata");
    expect(socket.received[0]).toBe(metadata);
    expect(metadata.conversation_initiation_metadata_event).toEqual({
      conversation_id: conversationId,
      agent_output_audio_format: "pcm_16000",
      user_input_audio_format: "pcm_16000",
    });
    const first = await socket.next("agent_response");
    expect(first.agent_response_event.agent_response).toBe("Hi, who's this?");
    const audio = socket.received.filter((event) => event.type === "audio");
    expect(audio.length).toBeGreaterThan(0);
    expect(audio.every((event) => event.audio_event.event_id === first.agent_response_event.event_id)).toBe(true);
    // 16-bit PCM at 16 kHz, as long as the line takes to say (2 s for four words), and not silent.
    const pcm = audio.map((event) => decodeBase64(event.audio_event.audio_base_64)!);
    expect(pcm.reduce((bytes, chunk) => bytes + chunk.length, 0)).toBe(2 * 16_000 * 2);
    expect(pcm[0]!.some((byte) => byte !== 0)).toBe(true);
    const ping = await socket.next("ping");
    socket.send({ type: "pong", event_id: ping.ping_event.event_id });
    socket.send({ user_audio_chunk: "AAAA" });

    // The provider keeps the conversation with the overrides it was given, from the JS SDK.
    const live = await details(conversationId);
    expect(live.body).toMatchObject({
      status: "in-progress",
      metadata: { conversation_initiation_source: "js_sdk", phone_call: null },
    });
    expect(
      (live.body.conversation_initiation_client_data as { conversation_config_override: unknown })
        .conversation_config_override,
    ).toEqual(PAT);

    // A typed line is heard as said: its transcript, then the lead's answer (the persona's fallback objection).
    const before = socket.received.length;
    socket.send({ type: "user_message", text: "Hi Pat, this is Sam from Northside Realty." });
    const heard = await socket.next("user_transcript", before);
    expect(heard.user_transcription_event.user_transcript).toBe("Hi Pat, this is Sam from Northside Realty.");
    const reply = await socket.next("agent_response", before);
    expect(reply.agent_response_event.event_id).toBeGreaterThan(heard.user_transcription_event.event_id);
    expect(reply.agent_response_event.agent_response).toBe("I'm really not interested right now.");

    socket.close();
    const ended = await eventually(
      () => details(conversationId),
      (read) => read.body.status === "done",
    );
    expect(ended.body.transcript.map((turn) => [turn.role, turn.message])).toEqual([
      ["agent", "Hi, who's this?"],
      ["user", "Hi Pat, this is Sam from Northside Realty."],
      ["agent", "I'm really not interested right now."],
    ]);
    const view = (await (await api(`${SIM}/calls/${conversationId}`)).json()) as { socket: unknown };
    expect(view.socket).toEqual({ source: "js_sdk", version: "test", pings: 2, pongs: 1, userAudioChunks: 1 });
  });

  it("lets the trainee keep the turn while a line trails off: heard, and the lead waits for the end of the sentence", async () => {
    const { signedUrl, conversationId } = await signed();
    const socket = await openSocket(signedUrl);
    socket.send(initiation(PAT));
    await socket.next("ping");
    const before = socket.received.length;
    socket.send({ type: "user_message", text: "Hi Pat, this is Sam, and the reason I am calling is..." });
    const heard = await socket.next("user_transcript", before);
    expect(heard.user_transcription_event.user_transcript).toBe(
      "Hi Pat, this is Sam, and the reason I am calling is...",
    );
    socket.send({ type: "user_message", text: "that your street sold fast this spring. How is your year going?" });
    const reply = await socket.next("agent_response", before);
    // Nothing answered the unfinished line: the lead's only reply follows the finished one.
    const events = socket.received
      .slice(before)
      .map((event) => event.type)
      .filter((type) => type !== "audio" && type !== "ping");
    expect(events).toEqual(["user_transcript", "user_transcript", "agent_response"]);
    expect(reply.agent_response_event.agent_response).toBeTruthy();
    socket.close();
    const ended = await eventually(
      () => details(conversationId),
      (read) => read.body.status === "done",
    );
    expect(ended.body.transcript.map((turn) => turn.role)).toEqual(["agent", "user", "user", "agent"]);
  });

  it("hangs up as the agent's end_call tool when the lead says goodbye", async () => {
    const { signedUrl, conversationId } = await signed();
    const socket = await openSocket(signedUrl);
    socket.send(initiation(PAT));
    await socket.next("ping");
    socket.send({ type: "user_message", text: "Thanks for your time, goodbye!" });
    const tool = await socket.next("agent_tool_response");
    expect(tool.agent_tool_response).toMatchObject({ tool_name: "end_call", is_called: true, is_error: false });
    expect(await socket.closed).toEqual({ code: 1000, reason: "The agent ended the call" });
    expect((await details(conversationId)).body.status).toBe("done");
  });

  it("is closed by the provider when the conversation ends elsewhere (a hang-up, the provider's cap)", async () => {
    const { signedUrl, conversationId } = await signed();
    const socket = await openSocket(signedUrl);
    socket.send(initiation(PAT));
    await socket.next("ping");
    expect((await hangUp(conversationId, "none")).status).toBe("done");
    expect(await socket.closed).toEqual({ code: 1000, reason: "The conversation ended" });
  });

  it("refuses an override the agent does not allow, and a first message that is not the initiation data", async () => {
    for (const [send, errorType] of [
      [initiation({ ...PAT, tts: { voice_id: "voice-9", speed: 1.2 } }), "override_error"],
      [{ type: "user_message", text: "Hello?" }, "invalid_message"],
    ] as const) {
      const { signedUrl, conversationId } = await signed();
      const socket = await openSocket(signedUrl);
      socket.send(send);
      const error = await socket.next("error");
      expect(error.error_event).toMatchObject({ code: 1008, error_type: errorType });
      expect((await socket.closed).code).toBe(1008);
      expect((await details(conversationId)).status).toBe(404);
    }
  });
});
