import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AgentDeletion } from "@domain/broker";
import { apiRequest } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export async function deleteTeamAgent(agentId: string): Promise<AgentDeletion> {
  const response = await apiRequest("DELETE", `/api/broker/agents/${encodeURIComponent(agentId)}`);
  return (await response.json()) as AgentDeletion;
}

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
