import { RequireRole, displayName, useSignedInUser } from "@/features/auth";
import { DashboardLoading } from "@/components/ui/dashboard-loading";
import { useBrokerStats } from "./api/get-broker-stats";
import { BrokerHeader } from "./components/broker-header";
import { BrokerWorkspace } from "./components/broker-workspace";

/** /broker-dashboard (and `/` for brokers): brokers only. */
export function BrokerDashboardPage() {
  return (
    <RequireRole role="broker">
      <div className="min-h-screen bg-slate-50">
        <BrokerHeader />
        <BrokerDashboard />
      </div>
    </RequireRole>
  );
}

/** 'Loading dashboard...' until the team's figures are in, then the workspace (its Dashboard section has them). */
function BrokerDashboard() {
  const user = useSignedInUser();
  const stats = useBrokerStats();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Welcome back, {displayName(user)}</h1>
      {stats.isPending ? <DashboardLoading inFrame /> : <BrokerWorkspace />}
    </main>
  );
}
