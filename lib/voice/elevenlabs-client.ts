/** @file REST client for the ElevenLabs Agents API (`xi-api-key`), with an injectable fetch. */
import type { z } from "zod";
import { DeadlineExceededError, withDeadline } from "../deadline";
import {
  conversationDetails,
  conversationList,
  signedUrlResponse,
  type ConversationDetails,
  type ConversationList,
} from "./elevenlabs-payloads";

/** Per request, body included: the REST fallback runs in the conversation's alarm, which must not hang. */
export const ELEVENLABS_REQUEST_TIMEOUT_MS = 15_000;

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
  listConversations(query: {
    agentId: string;
    callStartAfterUnix: number;
    callStartBeforeUnix?: number;
    pageSize?: number;
  }): Promise<ConversationList>;
  /**
   * A WebSocket URL for one browser conversation with a private agent (start within 15 minutes), and the id of
   * the conversation it opens (`include_conversation_id`), or null when the provider did not name it.
   */
  getSignedUrl(agentId: string): Promise<{ signedUrl: string; conversationId: string | null }>;
}

export function createElevenLabsClient(options: {
  baseUrl: string;
  apiKey: string;
  fetch: FetchLike;
  timeoutMs?: number;
}): ElevenLabsClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? ELEVENLABS_REQUEST_TIMEOUT_MS;

  /** One request and the reading of its body, within the deadline; a missed deadline is a 504. */
  async function request<T>(path: string, read: (response: Response) => Promise<T>): Promise<T> {
    const name = `ElevenLabs ${path.split("?")[0]}`;
    try {
      return await withDeadline(name, timeoutMs, async (signal) => {
        const response = await options.fetch(`${base}${path}`, { headers: { "xi-api-key": options.apiKey }, signal });
        if (!response.ok && response.status !== 404) {
          throw new ElevenLabsApiError(
            response.status,
            `${name} answered ${response.status}: ${await detail(response)}`,
          );
        }
        return read(response);
      });
    } catch (error) {
      if (error instanceof DeadlineExceededError) throw new ElevenLabsApiError(504, error.message);
      throw error;
    }
  }

  function json<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    return request(path, async (response) => {
      if (response.status === 404) throw new ElevenLabsApiError(404, `ElevenLabs ${path.split("?")[0]} was not found`);
      const parsed = schema.safeParse(await response.json());
      if (!parsed.success)
        throw new ElevenLabsApiError(502, `ElevenLabs ${path.split("?")[0]} answered an unexpected shape`);
      return parsed.data;
    });
  }

  return {
    getConversation: (id) => json(`/v1/convai/conversations/${encodeURIComponent(id)}`, conversationDetails),
    getConversationAudio: (id) =>
      request(`/v1/convai/conversations/${encodeURIComponent(id)}/audio`, async (response) =>
        response.status === 404 ? null : new Uint8Array(await response.arrayBuffer()),
      ),
    listConversations: (query) => {
      const params = new URLSearchParams({
        agent_id: query.agentId,
        call_start_after_unix: String(Math.floor(query.callStartAfterUnix)),
        page_size: String(query.pageSize ?? 100),
      });
      if (query.callStartBeforeUnix !== undefined)
        params.set("call_start_before_unix", String(Math.ceil(query.callStartBeforeUnix)));
      return json(`/v1/convai/conversations?${params}`, conversationList);
    },
    async getSignedUrl(agentId) {
      const params = new URLSearchParams({ agent_id: agentId, include_conversation_id: "true" });
      const answer = await json(`/v1/convai/conversation/get-signed-url?${params}`, signedUrlResponse);
      return {
        signedUrl: answer.signed_url,
        conversationId: answer.conversation_id ?? conversationIdOf(answer.signed_url),
      };
    },
  };
}

/** The conversation a signed URL opens, when the provider put it in the URL's query. */
function conversationIdOf(signedUrl: string): string | null {
  try {
    return new URL(signedUrl).searchParams.get("conversation_id") || null;
  } catch {
    return null;
  }
}

async function detail(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  return text.slice(0, 200) || response.statusText;
}
