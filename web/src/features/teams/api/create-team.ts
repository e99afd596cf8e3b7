import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTeamInput } from "@domain/teams";
import { api, call } from "@/lib/api";
import { currentUserQueryKey } from "@/features/auth";
import { currentTeamQueryKey } from "./get-current-team";

export const createTeam = (input: CreateTeamInput) => call(api.team.$post({ json: input }));

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
