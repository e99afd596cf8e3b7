import { describe, expect, it } from "vitest";
import { createElevenLabsClient, ElevenLabsApiError } from "./elevenlabs-client";

/** api.elevenlabs.io as a fake: answers by path the way the real API does, and records what it was asked. */
function fakeElevenLabs(routes: Record<string, () => Response>, apiKey = "key-1") {
  const requests: Request[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    const url = new URL(request.url);
    const route = routes[url.pathname];
    if (request.headers.get("xi-api-key") !== "key-1") {
      return Response.json({ detail: { status: "invalid_api_key", message: "Invalid API key" } }, { status: 401 });
    }
    return route ? route() : Response.json({ detail: { status: "not_found", message: "Not found" } }, { status: 404 });
  };
  return { client: createElevenLabsClient({ baseUrl: "https://api.example.test/", apiKey, fetch }), requests };
}

describe("ElevenLabs REST client", () => {
  it("gets a conversation with xi-api-key and reads its wire shape", async () => {
    const { client, requests } = fakeElevenLabs({
      "/v1/convai/conversations/conv_1": () =>
        Response.json({
          agent_id: "a",
          conversation_id: "conv_1",
          status: "done",
          transcript: [{ role: "user", message: "Hi", time_in_call_secs: 1 }],
          has_audio: true,
        }),
    });
    const details = await client.getConversation("conv_1");
    expect(details).toMatchObject({ conversation_id: "conv_1", status: "done", has_audio: true });
    expect(details.transcript).toEqual([{ role: "user", message: "Hi", time_in_call_secs: 1 }]);
    expect(requests[0]!.url).toBe("https://api.example.test/v1/convai/conversations/conv_1");
    expect(requests[0]!.headers.get("xi-api-key")).toBe("key-1");
  });

  it("returns the MP3 bytes, or null when the provider has no audio", async () => {
    const { client } = fakeElevenLabs({
      "/v1/convai/conversations/conv_1/audio": () =>
        new Response(new Uint8Array([0xff, 0xfb, 1]), { headers: { "content-type": "audio/mpeg" } }),
    });
    expect(await client.getConversationAudio("conv_1")).toEqual(new Uint8Array([0xff, 0xfb, 1]));
    expect(await client.getConversationAudio("conv_2")).toBeNull();
  });

  it("lists an agent's conversations since a time, and signs a browser session URL", async () => {
    const { client, requests } = fakeElevenLabs({
      "/v1/convai/conversations": () =>
        Response.json({ conversations: [{ conversation_id: "conv_1", start_time_unix_secs: 5 }], has_more: false }),
      "/v1/convai/conversation/get-signed-url": () =>
        Response.json({
          signed_url:
            "wss://api.example.test/v1/convai/conversation?agent_id=a&conversation_id=conv_9&conversation_signature=s",
        }),
    });
    expect((await client.listConversations({ agentId: "a", callStartAfterUnix: 100.7 })).conversations).toHaveLength(1);
    expect(new URL(requests[0]!.url).search).toBe("?agent_id=a&call_start_after_unix=100&page_size=100");
    expect(await client.getSignedUrl("a")).toEqual({
      signedUrl:
        "wss://api.example.test/v1/convai/conversation?agent_id=a&conversation_id=conv_9&conversation_signature=s",
      conversationId: "conv_9",
    });
    expect(Object.fromEntries(new URL(requests[1]!.url).searchParams)).toEqual({
      agent_id: "a",
      include_conversation_id: "true",
    });
  });

  it("throws ElevenLabsApiError with the status on refusals and unexpected shapes", async () => {
    const { client } = fakeElevenLabs({ "/v1/convai/conversations/odd": () => Response.json({ nothing: true }) });
    await expect(client.getConversation("missing")).rejects.toMatchObject({ status: 404 });
    await expect(client.getConversation("odd")).rejects.toMatchObject({ status: 502 });
    const wrongKey = fakeElevenLabs({}, "not-the-key").client;
    await expect(wrongKey.getConversation("conv_1")).rejects.toBeInstanceOf(ElevenLabsApiError);
    await expect(wrongKey.getConversationAudio("conv_1")).rejects.toMatchObject({ status: 401 });
  });

  it("gives up with a 504 on a provider that does not answer, or stalls mid-body, within the deadline", async () => {
    const hangs = (_input: Request | string | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    const silent = createElevenLabsClient({
      baseUrl: "https://api.example.test",
      apiKey: "key-1",
      fetch: hangs,
      timeoutMs: 20,
    });
    await expect(silent.getConversation("conv_1")).rejects.toMatchObject({ name: "ElevenLabsApiError", status: 504 });

    const stalled = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new Uint8Array([0xff, 0xfb])),
    });
    const stalls = async () => new Response(stalled, { headers: { "content-type": "audio/mpeg" } });
    const slowBody = createElevenLabsClient({
      baseUrl: "https://api.example.test",
      apiKey: "key-1",
      fetch: stalls,
      timeoutMs: 20,
    });
    await expect(slowBody.getConversationAudio("conv_1")).rejects.toMatchObject({ status: 504 });
  });
});
