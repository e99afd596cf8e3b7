import { useMutation } from "@tanstack/react-query";
import { api, call, pathParams } from "@/lib/api";

export const NO_CONVERSATION_ID = "No conversation ID available";

export async function endDemoConversation(conversationId: string | null) {
  if (!conversationId) throw new Error(NO_CONVERSATION_ID);
  return call(api.demo.conversation[":conversationId"].end.$post({ param: pathParams({ conversationId }) }));
}

export function useEndDemoConversation() {
  return useMutation({ mutationFn: endDemoConversation, retry: false });
}
