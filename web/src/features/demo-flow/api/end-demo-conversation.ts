import { useMutation } from "@tanstack/react-query";
import { api, call, httpStatusOf, pathParams } from "@/lib/api";

export const NO_CONVERSATION_ID = "No conversation ID available";

export async function endDemoConversation(conversationId: string | null) {
  if (!conversationId) throw new Error(NO_CONVERSATION_ID);
  return call(api.demo.conversation[":conversationId"].end.$post({ param: pathParams({ conversationId }) }));
}

export function useEndDemoConversation() {
  return useMutation({ mutationFn: endDemoConversation, retry: false });
}

/** How often the page asks again to give back a line whose minute to dial is over, and how long it waits between. */
export const GIVE_BACK_ATTEMPTS = 3;
export const GIVE_BACK_RETRY_MS = 1000;

/**
 * Ends the call when its minute to dial is over, asking again while no answer came or the server failed (ending is
 * idempotent): a lost request must not leave the page showing a live line with 0:00 to dial. A refusal is final.
 */
export async function endUndialledCall(conversationId: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await endDemoConversation(conversationId);
    } catch (error) {
      const status = httpStatusOf(error);
      if (attempt >= GIVE_BACK_ATTEMPTS || (status !== undefined && status < 500)) throw error;
      await new Promise((resolve) => setTimeout(resolve, GIVE_BACK_RETRY_MS));
    }
  }
}
