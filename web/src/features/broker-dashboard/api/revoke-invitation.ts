import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export async function revokeInvitation(invitationId: string): Promise<void> {
  await apiRequest("DELETE", `/api/broker/invitations/${encodeURIComponent(invitationId)}`);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: brokerKeys.invitations() }),
  });
}
