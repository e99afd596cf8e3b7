/** @file Test helper: a client of the simulator's conversation WebSocket, speaking the provider's messages by hand. */
import { SELF } from "cloudflare:test";
import type { ConversationInitiation, UserMessage } from "@elevenlabs/types";
import { expect } from "vitest";
import type { ServerEvent } from "../conversation-socket";

export interface ProviderSocket {
  /** Every event the server sent so far, in order. */
  received: ServerEvent[];
  send(
    message:
      | ConversationInitiation
      | UserMessage
      | { type: "pong"; event_id: number }
      | { user_audio_chunk: string }
      | Record<string, unknown>,
  ): void;
  /** The first event (after `from`) that matches; waits for it, bounded by attempts. */
  next<T extends ServerEvent["type"]>(type: T, from?: number): Promise<Extract<ServerEvent, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Opens a signed URL as @elevenlabs/client does: its `source`/`version` appended, the `convai` subprotocol asked for. */
export async function openSocket(signedUrl: string, init: { protocol?: string } = {}): Promise<ProviderSocket> {
  const response = await upgrade(signedUrl, init);
  expect(response.status, response.status === 101 ? "" : await response.text()).toBe(101);
  expect(response.headers.get("sec-websocket-protocol")).toBe("convai");
  const ws = response.webSocket!;
  ws.accept();
  const received: ServerEvent[] = [];
  let resolveClosed: (value: { code: number; reason: string }) => void = () => {};
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (resolveClosed = resolve));
  ws.addEventListener("message", (event) => {
    received.push(JSON.parse(event.data as string) as ServerEvent);
  });
  ws.addEventListener("close", (event) => resolveClosed({ code: event.code, reason: event.reason }));
  return {
    received,
    send: (message) => ws.send(JSON.stringify(message)),
    async next(type, from = 0) {
      for (let attempt = 0; attempt < 400; attempt++) {
        const found = received.slice(from).find((event) => event.type === type);
        if (found) return found as never;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`no ${type} event; received ${received.map((event) => event.type).join(", ")}`);
    },
    closed,
    close: () => ws.close(1000, "User ended conversation"),
  };
}

export function upgrade(signedUrl: string, init: { protocol?: string; upgrade?: boolean } = {}): Promise<Response> {
  const url = new URL(signedUrl);
  url.protocol = url.protocol === "wss:" ? "https:" : "http:";
  url.searchParams.set("source", "js_sdk");
  url.searchParams.set("version", "test");
  const headers: Record<string, string> = { "Sec-WebSocket-Protocol": init.protocol ?? "convai" };
  if (init.upgrade !== false) headers.Upgrade = "websocket";
  return SELF.fetch(url, { headers });
}
