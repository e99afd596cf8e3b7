import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { DashboardSection } from "./dashboard/dashboard-section";
import { WorkspaceMenu } from "./workspace-menu";
import { INITIAL_SECTION, type WorkspaceSection } from "./workspace-sections";

/** A section that loads when the broker first opens it. */
function onOpen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
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

const SECTION_CONTENT: Record<WorkspaceSection, () => ReactNode> = {
  dashboard: () => <DashboardSection />,
  scenarios: () => <TrainingScenariosSection />,
  agents: () => <ManageAgentsSection />,
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
  const [section, setSection] = useState<WorkspaceSection>(INITIAL_SECTION);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[14rem_1fr]">
      <aside>
        <WorkspaceMenu current={section} onSelect={setSection} />
      </aside>
      <div className="min-w-0">
        <Suspense fallback={<SectionLoading />}>{SECTION_CONTENT[section]()}</Suspense>
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
