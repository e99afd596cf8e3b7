import { RequireRole, displayName, useSignedInUser } from "@/features/auth";
import { TeamStatus } from "@/features/teams";
import { DashboardLoading } from "@/components/ui/dashboard-loading";
import { AgentHeader } from "./components/agent-header";
import { AgentWorkspace } from "./components/agent-workspace";
import { TrainerEntry } from "./components/trainer-entry";

/** /agent-dashboard (and `/` for agents): agents only; a broker is shown the way to their own dashboard. */
export function AgentDashboardPage() {
  return (
    <RequireRole role="agent" loading={<DashboardLoading />}>
      <div className="min-h-screen bg-slate-50">
        <AgentHeader />
        <AgentDashboard />
      </div>
    </RequireRole>
  );
}

/**
 * 'Loading dashboard...' while the agent is being recognised; then the tabs at once, each showing its own loading
 * state ('Loading sessions...', a placeholder) until the sessions it reads are in.
 */
function AgentDashboard() {
  const user = useSignedInUser();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Welcome back, {displayName(user)}</h1>
      <TeamStatus />
      <TrainerEntry />
      <AgentWorkspace />
    </main>
  );
}
