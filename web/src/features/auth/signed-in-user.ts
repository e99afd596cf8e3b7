import { createContext, use } from "react";
import type { AuthUser } from "@domain/auth";
import { personName } from "@domain/people";

export const SignedInUserContext = createContext<AuthUser | null>(null);

/** The user of a page behind `RequireRole`: always present there. */
export function useSignedInUser(): AuthUser {
  const user = use(SignedInUserContext);
  if (!user) throw new Error("useSignedInUser() is only available inside <RequireRole>");
  return user;
}

export const displayName = (user: AuthUser): string => personName(user);
