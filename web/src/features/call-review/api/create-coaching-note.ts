import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CoachingNoteInput } from "@domain/call-review-input";
import { api, call, pathParams } from "@/lib/api";
import { reviewKeys } from "./query-keys";

export const createCoachingNote = (sessionId: string, input: CoachingNoteInput) =>
  call(api["call-reviews"][":id"].notes.$post({ param: pathParams({ id: sessionId }), json: input }));

export function useCreateCoachingNote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoachingNoteInput) => createCoachingNote(sessionId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.practice(sessionId) }),
  });
}
