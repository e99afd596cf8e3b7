import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { scenarioKeys } from "./query-keys";

/** Training Scenarios: PracticeLine's and the team's (drafts and archived ones too), for the broker and trainers. */
export const getTeamScenarios = () => call(api.team.scenarios.$get());

export const useTeamScenarios = (enabled = true) =>
  useQuery({ queryKey: scenarioKeys.list(), queryFn: getTeamScenarios, enabled, staleTime: 0 });
