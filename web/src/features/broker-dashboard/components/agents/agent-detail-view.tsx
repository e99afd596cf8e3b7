import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { RealCallUploadCard } from "@/features/real-calls";
import { conversionRate, totalCalls } from "@domain/analytics";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamAgent } from "../../api/get-team-agent";
import { brokerKeys } from "../../api/query-keys";
import { formatImprovement, formatScore } from "../../lib/format";
import { agentName, initials } from "../../lib/people";
import { ErrorText, QueryView } from "@/components/ui/query-view";
import { StatCard, StatGrid } from "../stat-card";
import { ActivityBadge } from "./agent-row";
import { DeleteAgentDialog } from "./delete-agent-dialog";
import { RecentSessionsCard } from "./recent-sessions-card";
import { TrainingProgressCard } from "./training-progress-card";

interface AgentDetailViewProps {
  agentId: string;
  onBack: () => void;
}

/** One agent in full: figures, latest sessions and skill progress, all from their real sessions. */
export function AgentDetailView({ agentId, onBack }: AgentDetailViewProps) {
  const detail = useTeamAgent(agentId);
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  return (
    <div>
      <Button variant="ghost" onClick={onBack} className="-ml-3 mb-4">
        ← Back to Team
      </Button>
      <QueryView
        query={detail}
        loading={
          <div className="space-y-4">
            <Skeleton className="h-16 w-72" />
            <Skeleton className="h-28" />
          </div>
        }
        failed={<ErrorText>Failed to load this agent. Please try again.</ErrorText>}
      >
        {(data) => (
          <>
            <div className="mb-6 flex flex-wrap items-center gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xl font-bold text-white"
              >
                {initials(data.agent)}
              </span>
              <div className="min-w-0">
                <h2 className="truncate text-2xl font-bold text-slate-900">{agentName(data.agent)}</h2>
                <p className="truncate text-slate-700">{data.agent.email}</p>
                <div className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                  <ActivityBadge active={data.stats.totalSessions > 0} />
                  <span>Improvement: {formatImprovement(data.stats.improvement)}</span>
                </div>
              </div>
              <Button variant="destructive" className="ml-auto" onClick={() => setDeleting(true)}>
                Delete agent data
              </Button>
            </div>
            <DeleteAgentDialog
              agent={{ id: agentId, name: agentName(data.agent), email: data.agent.email }}
              open={deleting}
              onOpenChange={setDeleting}
              onDeleted={onBack}
            />
            <StatGrid>
              <StatCard label="Average Score" value={formatScore(data.stats.averageScore)} />
              <StatCard label="Practice Sessions" value={data.stats.totalSessions} />
              <StatCard label="Total Calls" value={totalCalls(data.stats.totalSessions)} />
              <StatCard
                label="Conversion Rate"
                value={data.stats.averageScore === null ? "N/A" : `${conversionRate(data.stats.averageScore)}%`}
              />
            </StatGrid>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <RecentSessionsCard sessions={data.recentSessions} agentId={agentId} />
              <TrainingProgressCard skills={data.skillProgress} />
            </div>
            <div className="mt-6">
              <RealCallUploadCard
                agent={{ id: agentId, name: agentName(data.agent) }}
                onUploaded={() => void queryClient.invalidateQueries({ queryKey: brokerKeys.agent(agentId) })}
              />
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
