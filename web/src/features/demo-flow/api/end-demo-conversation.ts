import { useMutation } from "@tanstack/react-query";
import type { ConversationEndResponse } from "@domain/demo";
import { apiRequest } from "@/lib/api";

export const NO_CONVERSATION_ID = "No conversation ID available";

export async function endDemoConversation(conversationId: string | null): Promise<ConversationEndResponse> {
  if (!conversationId) throw new Error(NO_CONVERSATION_ID);
  const response = await apiRequest("POST", `/api/demo/conversation/${conversationId}/end`);
  return (await response.json()) as ConversationEndResponse;
}

export function useEndDemoConversation() {
  return useMutation({ mutationFn: endDemoConversation, retry: false });
}
