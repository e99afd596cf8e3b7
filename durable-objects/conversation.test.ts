import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ConversationDO } from "./conversation";

describe("ConversationDO", () => {
  it("ends the call when its alarm fires at the time limit", async () => {
    const stub = env.CONVERSATIONS.getByName("conv-alarm");
    const started = await stub.start({ conversationId: "conv-alarm", limitSeconds: 240 });
    expect(started.status).toBe("started");
    expect(started.endsAt - started.startedAt).toBe(240_000);

    const alarmAt = await runInDurableObject(stub, (_instance: ConversationDO, state) => state.storage.getAlarm());
    expect(alarmAt).toBe(started.endsAt);

    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const ended = await stub.getState();
    expect(ended).toMatchObject({ status: "completed", endedBy: "timeout" });
  });

  it("keeps its state in storage across stubs, and ending twice changes nothing", async () => {
    await env.CONVERSATIONS.getByName("conv-persist").start({ conversationId: "conv-persist", limitSeconds: 240 });
    const first = await env.CONVERSATIONS.getByName("conv-persist").end("trainee", 1_000);
    const again = await env.CONVERSATIONS.getByName("conv-persist").end("timeout", 2_000);
    expect(first).toMatchObject({ status: "completed", endedBy: "trainee", endedAt: 1_000 });
    expect(again).toEqual(first);
    const stored = await runInDurableObject(env.CONVERSATIONS.getByName("conv-persist"), (_i: ConversationDO, state) =>
      state.storage.sql.exec<{ state: string }>("SELECT state FROM conversation").toArray(),
    );
    expect(JSON.parse(stored[0]!.state)).toMatchObject({ conversationId: "conv-persist", endedBy: "trainee" });
  });

  it("does not restart a conversation that exists", async () => {
    const stub = env.CONVERSATIONS.getByName("conv-once");
    const first = await stub.start({ conversationId: "conv-once", limitSeconds: 240, now: 10_000 });
    const second = await stub.start({ conversationId: "conv-once", limitSeconds: 5, now: 99_000 });
    expect(second).toEqual(first);
  });
});
