import { queryOptions } from "@tanstack/react-query";
import type { AuthUser } from "@domain/auth";
import { getJson } from "@/lib/api";

export const currentUserQueryKey = ["/api/auth/user"] as const;

/** The signed-in user, or null when signed out (401 is an answer here, not an error); never retried. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getJson<AuthUser>("/api/auth/user", { on401: "returnNull" }),
    retry: false,
  });
}
