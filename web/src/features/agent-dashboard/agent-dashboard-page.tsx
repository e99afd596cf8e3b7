import { RequireRole, displayName, useSignedInUser } from "@/features/auth";
import { TeamStatus } from "@/features/teams";
import { DashboardLoading } from "@/components/ui/dashboard-loading";
import { usePracticeSessions } from "./api/get-practice-sessions";
import { AgentHeader } from "./components/agent-header";
import { AgentWorkspace } from "./components/agent-workspace";

/** /agent-dashboard (and `/` for agents): agents only; a broker is shown the way to their own dashboard. */
export function AgentDashboardPage() {
  return (
    <RequireRole role="agent">
      <div className="min-h-screen bg-slate-50">
        <AgentHeader />
        <AgentDashboard />
      </div>
    </RequireRole>
  );
}

/** 'Loading dashboard...' until the agent's sessions are in (today's progress, history and progress read them). */
function AgentDashboard() {
  const user = useSignedInUser();
  const sessions = usePracticeSessions();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Welcome back, {displayName(user)}</h1>
      <TeamStatus />
      {sessions.isPending ? <DashboardLoading inFrame /> : <AgentWorkspace />}
    </main>
  );
}
