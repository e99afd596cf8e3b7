import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, pathParams, send } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const revokeInvitation = (invitationId: string) =>
  send(api.broker.invitations[":id"].$delete({ param: pathParams({ id: invitationId }) }));

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: brokerKeys.invitations() }),
  });
}
