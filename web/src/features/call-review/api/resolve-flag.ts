import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, pathParams } from "@/lib/api";

export const resolveFlag = (sessionId: string, flagId: string, response: string | null) =>
  call(
    api["call-reviews"][":id"].flags[":flagId"].resolve.$post({
      param: pathParams({ id: sessionId, flagId }),
      json: { response },
    }),
  );

/** The broker answers a flag; the dashboard's list of open flags is refreshed with the review. */
export function useResolveFlag(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ flagId, response }: { flagId: string; response: string | null }) =>
      resolveFlag(sessionId, flagId, response),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
