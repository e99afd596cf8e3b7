import { describe, expect, it } from "vitest";
import type { ElevenLabsClient } from "../../lib/voice/elevenlabs-client";
import type { ConversationDetails } from "../../lib/voice/elevenlabs-payloads";
import { findProviderConversation } from "./provider-lookup";

const T0 = 1_800_000_000;

/** An agent's conversations as the provider keeps them; records what the lookup asked for. */
function providerWith(conversations: Array<{ id: string; start: number; sessionId: string; callSid?: string }>) {
  const asked = { lists: [] as Array<Parameters<ElevenLabsClient["listConversations"]>[0]>, details: [] as string[] };
  const details = (id: string): ConversationDetails => {
    const conversation = conversations.find((c) => c.id === id)!;
    return {
      agent_id: "agent-1",
      conversation_id: id,
      status: "done",
      transcript: [],
      metadata: { phone_call: { type: "twilio", call_sid: conversation.callSid ?? `CA-${id}` } },
      conversation_initiation_client_data: { dynamic_variables: { session_id: conversation.sessionId } },
    } as ConversationDetails;
  };
  const client: ElevenLabsClient = {
    async getConversation(id) {
      asked.details.push(id);
      return details(id);
    },
    async getConversationAudio() {
      return null;
    },
    async listConversations(query) {
      asked.lists.push(query);
      const inWindow = conversations.filter(
        (c) => c.start >= query.callStartAfterUnix && c.start <= (query.callStartBeforeUnix ?? Infinity),
      );
      const newestFirst = [...inWindow].sort((a, b) => b.start - a.start).slice(0, query.pageSize ?? 30);
      return {
        conversations: newestFirst.map((c) => ({ conversation_id: c.id, start_time_unix_secs: c.start })),
        has_more: false,
      };
    },
    async getSignedUrl() {
      return { signedUrl: "wss://example.test", conversationId: null };
    },
  };
  return { client, asked };
}

const ours = { sessionId: "our-session", callSid: "CA-ours" };
const call = {
  providerConversationId: null,
  sessionId: ours.sessionId,
  callSid: null,
  agentId: "agent-1",
  startedAtMs: T0 * 1000,
  connectedAtMs: (T0 + 5) * 1000,
  endedAtMs: (T0 + 100) * 1000,
};

describe("findProviderConversation", () => {
  it("finds our call among many the one agent took at the same time, nearest in time first", async () => {
    // 60 other calls, most of them newer than ours: ours is not among the 20 most recent.
    const others = Array.from({ length: 60 }, (_, i) => ({
      id: `conv_other_${i}`,
      start: T0 + 6 + i,
      sessionId: `other-${i}`,
    }));
    const provider = providerWith([...others, { id: "conv_ours", start: T0 + 5, sessionId: ours.sessionId }]);
    const found = await findProviderConversation(provider.client, call);
    expect(found?.conversation_id).toBe("conv_ours");
    expect(provider.asked.details[0]).toBe("conv_ours");
    expect(provider.asked.lists[0]).toMatchObject({
      agentId: "agent-1",
      callStartAfterUnix: T0 - 120,
      callStartBeforeUnix: T0 + 100 + 120,
      pageSize: 100,
    });
  });

  it("matches by the Twilio call SID when the session id was not echoed", async () => {
    const provider = providerWith([{ id: "conv_a", start: T0 + 5, sessionId: "none", callSid: ours.callSid }]);
    expect((await findProviderConversation(provider.client, { ...call, callSid: ours.callSid }))?.conversation_id).toBe(
      "conv_a",
    );
  });

  it("finds nothing when no conversation in the window is ours, or there is no agent to ask about", async () => {
    const provider = providerWith([
      { id: "conv_b", start: T0 + 5, sessionId: "someone-else" },
      { id: "conv_late", start: T0 + 400, sessionId: ours.sessionId },
    ]);
    expect(await findProviderConversation(provider.client, call)).toBeNull();
    expect(provider.asked.details).toEqual(["conv_b"]);
    expect(await findProviderConversation(provider.client, { ...call, agentId: null })).toBeNull();
  });

  it("asks for the conversation directly when the provider's id is known", async () => {
    const provider = providerWith([{ id: "conv_known", start: T0, sessionId: ours.sessionId }]);
    expect(
      (await findProviderConversation(provider.client, { ...call, providerConversationId: "conv_known" }))
        ?.conversation_id,
    ).toBe("conv_known");
    expect(provider.asked.lists).toEqual([]);
  });
});
