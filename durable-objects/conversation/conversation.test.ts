import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { quietConversation } from "../../worker/calls/testing/demo-calls";
import type { ConversationDO } from "./conversation-do";
import {
  CONNECT_WAIT_SECONDS,
  LINE_LEASE_MARGIN_SECONDS,
  NO_CALL_ERROR,
  UNDIALLED_LEASE_SECONDS,
  type Persona,
} from "./protocol";
import { WEBHOOK_WAIT_MS } from "./timing";

const persona: Persona = {
  scenarioId: null,
  scenarioName: "Test lead",
  vertical: "real_estate",
  prompt: "You are Pat Doe, a 50-year-old homeowner from Austin, Texas.",
  firstMessage: "Hello?",
  voiceId: "voice-1",
  customInstructions: null,
};

/** A conversation on a practice line of its own, leased as a start leases it. */
async function newConversation() {
  const conversationId = crypto.randomUUID();
  const phoneNumber = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const line = env.PHONE_LINES.getByName(phoneNumber);
  expect(await line.lease(conversationId, UNDIALLED_LEASE_SECONDS)).toBe(true);
  return { conversationId, phoneNumber, line, stub: env.CONVERSATIONS.getByName(conversationId) };
}

const call = { callSid: "CA0001", callerId: "+15550001111", agentId: "agent-1", providerConversationId: null };
const alarmOf = (stub: DurableObjectStub<ConversationDO>) =>
  runInDurableObject(stub, (_i: ConversationDO, state) => state.storage.getAlarm());

describe("ConversationDO", () => {
  it("waits a minute for the call, then until the time limit, and ends a connected call when it fires", async () => {
    const { conversationId, phoneNumber, line, stub } = await newConversation();
    const started = await stub.start({ conversationId, limitSeconds: 240, phoneNumber, persona });
    expect(started.status).toBe("started");
    expect(started.endsAt - started.startedAt).toBe(240_000);
    expect(await alarmOf(stub)).toBe(started.startedAt + CONNECT_WAIT_SECONDS * 1000);

    expect(await stub.connectCall(call)).toMatchObject({ accepted: true, sessionId: conversationId });
    await quietConversation(conversationId);
    // Connected: the line is held until the limit (and a margin), and the next alarm is the limit.
    const lease = await line.holder();
    expect(lease?.expiresAt).toBeGreaterThanOrEqual(started.endsAt + LINE_LEASE_MARGIN_SECONDS * 1000);
    expect(await alarmOf(stub)).toBe(started.endsAt);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const ended = await stub.getState();
    expect(ended).toMatchObject({ status: "completed", endedBy: "timeout", endedAt: started.endsAt });
    // Next it waits for the provider's webhooks, then falls back to asking the REST API.
    expect(ended!.timers.transcriptDue).toBe(started.endsAt + WEBHOOK_WAIT_MS);
    expect(await alarmOf(stub)).toBe(started.endsAt + WEBHOOK_WAIT_MS);
  });

  it("frees a line nobody dials after a minute, abandoning the call with a processing error the demo can show", async () => {
    const { conversationId, phoneNumber, line, stub } = await newConversation();
    const started = await stub.start({
      conversationId,
      limitSeconds: 240,
      phoneNumber,
      persona,
      holdKey: `demo-line:test-${conversationId}`,
    });
    await env.RATE_LIMITER.getByName(`demo-line:test-${conversationId}`).acquire(conversationId, 360_000);
    await runDurableObjectAlarm(stub);
    expect(await stub.getState()).toMatchObject({
      status: "abandoned",
      endedBy: "timeout",
      endedAt: started.startedAt + CONNECT_WAIT_SECONDS * 1000,
      pending: { releaseLine: false, releaseHold: false },
    });
    expect(await line.holder()).toBeNull();
    // The client's hold on a line is given back with it.
    expect(
      (await env.RATE_LIMITER.getByName(`demo-line:test-${conversationId}`).acquire("another-call", 1000)).allowed,
    ).toBe(true);
    expect(await stub.processingStatus()).toEqual({
      processingStatus: "failed",
      isReady: false,
      jobId: null,
      error: NO_CALL_ERROR,
      callStatus: "abandoned",
    });
    // A call that comes too late is not taken.
    expect((await stub.connectCall(call)).accepted).toBe(false);
  });

  it("keeps its state across stubs, and a second end (or a late alarm) changes nothing", async () => {
    const { conversationId, phoneNumber } = await newConversation();
    const t0 = Date.now();
    await env.CONVERSATIONS.getByName(conversationId).start({
      conversationId,
      limitSeconds: 240,
      phoneNumber,
      persona,
      now: t0,
    });
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
    const { conversationId, stub } = await newConversation();
    const first = await stub.start({ conversationId, limitSeconds: 240, now: 10_000 });
    const second = await stub.start({ conversationId, limitSeconds: 5, now: 99_000 });
    expect(second).toEqual(first);
  });

  it("stores nothing for an id it never started", async () => {
    const stub = env.CONVERSATIONS.getByName(crypto.randomUUID());
    expect(await stub.getState()).toBeNull();
    expect(await stub.processingStatus()).toBeNull();
    expect(await stub.end("trainee")).toBeNull();
    const tables = await runInDurableObject(stub, (_i: ConversationDO, state) =>
      state.storage.sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'")
        .toArray(),
    );
    expect(tables).toEqual([]);
  });

  it("takes one call only: the same call again is fine, another call is refused", async () => {
    const { conversationId, phoneNumber, stub } = await newConversation();
    await stub.start({ conversationId, limitSeconds: 240, phoneNumber, persona });
    expect((await stub.connectCall(call)).accepted).toBe(true);
    expect((await stub.connectCall(call)).accepted).toBe(true);
    expect((await stub.connectCall({ ...call, callSid: "CA0002" })).accepted).toBe(false);
    await stub.end("trainee");
    expect((await stub.connectCall(call)).accepted).toBe(false);
  });

  it("refuses a call to a line another conversation holds now", async () => {
    const { conversationId, phoneNumber, line, stub } = await newConversation();
    await stub.start({ conversationId, limitSeconds: 240, phoneNumber, persona });
    await line.release(conversationId);
    expect(await line.lease("someone-else", 60)).toBe(true);
    expect((await stub.connectCall(call)).accepted).toBe(false);
    expect((await stub.getState())?.status).toBe("started");
  });

  it("releases its practice line when the call ends", async () => {
    const { conversationId, phoneNumber, line, stub } = await newConversation();
    await stub.start({ conversationId, limitSeconds: 240, phoneNumber, persona });
    expect((await line.holder())?.conversationId).toBe(conversationId);
    await stub.end("trainee");
    expect(await line.holder()).toBeNull();
  });
});
