import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, pathParams } from "@/lib/api";
import { brokerKeys } from "./query-keys";

/** Names an agent of the team a trainer (they write team scenarios), or takes it back. */
export const setTrainer = ({ agentId, isTrainer }: { agentId: string; isTrainer: boolean }) =>
  call(api.broker.agents[":id"].trainer.$put({ param: pathParams({ id: agentId }), json: { isTrainer } }));

export function useSetTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTrainer,
    onSettled: async (_change, _error, { agentId }) => {
      await queryClient.invalidateQueries({ queryKey: brokerKeys.agents() });
      await queryClient.invalidateQueries({ queryKey: brokerKeys.agent(agentId) });
    },
  });
}
