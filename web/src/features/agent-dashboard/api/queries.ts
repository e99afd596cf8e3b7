import { useQuery } from "@tanstack/react-query";
import type { AnalyticsPeriod } from "@domain/enums";
import type { AgentAnalytics } from "@domain/practice-sessions";
import type { TeamTrainingRules } from "@domain/settings";
import { apiRequest } from "@/lib/api";
import { useSignedInUser } from "@/features/auth";
import { agentKeys } from "./query-keys";
import type { AgentScenario, PracticeSession, TrainingOptions } from "./types";

async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest("GET", url)).json()) as T;
}

export const useAgentScenarios = () => useQuery({ queryKey: agentKeys.scenarios(), queryFn: () => getJson<AgentScenario[]>("/api/agent/scenarios") });

export const useTrainingOptions = () =>
  useQuery({ queryKey: agentKeys.trainingOptions(), queryFn: () => getJson<TrainingOptions>("/api/agent/training-options") });

/** The passing score and session length the agent's broker set for the team. */
export const useTeamTrainingRules = () =>
  useQuery({ queryKey: agentKeys.trainingConfig(), queryFn: () => getJson<TeamTrainingRules>("/api/agent/training-config") });

/** Spec §6: the session history is only fetched for an agent. */
export function usePracticeSessions() {
  const user = useSignedInUser();
  return useQuery({
    queryKey: agentKeys.sessions(),
    queryFn: () => getJson<PracticeSession[]>("/api/practice_sessions"),
    enabled: user.role === "agent",
  });
}

export const ANALYTICS_ERROR = "Failed to load analytics. Please try again.";

export const useAgentAnalytics = (period: AnalyticsPeriod) =>
  useQuery({ queryKey: agentKeys.analytics(period), queryFn: () => getJson<AgentAnalytics>(`/api/analytics/agent?period=${period}`) });
