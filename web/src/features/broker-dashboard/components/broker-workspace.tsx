import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { DashboardSection } from "./dashboard/dashboard-section";
import { WorkspaceMenu } from "./workspace-menu";
import { INITIAL_SECTION, WORKSPACE_SECTIONS, type WorkspaceSection } from "./workspace-sections";

/** A section that loads when the broker first opens it. */
function onOpen<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// The dashboard opens first; every other section (its forms, dialogs, charts, their rules) loads when chosen.
const TrainingScenariosSection = onOpen(() => import("./training-scenarios-section"), "TrainingScenariosSection");
const ManageAgentsSection = onOpen(() => import("./agents/manage-agents-section"), "ManageAgentsSection");
const TeamAnalyticsSection = onOpen(() => import("./analytics/team-analytics-section"), "TeamAnalyticsSection");
const AiAgentsSection = onOpen(() => import("./ai-agents-section"), "AiAgentsSection");
const PhoneNumbersSection = onOpen(() => import("./phone-numbers-section"), "PhoneNumbersSection");
const TrainersSection = onOpen(() => import("./trainers-section"), "TrainersSection");
const TeamTrainingSection = onOpen(() => import("./training/team-training-section"), "TeamTrainingSection");
const SettingsSection = onOpen(() => import("./settings/settings-section"), "SettingsSection");

interface SectionProps {
  open: (section: WorkspaceSection) => void;
  /** Manage Agents opens on this agent's details (the way back from one of their calls' reviews). */
  agentId: string | null;
}

const SECTION_CONTENT: Record<WorkspaceSection, (props: SectionProps) => ReactNode> = {
  dashboard: ({ open }) => <DashboardSection onOpenTeamTraining={() => open("trainers")} />,
  scenarios: () => <TrainingScenariosSection />,
  agents: ({ agentId }) => <ManageAgentsSection key={agentId ?? "team"} initialAgentId={agentId} />,
  analytics: () => <TeamAnalyticsSection />,
  "ai-agents": () => <AiAgentsSection />,
  "phone-numbers": () => <PhoneNumbersSection />,
  // The spec leaves this section's content open: team training lives here, above the trainers who run it.
  trainers: () => (
    <div className="space-y-10">
      <TeamTrainingSection />
      <TrainersSection />
    </div>
  ),
  settings: () => <SettingsSection />,
};

/**
 * The broker's workspace: a left menu switching internal sections (no routes of their own). Rendered only
 * for a signed-in broker, so the broker endpoints are never called for anyone else.
 */
export function BrokerWorkspace() {
  const [params, setParams] = useSearchParams();
  const agentId = params.get("agent");
  const asked = params.get("section");
  const initial: WorkspaceSection = agentId
    ? "agents"
    : (WORKSPACE_SECTIONS.find((id) => id === asked) ?? INITIAL_SECTION);
  const [section, setSection] = useState<WorkspaceSection>(initial);
  const open = (next: WorkspaceSection) => {
    // The address named where the dashboard opened; once the broker moves on, it names nothing.
    if (params.size > 0) setParams({}, { replace: true });
    setSection(next);
  };
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[14rem_1fr]">
      <aside>
        <WorkspaceMenu current={section} onSelect={open} />
      </aside>
      <div className="min-w-0">
        <Suspense fallback={<SectionLoading />}>
          {SECTION_CONTENT[section]({ open, agentId: section === "agents" ? agentId : null })}
        </Suspense>
      </div>
    </div>
  );
}

function SectionLoading() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-40" />
    </div>
  );
}
