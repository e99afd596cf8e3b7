/** The current user's query key, in a module of its own: the app root uses it without loading React Query. */
export const currentUserQueryKey = ["/api/auth/user"] as const;
