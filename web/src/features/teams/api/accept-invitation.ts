import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AcceptInvitationInput } from "@domain/invitations";
import { api, call, pathParams } from "@/lib/api";
import { currentTeamQueryKey } from "./get-current-team";
import { invitationQueryKey } from "./get-invitation";

export const acceptInvitation = (code: string, input: AcceptInvitationInput) =>
  call(api.invitations[":code"].accept.$post({ param: pathParams({ code }), json: input }));

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
