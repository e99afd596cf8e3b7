import type { ReactNode } from "react";
import type { Role } from "@domain/enums";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { useAuth } from "../hooks/use-auth";
import { useUnauthorizedRedirect } from "../hooks/use-unauthorized-redirect";
import { SignedInUserContext } from "../signed-in-user";
import { AccessDenied } from "./access-denied";

/**
 * Guards a dashboard: 'Loading...' (or the screen's own `loading`) while auth loads, the unauthenticated flow when signed out (toast, then
 * /api/login), Access Denied for another role. Inside, `useSignedInUser()` gives the user.
 */
export function RequireRole({ role, children, loading }: { role?: Role; children: ReactNode; loading?: ReactNode }) {
  const { user, isLoading } = useAuth();
  useUnauthorizedRedirect(!isLoading && user === null);
  if (isLoading || user === null) return loading ?? <LoadingScreen />;
  if (role && user.role !== role) return <AccessDenied role={role} userRole={user.role} />;
  return <SignedInUserContext value={user}>{children}</SignedInUserContext>;
}
