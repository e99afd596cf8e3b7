import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, pathParams } from "@/lib/api";

export const invitationQueryKey = (code: string) => ["/api/invitations", code] as const;

/** What an invitation link offers; a 404 (a link nobody made) will not change on a retry. */
export function invitationQueryOptions(code: string, signedIn: boolean) {
  return queryOptions({
    queryKey: [...invitationQueryKey(code), { signedIn }],
    queryFn: () => call(api.invitations[":code"].$get({ param: pathParams({ code }) })),
    retry: false,
  });
}

export function useInvitation(code: string, signedIn: boolean) {
  return useQuery(invitationQueryOptions(code, signedIn));
}
