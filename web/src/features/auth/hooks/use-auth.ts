import { useQuery } from "@tanstack/react-query";
import type { AuthUser } from "@domain/auth";
import { currentUserQueryOptions } from "../api/get-current-user";
import { useSignedInHint } from "../signed-in-hint";

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** Authentication state derives from whether the current-user call returns data (spec §4). */
export function useAuth(): AuthState {
  const hinted = useSignedInHint();
  const query = useQuery({ ...currentUserQueryOptions(), enabled: hinted });
  const user = hinted ? (query.data ?? null) : null;
  return { user, isLoading: hinted && query.isPending, isAuthenticated: user !== null };
}
