import { lazy, Suspense, type ReactNode } from "react";
import { DashboardLoading } from "@/components/ui/dashboard-loading";
import { useAuth } from "@/features/auth/hooks/use-auth";

const BrokerDashboardPage = lazy(async () => ({
  default: (await import("@/features/broker-dashboard/broker-dashboard-page")).BrokerDashboardPage,
}));
const AgentDashboardPage = lazy(async () => ({
  default: (await import("@/features/agent-dashboard/agent-dashboard-page")).AgentDashboardPage,
}));

/** `/` for a browser with the signed-in hint: the landing page until the current user is known, then their dashboard. */
export function SignedInHome({ landing }: { landing: ReactNode }) {
  const { user } = useAuth();
  if (!user) return landing;
  return (
    <Suspense fallback={<DashboardLoading />}>
      {user.role === "broker" ? <BrokerDashboardPage /> : <AgentDashboardPage />}
    </Suspense>
  );
}
