import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AgentScenario } from "@domain/practice-sessions";
import type { CreateAssignmentInput } from "@domain/training/assignment-contract";
import type { LeaderboardPeriod } from "@domain/training/leaderboard";
import type { AgentAssignments, CompletionMatrix, Leaderboard, SkillGapSuggestion } from "@domain/training/views";
import { apiRequest } from "@/lib/api";

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Under the agent's and the broker's branches, so what refreshes those (a call ending, a sign-out) refreshes these. */
export const trainingKeys = {
  agentAssignments: () => ["agent", "assignments"] as const,
  leaderboard: (period: LeaderboardPeriod) => ["leaderboard", period] as const,
  broker: () => ["broker", "training"] as const,
  matrix: () => ["broker", "training", "matrix"] as const,
  skillGaps: () => ["broker", "training", "skill-gaps"] as const,
  scenarios: () => ["broker", "training", "scenarios"] as const,
};

export const useAgentAssignments = () =>
  useQuery(queryOptions({ queryKey: trainingKeys.agentAssignments(), queryFn: () => send<AgentAssignments>("GET", "/api/agent/assignments") }));

export const useLeaderboard = (period: LeaderboardPeriod) =>
  useQuery({ queryKey: trainingKeys.leaderboard(period), queryFn: () => send<Leaderboard>("GET", `/api/leaderboard?period=${period}`) });

export const useCompletionMatrix = () => useQuery({ queryKey: trainingKeys.matrix(), queryFn: () => send<CompletionMatrix>("GET", "/api/broker/assignments/matrix") });

export const useSkillGaps = () => useQuery({ queryKey: trainingKeys.skillGaps(), queryFn: () => send<SkillGapSuggestion[]>("GET", "/api/broker/training/skill-gaps") });

export const useAssignableScenarios = () =>
  useQuery({ queryKey: trainingKeys.scenarios(), queryFn: () => send<AgentScenario[]>("GET", "/api/broker/training/scenarios") });

/** A practice session set up for the assignment and counted as an attempt; its call is started like any other. */
/** `Session`: the practice session as the agent dashboard reads it. */
export const startAssignmentAttempt = <Session>(assignmentId: string) => send<Session>("POST", `/api/agent/assignments/${assignmentId}/practice_sessions`, {});

export const createAssignment = (input: CreateAssignmentInput) => send<{ id: string }>("POST", "/api/broker/assignments", input);

export const cancelAssignment = (id: string) => send<void>("POST", `/api/broker/assignments/${id}/cancel`);

export const setLeaderboardOptOut = (agentId: string, optedOut: boolean) =>
  send<{ agentId: string; optedOut: boolean }>("PUT", `/api/broker/training/leaderboard-opt-outs/${agentId}`, { optedOut });

export const MATRIX_CSV_URL = "/api/broker/assignments/matrix.csv";
