import type { PracticeChannel } from "@domain/practice-calls";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreateAssignmentInput } from "@domain/training/assignment-contract";
import type { LeaderboardPeriod } from "@domain/training/leaderboard";
import { api, call, pathParams, send } from "@/lib/api";

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
  useQuery(
    queryOptions({ queryKey: trainingKeys.agentAssignments(), queryFn: () => call(api.agent.assignments.$get()) }),
  );

export const useLeaderboard = (period: LeaderboardPeriod) =>
  useQuery({
    queryKey: trainingKeys.leaderboard(period),
    queryFn: () => call(api.leaderboard.$get({ query: { period } })),
  });

export const useCompletionMatrix = () =>
  useQuery({ queryKey: trainingKeys.matrix(), queryFn: () => call(api.broker.assignments.matrix.$get()) });

export const useSkillGaps = () =>
  useQuery({ queryKey: trainingKeys.skillGaps(), queryFn: () => call(api.broker.training["skill-gaps"].$get()) });

export const useAssignableScenarios = () =>
  useQuery({ queryKey: trainingKeys.scenarios(), queryFn: () => call(api.broker.training.scenarios.$get()) });

/** A practice session set up for the assignment and counted as an attempt; its call is started like any other. */
/** `via: "phone"`: the server makes the attempt only for an agent with a verified number (409 otherwise). */
export const startAssignmentAttempt = (assignmentId: string, via: PracticeChannel) =>
  call(
    api.agent.assignments[":id"].practice_sessions.$post({ param: pathParams({ id: assignmentId }), json: { via } }),
  );

export const createAssignment = (input: CreateAssignmentInput) => call(api.broker.assignments.$post({ json: input }));

export const cancelAssignment = (id: string) =>
  send(api.broker.assignments[":id"].cancel.$post({ param: pathParams({ id }) }));

export const setLeaderboardOptOut = (agentId: string, optedOut: boolean) =>
  call(
    api.broker.training["leaderboard-opt-outs"][":agentId"].$put({
      param: pathParams({ agentId }),
      json: { optedOut },
    }),
  );

export const MATRIX_CSV_URL = "/api/broker/assignments/matrix.csv";
