import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, type Result } from "@/lib/api";
import { useSignedInUser } from "@/features/auth";
import { agentKeys } from "./query-keys";

/** A row of the agent's history: the session without its review, with its coaching-note count. */
export type PracticeSessionListItem = Result<typeof api.practice_sessions.$get>[number];

export const getPracticeSessions = () => call(api.practice_sessions.$get());

export const practiceSessionsQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.sessions(), queryFn: getPracticeSessions });

/** Spec §6: the session history is only fetched for an agent. */
export function usePracticeSessions() {
  const user = useSignedInUser();
  return useQuery({ ...practiceSessionsQueryOptions(), enabled: user.role === "agent" });
}
