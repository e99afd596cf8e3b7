import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthUser, DevLoginInput } from "@domain/auth";
import { apiRequest, HttpError } from "@/lib/api";
import { signedInHintChanged } from "../signed-in-hint";
import { currentUserQueryKey } from "./get-current-user";

export interface DevLoginAvailability {
  available: boolean;
}

/** The server says whether the development login exists here (404 outside ENVIRONMENT=development). */
export function devLoginAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: ["/api/dev/login"],
    queryFn: async (): Promise<DevLoginAvailability> => {
      try {
        await apiRequest("GET", "/api/dev/login");
        return { available: true };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return { available: false };
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });
}

export async function devLogin(input: DevLoginInput): Promise<AuthUser> {
  const response = await apiRequest("POST", "/api/dev/login", input);
  return (await response.json()) as AuthUser;
}

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
