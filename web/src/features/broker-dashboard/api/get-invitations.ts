import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamInvitation } from "@domain/invitations";
import { fetchJson } from "./fetch-json";
import { brokerKeys } from "./query-keys";

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: brokerKeys.invitations(), queryFn: () => fetchJson<TeamInvitation[]>("/api/broker/invitations") });

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
