import { useState, type ReactNode } from "react";
import { AiAgentsSection } from "./ai-agents-section";
import { ManageAgentsSection } from "./agents/manage-agents-section";
import { TeamAnalyticsSection } from "./analytics/team-analytics-section";
import { DashboardSection } from "./dashboard/dashboard-section";
import { PhoneNumbersSection } from "./phone-numbers-section";
import { SettingsSection } from "./settings/settings-section";
import { TeamTrainingSection } from "./training/team-training-section";
import { TrainersSection } from "./trainers-section";
import { TrainingScenariosSection } from "./training-scenarios-section";
import { WorkspaceMenu } from "./workspace-menu";
import { INITIAL_SECTION, type WorkspaceSection } from "./workspace-sections";

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
      <div className="min-w-0">{SECTION_CONTENT[section]()}</div>
    </div>
  );
}
