import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const getInvitations = () => call(api.broker.invitations.$get());

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: brokerKeys.invitations(), queryFn: getInvitations });

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
