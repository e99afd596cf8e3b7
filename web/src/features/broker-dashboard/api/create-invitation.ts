import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvitationInput, TeamInvitation } from "@domain/invitations";
import { apiRequest, HttpError } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export async function createInvitation(input: InvitationInput): Promise<TeamInvitation> {
  const response = await apiRequest("POST", "/api/broker/invitations", input);
  return (await response.json()) as TeamInvitation;
}

/** A refusal (409 already invited or on the team, 400) will not change on a second try; a network blip may. */
function retryTransientOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && (!(error instanceof HttpError) || error.status >= 500);
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    retry: retryTransientOnce,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brokerKeys.invitations() }),
  });
}
