import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useBrokerStats } from "../../api/get-broker-stats";
import { useTeamAgents } from "../../api/get-team-agents";
import { agentListView, isActiveAgent, type AgentListOptions } from "../../lib/agent-list-view";
import { SectionHeading } from "../section-heading";
import { StatCard, StatGrid } from "../stat-card";
import { AgentListControls } from "./agent-list-controls";
import { InviteAgentDialog } from "./invite-agent-dialog";
import { PendingInvitations } from "./pending-invitations";
import { TeamMembersList } from "./team-members-list";

export function TeamListView({ onViewDetails }: { onViewDetails: (agentId: string) => void }) {
  const agents = useTeamAgents();
  const stats = useBrokerStats();
  const [options, setOptions] = useState<AgentListOptions>({ search: "", filter: "all", sort: "name" });
  const [inviting, setInviting] = useState(false);
  const all = agents.data ?? [];
  const shown = agentListView(all, options);

  return (
    <>
      <SectionHeading
        title="Manage Agents"
        description="Everyone on your team, how much they practise and how they are improving."
        action={<Button onClick={() => setInviting(true)}>Invite New Agent</Button>}
      />
      <StatGrid columns={3}>
        <StatCard label="Team Size" value={all.length} loading={agents.isPending} />
        <StatCard
          label="Active Agents"
          value={all.filter(isActiveAgent).length}
          loading={agents.isPending}
          hint="At least one practice session"
        />
        <StatCard
          label="Team Avg. Score"
          value={stats.data ? `${stats.data.avgScore}%` : undefined}
          loading={stats.isPending}
        />
      </StatGrid>
      <PendingInvitations />
      <div className="mt-6">
        <AgentListControls options={options} onChange={setOptions} />
      </div>
      <TeamMembersList
        agents={shown}
        loading={agents.isPending}
        failed={agents.isError}
        onViewDetails={onViewDetails}
      />
      <InviteAgentDialog open={inviting} onOpenChange={setInviting} />
    </>
  );
}
