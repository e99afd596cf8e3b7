import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScoreFlagInput } from "@domain/coaching/score-corrections-input";
import { api, call, pathParams } from "@/lib/api";
import { reviewKeys } from "./query-keys";

export const flagMoment = (sessionId: string, input: ScoreFlagInput) =>
  call(api["call-reviews"][":id"].flags.$post({ param: pathParams({ id: sessionId }), json: input }));

export function useFlagMoment(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScoreFlagInput) => flagMoment(sessionId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.practice(sessionId) }),
  });
}
