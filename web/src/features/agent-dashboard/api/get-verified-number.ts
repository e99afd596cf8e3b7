import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { agentKeys } from "./query-keys";

/** The number the agent proved (phone practice calls are routed by it), or null. */
export const getVerifiedNumber = () => call(api.agent["phone-number"].$get());

export const verifiedNumberQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.verifiedNumber(), queryFn: getVerifiedNumber });

export const useVerifiedNumber = () => useQuery(verifiedNumberQueryOptions());
