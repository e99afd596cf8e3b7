import { useState } from "react";
import { AgentDetailView } from "./agent-detail-view";
import { TeamListView } from "./team-list-view";

/** Manage Agents: the team list, or one agent's details after 'View Full Details'. */
export function ManageAgentsSection() {
  const [selectedAgentId, setSelectedAgentId] = useState<string | null>(null);
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
