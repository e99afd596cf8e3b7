import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScoreCorrectionInput } from "@domain/coaching/score-corrections-input";
import { api, call, pathParams } from "@/lib/api";
import { reviewKeys } from "./query-keys";

export const correctScore = (sessionId: string, input: ScoreCorrectionInput) =>
  call(api["call-reviews"][":id"].corrections.$post({ param: pathParams({ id: sessionId }), json: input }));

/** A broker's correction; every view of a score reads the corrected one after it, so every cached read is refreshed. */
export function useCorrectScore(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScoreCorrectionInput) => correctScore(sessionId, input),
    onSuccess: () => queryClient.invalidateQueries(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.practice(sessionId) }),
  });
}
