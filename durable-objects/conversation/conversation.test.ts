import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { quietConversation } from "../../worker/pipeline/testing/demo-calls";
import { WEBHOOK_WAIT_MS } from "./timing";
import type { ConversationDO } from "./conversation-do";
import type { Persona } from "./protocol";
import { NO_CALL_ERROR } from "./protocol";

const persona: Persona = {
  scenarioId: null,
  scenarioName: "Test lead",
  vertical: "real_estate",
  prompt: "You are Pat Doe, a 50-year-old homeowner from Austin, Texas.",
  firstMessage: "Hello?",
  voiceId: "voice-1",
  customInstructions: null,
};

function newConversation() {
  const conversationId = crypto.randomUUID();
  return { conversationId, stub: env.CONVERSATIONS.getByName(conversationId) };
}

const call = { callSid: "CA0001", callerId: "+15550001111", agentId: "agent-1", providerConversationId: null };

describe("ConversationDO", () => {
  it("sets its alarm at the time limit and ends a connected call when it fires", async () => {
    const { conversationId, stub } = newConversation();
    const started = await stub.start({ conversationId, limitSeconds: 240, persona });
    expect(started.status).toBe("started");
    expect(started.endsAt - started.startedAt).toBe(240_000);
    expect(await runInDurableObject(stub, (_i: ConversationDO, state) => state.storage.getAlarm())).toBe(started.endsAt);

    expect(await stub.connectCall(call)).toMatchObject({ accepted: true, sessionId: conversationId });
    await quietConversation(conversationId);
    expect(await runInDurableObject(stub, (_i: ConversationDO, state) => state.storage.getAlarm())).toBe(started.endsAt);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const ended = await stub.getState();
    expect(ended).toMatchObject({ status: "completed", endedBy: "timeout", endedAt: started.endsAt });
    // Next it waits for the provider's webhooks, then falls back to asking the REST API.
    expect(ended!.timers.transcriptDue).toBe(started.endsAt + WEBHOOK_WAIT_MS);
    expect(await runInDurableObject(stub, (_i: ConversationDO, state) => state.storage.getAlarm())).toBe(started.endsAt + WEBHOOK_WAIT_MS);
  });

  it("abandons a conversation nobody called, with a processing error the demo can show", async () => {
    const { conversationId, stub } = newConversation();
    await stub.start({ conversationId, limitSeconds: 240, persona });
    await runDurableObjectAlarm(stub);
    expect(await stub.getState()).toMatchObject({ status: "abandoned", endedBy: "timeout" });
    expect(await stub.processingStatus()).toEqual({
      processingStatus: "failed",
      isReady: false,
      jobId: null,
      error: NO_CALL_ERROR,
      callStatus: "abandoned",
    });
  });

  it("keeps its state across stubs, and a second end (or a late alarm) changes nothing", async () => {
    const { conversationId } = newConversation();
    const t0 = Date.now();
    await env.CONVERSATIONS.getByName(conversationId).start({ conversationId, limitSeconds: 240, persona, now: t0 });
    await env.CONVERSATIONS.getByName(conversationId).connectCall({ ...call, now: t0 + 1_000 });
    const first = await env.CONVERSATIONS.getByName(conversationId).end("trainee", t0 + 2_000);
    const again = await env.CONVERSATIONS.getByName(conversationId).end("timeout", t0 + 3_000);
    expect(first).toMatchObject({ status: "completed", endedBy: "trainee", endedAt: t0 + 2_000 });
    expect(again).toEqual(first);
    const stored = await runInDurableObject(env.CONVERSATIONS.getByName(conversationId), (_i: ConversationDO, state) =>
      state.storage.sql.exec<{ state: string }>("SELECT state FROM conversation").toArray(),
    );
    expect(JSON.parse(stored[0]!.state)).toMatchObject({ conversationId, endedBy: "trainee" });
  });

  it("does not restart a conversation that exists", async () => {
    const { conversationId, stub } = newConversation();
    const first = await stub.start({ conversationId, limitSeconds: 240, now: 10_000 });
    const second = await stub.start({ conversationId, limitSeconds: 5, now: 99_000 });
    expect(second).toEqual(first);
  });

  it("stores nothing for an id it never started", async () => {
    const { stub } = newConversation();
    expect(await stub.getState()).toBeNull();
    expect(await stub.processingStatus()).toBeNull();
    expect(await stub.end("trainee")).toBeNull();
    const tables = await runInDurableObject(stub, (_i: ConversationDO, state) =>
      state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'").toArray(),
    );
    expect(tables).toEqual([]);
  });

  it("takes one call only: the same call again is fine, another call is refused", async () => {
    const { conversationId, stub } = newConversation();
    await stub.start({ conversationId, limitSeconds: 240, persona });
    expect((await stub.connectCall(call)).accepted).toBe(true);
    expect((await stub.connectCall(call)).accepted).toBe(true);
    expect((await stub.connectCall({ ...call, callSid: "CA0002" })).accepted).toBe(false);
    await stub.end("trainee");
    expect((await stub.connectCall(call)).accepted).toBe(false);
  });

  it("releases its practice line when the call ends", async () => {
    const { conversationId, stub } = newConversation();
    const phoneNumber = "+15550009999";
    const line = env.PHONE_LINES.getByName(phoneNumber);
    expect(await line.lease(conversationId, 360)).toBe(true);
    await stub.start({ conversationId, limitSeconds: 240, phoneNumber, persona });
    expect((await line.holder())?.conversationId).toBe(conversationId);
    await stub.end("trainee");
    expect(await line.holder()).toBeNull();
  });
});
