import { useMutation } from "@tanstack/react-query";
import type { StartConversationInput } from "@domain/demo";
import { api, call } from "@/lib/api";

export const startDemoConversation = (input: StartConversationInput) =>
  call(api.demo.conversation.start.$post({ json: input }));

/** No retry: a second start would lease a second practice line. */
export function useStartDemoConversation() {
  return useMutation({ mutationFn: startDemoConversation, retry: false });
}
