import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { DevLoginInput } from "@domain/auth";
import { api, call, errorCodeOf } from "@/lib/api";
import { signedInHintChanged } from "../signed-in-hint";
import { currentUserQueryKey } from "./get-current-user";

/** The server says whether the development login exists here (404 outside ENVIRONMENT=development). */
export function devLoginAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: ["/api/dev/login"],
    queryFn: async () => {
      try {
        return await call(api.dev.login.$get());
      } catch (error) {
        if (errorCodeOf(error) === "not_found") return { available: false, roles: [] } as const;
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });
}

export const devLogin = (input: DevLoginInput) => call(api.dev.login.$post({ json: input }));

/** Signs in as a seeded account; afterwards the current-user query holds the new user. */
export function useDevLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: devLogin,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      signedInHintChanged();
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
