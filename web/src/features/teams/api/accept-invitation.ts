import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AcceptInvitationInput } from "@domain/invitations";
import type { TeamSummary } from "@domain/teams";
import { apiRequest } from "@/lib/api";
import { currentTeamQueryKey } from "./get-current-team";
import { invitationQueryKey } from "./get-invitation";

export async function acceptInvitation(code: string, input: AcceptInvitationInput): Promise<{ team: TeamSummary }> {
  return (await apiRequest("POST", `/api/invitations/${encodeURIComponent(code)}/accept`, input)).json() as Promise<{ team: TeamSummary }>;
}

/** The invitee's yes: afterwards their team, and the link's status, are read again. */
export function useAcceptInvitation(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => acceptInvitation(code, input),
    retry: false,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentTeamQueryKey });
      await queryClient.invalidateQueries({ queryKey: invitationQueryKey(code) });
    },
  });
}
