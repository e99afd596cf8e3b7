import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { errorCodeOf } from "./api";

const FIVE_MINUTES = 5 * 60 * 1000;

/** Not signed in (a 401) anywhere in the error, also behind a feature's own message (its `cause`). */
const isUnauthorized = (error: unknown) => errorCodeOf(error) === "not_signed_in";

/** Once, as spec §7 says; never a 401, which only signing in again changes. */
const retryOnce = (failureCount: number, error: unknown) => failureCount < 1 && !isUnauthorized(error);

export interface QueryClientOptions {
  /** Any call answered 401: the session ended while the app was in use. */
  onUnauthorized?: () => void;
}

/** Data-fetching defaults of spec §7. */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const signedOutBy = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: signedOutBy }),
    mutationCache: new MutationCache({ onError: signedOutBy }),
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: retryOnce,
      },
      mutations: { retry: retryOnce },
    },
  });
}
