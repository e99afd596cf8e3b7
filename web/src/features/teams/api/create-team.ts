import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTeamInput, CurrentTeam } from "@domain/teams";
import { apiRequest } from "@/lib/api";
import { currentUserQueryKey } from "@/features/auth";
import { currentTeamQueryKey } from "./get-current-team";

export async function createTeam(input: CreateTeamInput): Promise<CurrentTeam> {
  return (await apiRequest("POST", "/api/team", input)).json() as Promise<CurrentTeam>;
}

/** Starts a team; the creator is its broker from then on, so the current user is read again. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    retry: false,
    onSuccess: async (created) => {
      queryClient.setQueryData(currentTeamQueryKey, created);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
