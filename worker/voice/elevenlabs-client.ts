/** @file REST client for the ElevenLabs Agents API (`xi-api-key`), with an injectable fetch. */
import type { z } from "zod";
import {
  conversationDetails,
  conversationList,
  signedUrlResponse,
  type ConversationDetails,
  type ConversationList,
} from "./elevenlabs-payloads";

export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export class ElevenLabsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ElevenLabsApiError";
  }
}

export interface ElevenLabsClient {
  getConversation(conversationId: string): Promise<ConversationDetails>;
  /** The call's MP3, or null when the provider keeps no audio for it. */
  getConversationAudio(conversationId: string): Promise<Uint8Array | null>;
  listConversations(query: { agentId: string; callStartAfterUnix: number; pageSize?: number }): Promise<ConversationList>;
  /** A WebSocket URL for one browser conversation with a private agent (start within 15 minutes). */
  getSignedUrl(agentId: string): Promise<string>;
}

export function createElevenLabsClient(options: { baseUrl: string; apiKey: string; fetch: FetchLike }): ElevenLabsClient {
  const base = options.baseUrl.replace(/\/+$/, "");

  async function request(path: string): Promise<Response> {
    const response = await options.fetch(`${base}${path}`, { headers: { "xi-api-key": options.apiKey } });
    if (!response.ok && response.status !== 404) {
      throw new ElevenLabsApiError(response.status, `ElevenLabs ${path.split("?")[0]} answered ${response.status}: ${await detail(response)}`);
    }
    return response;
  }

  async function json<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const response = await request(path);
    if (response.status === 404) throw new ElevenLabsApiError(404, `ElevenLabs ${path.split("?")[0]} was not found`);
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) throw new ElevenLabsApiError(502, `ElevenLabs ${path.split("?")[0]} answered an unexpected shape`);
    return parsed.data;
  }

  return {
    getConversation: (id) => json(`/v1/convai/conversations/${encodeURIComponent(id)}`, conversationDetails),
    async getConversationAudio(id) {
      const response = await request(`/v1/convai/conversations/${encodeURIComponent(id)}/audio`);
      if (response.status === 404) return null;
      return new Uint8Array(await response.arrayBuffer());
    },
    listConversations: (query) => {
      const params = new URLSearchParams({
        agent_id: query.agentId,
        call_start_after_unix: String(Math.floor(query.callStartAfterUnix)),
        page_size: String(query.pageSize ?? 100),
      });
      return json(`/v1/convai/conversations?${params}`, conversationList);
    },
    async getSignedUrl(agentId) {
      const params = new URLSearchParams({ agent_id: agentId });
      return (await json(`/v1/convai/conversation/get-signed-url?${params}`, signedUrlResponse)).signed_url;
    },
  };
}

async function detail(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  return text.slice(0, 200) || response.statusText;
}
