import type { TeamScenarioStatus } from "@domain/team-scenarios";
import { Badge } from "@/components/ui/badge";

const LOOK: Record<TeamScenarioStatus, { label: string; className: string }> = {
  draft: { label: "Draft", className: "bg-amber-100 text-amber-900" },
  published: { label: "Published", className: "bg-green-100 text-green-900" },
  archived: { label: "Archived", className: "bg-slate-200 text-slate-800" },
};

export function ScenarioStatusBadge({ status }: { status: TeamScenarioStatus }) {
  return <Badge className={LOOK[status].className}>{LOOK[status].label}</Badge>;
}
