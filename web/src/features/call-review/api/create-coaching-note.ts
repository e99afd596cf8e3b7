import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CoachingNote } from "@domain/call-review";
import type { CoachingNoteInput } from "@domain/call-review-input";
import { apiRequest } from "@/lib/api";
import { reviewKeys } from "./query-keys";

export async function createCoachingNote(sessionId: string, input: CoachingNoteInput): Promise<CoachingNote> {
  return (await (await apiRequest("POST", `/api/call-reviews/${encodeURIComponent(sessionId)}/notes`, input)).json()) as CoachingNote;
}

export function useCreateCoachingNote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoachingNoteInput) => createCoachingNote(sessionId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.practice(sessionId) }),
  });
}
