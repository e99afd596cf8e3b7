import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvitationInput } from "@domain/invitations";
import { api, call, HttpError } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const createInvitation = (input: InvitationInput) => call(api.broker.invitations.$post({ json: input }));

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
