import { useQuery } from "@tanstack/react-query";
import { api, call, pathParams } from "@/lib/api";
import { agentKeys } from "./query-keys";

/** The call a retry repeats, as its review shows it: the objection's words come from there. */
export const getRetrySource = (sessionId: string) =>
  call(api["call-reviews"][":id"].$get({ param: pathParams({ id: sessionId }) }));

export const useRetrySource = (sessionId: string) =>
  useQuery({ queryKey: agentKeys.retrySource(sessionId), queryFn: () => getRetrySource(sessionId) });
