import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { reviewKeys } from "./query-keys";

export async function deleteCoachingNote(sessionId: string, noteId: string): Promise<void> {
  await apiRequest("DELETE", `/api/call-reviews/${encodeURIComponent(sessionId)}/notes/${encodeURIComponent(noteId)}`);
}

export function useDeleteCoachingNote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteCoachingNote(sessionId, noteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.practice(sessionId) }),
  });
}
