import { useState } from "react";
import { AgentDetailView } from "./agent-detail-view";
import { TeamListView } from "./team-list-view";

/** Manage Agents: the team list, or one agent's details after 'View Full Details'. */
export function ManageAgentsSection({ initialAgentId = null }: { initialAgentId?: string | null }) {
  const [selectedAgentId, setSelectedAgentId] = useState<string | null>(initialAgentId);
  return (
    <section aria-label="Manage Agents">
      {selectedAgentId ? (
        <AgentDetailView agentId={selectedAgentId} onBack={() => setSelectedAgentId(null)} />
      ) : (
        <TeamListView onViewDetails={setSelectedAgentId} />
      )}
    </section>
  );
}
