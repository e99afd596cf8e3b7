import type { TeamAgent } from "@domain/broker";
import { Card } from "@/components/ui/card";
import { Collapsible } from "@/components/ui/collapsible";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorText } from "@/components/ui/query-view";
import { AgentRow } from "./agent-row";

interface TeamMembersListProps {
  agents: TeamAgent[];
  loading: boolean;
  failed: boolean;
  onViewDetails: (agentId: string) => void;
}

const SKELETON_ROWS = 3;

/** The collapsible 'Team Members' list with how many match. */
export function TeamMembersList({ agents, loading, failed, onViewDetails }: TeamMembersListProps) {
  return (
    <Card className="mt-6 p-4">
      <Collapsible
        triggerClassName="px-2"
        trigger={
          <span className="text-lg font-semibold text-slate-900">
            Team Members <span className="font-normal text-slate-700">({loading ? "…" : agents.length})</span>
          </span>
        }
      >
        {loading ? (
          <ul aria-label="Loading team members" className="mt-3 space-y-3">
            {Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <li key={row}>
                <Skeleton data-testid="agent-row-skeleton" className="h-16" />
              </li>
            ))}
          </ul>
        ) : failed ? (
          <ErrorText>Failed to load your team. Please try again.</ErrorText>
        ) : agents.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-700">No agents found matching your criteria</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {agents.map((item) => (
              <AgentRow key={item.agent.id} item={item} onViewDetails={onViewDetails} />
            ))}
          </ul>
        )}
      </Collapsible>
    </Card>
  );
}
