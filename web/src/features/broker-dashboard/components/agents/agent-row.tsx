import { useId, useState } from "react";
import type { TeamAgent } from "@domain/broker";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { countOf } from "@/lib/count";
import { useSetTrainer } from "../../api/set-trainer";
import { isActiveAgent } from "../../lib/agent-list-view";
import { formatImprovement, formatScore } from "../../lib/format";
import { agentName, initials } from "../../lib/people";

interface AgentRowProps {
  item: TeamAgent;
  onViewDetails: (agentId: string) => void;
}

export function ActivityBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge className="bg-green-100 text-green-900">Active</Badge>
  ) : (
    <Badge className="bg-slate-100 text-slate-800">Inactive</Badge>
  );
}

/** One team member; expands to their figures and actions. */
export function AgentRow({ item, onViewDetails }: AgentRowProps) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const name = agentName(item.agent);
  const active = isActiveAgent(item);
  const trainer = item.agent.isTrainer === "yes";
  const setTrainer = useSetTrainer();
  const toggleTrainer = () =>
    setTrainer.mutate(
      { agentId: item.agent.id, isTrainer: !trainer },
      {
        onSuccess: () =>
          void toast({
            title: trainer ? "Trainer removed" : "Trainer added",
            description: trainer
              ? `${name} no longer writes team scenarios.`
              : `${name} can now write scenarios for your team.`,
          }),
        onError: () =>
          void toast({
            title: "Error",
            description: "Could not change the trainer. Please try again.",
            variant: "destructive",
          }),
      },
    );
  return (
    <li className="rounded-xl border border-slate-200" data-testid="agent-row">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
        className="flex w-full items-center gap-3 rounded-xl p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-white"
        >
          {initials(item.agent)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2 font-semibold text-slate-900">
            <span className="truncate">{name}</span>
            {trainer ? <Badge className="bg-violet-100 text-violet-900">Trainer</Badge> : null}
          </span>
          <span className="block truncate text-sm text-slate-700">{item.agent.email}</span>
        </span>
        <span className="hidden text-right text-sm text-slate-700 sm:block">
          {countOf(item.totalSessions, "session")} · {formatScore(item.averageScore)}
        </span>
        <span aria-hidden="true" className="text-slate-600">
          {expanded ? "▴" : "▾"}
        </span>
      </button>
      {expanded ? (
        <div id={panelId} className="border-t border-slate-200 p-4">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <Detail label="ID" value={<span className="break-all font-mono text-xs">{item.agent.id}</span>} />
            <Detail label="Role" value={<span className="capitalize">{item.agent.role}</span>} />
            <Detail label="Status" value={<ActivityBadge active={active} />} />
            <Detail label="Total Sessions" value={item.totalSessions} />
            <Detail label="Average Score" value={formatScore(item.averageScore)} />
            <Detail label="Improvement" value={formatImprovement(item.improvement)} />
            <Detail label="Team trainer" value={trainer ? "Yes: writes team scenarios" : "No"} />
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={() => onViewDetails(item.agent.id)}>View Full Details</Button>
            <Button variant="secondary" disabled={setTrainer.isPending} onClick={toggleTrainer}>
              {trainer ? "Remove Trainer" : "Make Trainer"}
            </Button>
            <a href={`mailto:${item.agent.email}`} className={buttonClasses("secondary")}>
              Send Message
            </a>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function Detail({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-700">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
    </div>
  );
}
