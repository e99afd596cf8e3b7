import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, pathParams } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const deleteTeamAgent = (agentId: string) =>
  call(api.broker.agents[":id"].$delete({ param: pathParams({ id: agentId }) }));

export function useDeleteTeamAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamAgent,
    // Never repeated behind the broker's back: a second try after a lost answer would report "Agent not found".
    retry: false,
    onSuccess: async (_deletion, agentId) => {
      queryClient.removeQueries({ queryKey: brokerKeys.agent(agentId) });
      // Team list, stats, analytics and activity all counted the agent.
      await queryClient.invalidateQueries({ queryKey: brokerKeys.all });
    },
  });
}
