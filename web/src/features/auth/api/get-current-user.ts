import { queryOptions } from "@tanstack/react-query";
import { api, callOrNullWhenSignedOut } from "@/lib/api";
import { currentUserQueryKey } from "./current-user-key";

export { currentUserQueryKey };

export const getCurrentUser = () => callOrNullWhenSignedOut(api.auth.user.$get());

/** The signed-in user, or null when signed out (401 is an answer here, not an error); never retried. */
export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser, retry: false });
}
