import { lazy, Suspense, type ReactNode } from "react";
import { DashboardLoading } from "@/components/ui/dashboard-loading";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useSignedInHint } from "@/features/auth/signed-in-hint";

const BrokerDashboardPage = lazy(async () => ({
  default: (await import("@/features/broker-dashboard/broker-dashboard-page")).BrokerDashboardPage,
}));
const AgentDashboardPage = lazy(async () => ({
  default: (await import("@/features/agent-dashboard/agent-dashboard-page")).AgentDashboardPage,
}));

/**
 * `/` by role (spec §2): the landing page renders at once (it is prerendered and never waits on auth);
 * when the current user turns out to be a broker or an agent, their dashboard takes its place.
 */
export function HomeByRole({ landing }: { landing: ReactNode }) {
  return useSignedInHint() ? <SignedInHome landing={landing} /> : landing;
}

function SignedInHome({ landing }: { landing: ReactNode }) {
  const { user } = useAuth();
  if (!user) return landing;
  return (
    <Suspense fallback={<DashboardLoading />}>{user.role === "broker" ? <BrokerDashboardPage /> : <AgentDashboardPage />}</Suspense>
  );
}
