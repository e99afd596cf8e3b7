import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, pathParams, send } from "@/lib/api";
import { reviewKeys } from "./query-keys";

export const deleteCoachingNote = (sessionId: string, noteId: string) =>
  send(api["call-reviews"][":id"].notes[":noteId"].$delete({ param: pathParams({ id: sessionId, noteId }) }));

export function useDeleteCoachingNote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteCoachingNote(sessionId, noteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.practice(sessionId) }),
  });
}
