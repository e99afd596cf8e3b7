import { useState } from "react";
import { Tabs } from "@/components/ui/tabs";
import { AnalyticsTab } from "./analytics/analytics-tab";
import { MyProgressTab } from "./progress/my-progress-tab";
import { SessionHistoryTab } from "./progress/session-history-tab";
import { CallSimulationTab } from "./simulation/call-simulation-tab";

type AgentTab = "simulation" | "progress" | "history" | "analytics";

export function AgentWorkspace() {
  const [tab, setTab] = useState<AgentTab>("simulation");
  return (
    <Tabs
      label="Agent workspace"
      value={tab}
      onValueChange={setTab}
      className="mt-6"
      items={[
        { value: "simulation", label: "Call Simulation", content: <CallSimulationTab /> },
        { value: "progress", label: "My Progress", content: <MyProgressTab /> },
        { value: "history", label: "Session History", content: <SessionHistoryTab /> },
        { value: "analytics", label: "Analytics", content: <AnalyticsTab /> },
      ]}
    />
  );
}
