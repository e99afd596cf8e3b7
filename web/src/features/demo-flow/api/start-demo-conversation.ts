import { useMutation } from "@tanstack/react-query";
import type { ConversationStartResponse, StartConversationInput } from "@domain/demo";
import { apiRequest } from "@/lib/api";

export async function startDemoConversation(input: StartConversationInput): Promise<ConversationStartResponse> {
  const response = await apiRequest("POST", "/api/demo/conversation/start", input);
  return (await response.json()) as ConversationStartResponse;
}

/** No retry: a second start would lease a second practice line. */
export function useStartDemoConversation() {
  return useMutation({ mutationFn: startDemoConversation, retry: false });
}
