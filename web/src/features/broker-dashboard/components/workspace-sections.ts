export const MENU_SECTIONS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "scenarios", label: "Training Scenarios" },
  { id: "agents", label: "Manage Agents" },
  { id: "analytics", label: "Analytics" },
  { id: "ai-agents", label: "AI Agents" },
  { id: "phone-numbers", label: "Phone Numbers" },
  { id: "trainers", label: "Trainers" },
] as const;

export const SETTINGS_SECTION = { id: "settings", label: "Settings" } as const;

export type WorkspaceSection = (typeof MENU_SECTIONS)[number]["id"] | typeof SETTINGS_SECTION.id;

export const WORKSPACE_SECTIONS: readonly WorkspaceSection[] = [
  ...MENU_SECTIONS.map((section) => section.id),
  SETTINGS_SECTION.id,
];

export const INITIAL_SECTION: WorkspaceSection = "dashboard";
