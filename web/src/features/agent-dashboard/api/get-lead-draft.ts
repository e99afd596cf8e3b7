import { useQuery } from "@tanstack/react-query";
import { api, call, pathParams } from "@/lib/api";
import { agentKeys } from "./query-keys";

/** "Practise this call again": the lead drafted from the real lead's side of the agent's real call. */
export const getLeadDraft = (realCallId: string) =>
  call(api["real-calls"][":id"]["lead-draft"].$get({ param: pathParams({ id: realCallId }) }));

/** Drafted once per visit: the agent's edits of the persona live in the form, not in a refetch. */
export const useLeadDraft = (realCallId: string) =>
  useQuery({
    queryKey: agentKeys.leadDraft(realCallId),
    queryFn: () => getLeadDraft(realCallId),
    staleTime: Infinity,
    retry: false,
  });
