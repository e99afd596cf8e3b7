import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../local-entry";
import { productionEnv } from "../auth/testing/fetch-with-env";
import { api, dial, hangUp, postJson, say, scenarioIds, settledStatus, startDemo } from "../calls/testing/demo-calls";
import { objectionsFromPrompt } from "./persona";

const SIM = "/api/dev/simulator";
const key = () => ({ "xi-api-key": env.ELEVENLABS_API_KEY! });

function requestAs(overrides: Partial<Env>, path: string, init: RequestInit = {}) {
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
  return app.fetch(new Request(`http://localhost:8787${path}`, init), { ...env, ...overrides }, ctx);
}

describe("the ElevenLabs simulator", () => {
  it("is refused outside development, and when the voice provider is ElevenLabs", async () => {
    const post = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phoneNumber: "+15125550147" }),
    };
    for (const overrides of [productionEnv, { VOICE_PROVIDER: "elevenlabs" }]) {
      expect((await requestAs(overrides, `${SIM}/calls`, post)).status).toBe(404);
      expect(
        (await requestAs(overrides, `${SIM}/elevenlabs/v1/convai/conversations/conv_x`, { headers: key() })).status,
      ).toBe(404);
      const hangup = await requestAs(overrides, `${SIM}/twilio/2010-04-01/Accounts/AC1/Calls/CA1.json`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${btoa("AC1:token")}` },
        body: "Status=completed",
      });
      expect(hangup.status).toBe(404);
    }
  });

  it("holds a call: the persona from our init webhook, its objections, a meeting, and the signed webhooks after", async () => {
    const response = await api(`/api/demo/scenarios?vertical=real_estate`);
    const [scenario] = (await response.json()) as Array<{ id: string; promptText: string }>;
    const started = await startDemo({ scenarioId: scenario!.id });
    const call = await dial(started.phoneNumber);
    expect(call.transcript).toEqual([{ speaker: "customer", text: call.firstMessage, timestamp: 0 }]);

    const objections = objectionsFromPrompt(scenario!.promptText);
    expect((await say(call.simCallId, "Hi, this is Sam with Northside Realty.")).reply).toBe(objections[0]);
    await say(call.simCallId, "I completely understand, and I appreciate your honesty.");
    await say(call.simCallId, "What would have to be true for you to consider selling?");
    const meeting = await say(call.simCallId, "Could we meet on Tuesday at 10am so I can show you recent sales?");
    expect(meeting.reply).toBe("Alright, Tuesday at 10am works for me. Send me a confirmation and we'll talk then.");
    expect(await say(call.simCallId, "Great, talk to you then. Goodbye!")).toMatchObject({ ended: true });

    // The lead hung up: the provider's webhooks follow on their own, and the analysis sees the booked meeting.
    const status = await settledStatus(started.conversationId);
    expect(status.processingStatus).toBe("completed");
    const view = await api(`${SIM}/calls/${call.simCallId}`);
    const held = (await view.json()) as { status: string; transcript: Array<{ speaker: string; timestamp: number }> };
    expect(held.status).toBe("done");
    expect(held.transcript.map((t) => t.speaker)).toEqual(["customer", ...Array(5).fill(["agent", "customer"]).flat()]);
    // Typed lines keep speaking time: each turn starts after the previous one could have been said.
    const times = held.transcript.map((t) => t.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)!).toBeGreaterThan(20);
    expect((await postJson(`${SIM}/calls/${call.simCallId}/say`, { text: "Hello?" })).status).toBe(409);
  });

  it("serves the REST API the adapter uses, behind xi-api-key", async () => {
    const [scenarioId] = await scenarioIds("insurance");
    const started = await startDemo({ scenarioId: scenarioId! });
    const call = await dial(started.phoneNumber);
    await say(call.simCallId, "Hi, it's Sam from Acme Insurance, do you have a minute?");
    await hangUp(call.simCallId, "none");

    const unauthorised = await api(`${SIM}/elevenlabs/v1/convai/conversations/${call.simCallId}`, {
      headers: { "xi-api-key": "wrong" },
    });
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toEqual({ detail: { status: "invalid_api_key", message: "Invalid API key" } });

    const details = (await (
      await api(`${SIM}/elevenlabs/v1/convai/conversations/${call.simCallId}`, { headers: key() })
    ).json()) as {
      metadata: { phone_call: unknown };
      conversation_initiation_client_data: { dynamic_variables: { session_id: string } };
      transcript: Array<{ role: string }>;
    };
    expect(details).toMatchObject({ conversation_id: call.simCallId, status: "done", has_audio: true });
    expect(details.metadata.phone_call).toMatchObject({
      type: "twilio",
      call_sid: call.callSid,
      agent_number: started.phoneNumber,
    });
    expect(details.conversation_initiation_client_data.dynamic_variables.session_id).toBe(started.conversationId);
    expect(details.transcript.map((t) => t.role)).toEqual(["agent", "user", "agent"]);

    const list = (await (
      await api(
        `${SIM}/elevenlabs/v1/convai/conversations?agent_id=${env.ELEVENLABS_AGENT_ID}&call_start_after_unix=0`,
        { headers: key() },
      )
    ).json()) as { conversations: Array<{ conversation_id: string }> };
    expect(list.conversations.map((c) => c.conversation_id)).toContain(call.simCallId);

    const audio = await api(`${SIM}/elevenlabs/v1/convai/conversations/${call.simCallId}/audio`, { headers: key() });
    expect(audio.headers.get("content-type")).toBe("audio/mpeg");
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfb]);

    const missing = await api(`${SIM}/elevenlabs/v1/convai/conversations/conv_missing`, { headers: key() });
    expect(missing.status).toBe(404);
    await postJson(`/api/demo/conversation/${started.conversationId}/end`);
  });

  it("plays a call the provider could not set up: only call_initiation_failure follows, and the call fails saying so", async () => {
    const [scenarioId] = await scenarioIds("insurance");
    const started = await startDemo({ scenarioId: scenarioId! });
    const call = await dial(started.phoneNumber);
    const ended = await hangUp(call.simCallId, "initiation-failure");
    expect(ended.deliveries).toEqual([{ type: "call_initiation_failure", status: 200 }]);
    expect(await settledStatus(started.conversationId)).toMatchObject({
      processingStatus: "failed",
      error: "The call could not be connected (no-answer).",
    });
  });

  it("refuses bad phone input with clear 4xx", async () => {
    expect((await postJson(`${SIM}/calls`, { phoneNumber: "" })).status).toBe(400);
    expect((await postJson(`${SIM}/calls/conv_missing/say`, { text: "Hi" })).status).toBe(404);
    expect((await postJson(`${SIM}/calls/conv_missing/hangup`)).status).toBe(404);
  });
});
