import { DEV_AGENT_EMAIL, DEV_BROKER_EMAIL } from "../../domain/dev-accounts";

export type AgentSkill = "improving" | "strong" | "struggling";

/** A broker with four agents; Sam has not practised yet so empty states show too. */
export const devTeam = {
  companyName: "Reyes Realty Group",
  broker: { email: DEV_BROKER_EMAIL, firstName: "Morgan", lastName: "Reyes", role: "broker" as const },
  agents: [
    {
      user: { email: DEV_AGENT_EMAIL, firstName: "Alex", lastName: "Chen" },
      skill: "improving" as AgentSkill,
      sessions: 16,
    },
    {
      user: { email: "priya.patel@practiceline.dev", firstName: "Priya", lastName: "Patel" },
      skill: "strong" as AgentSkill,
      sessions: 14,
    },
    {
      user: { email: "jordan.brooks@practiceline.dev", firstName: "Jordan", lastName: "Brooks" },
      skill: "struggling" as AgentSkill,
      sessions: 10,
    },
    {
      user: { email: "sam.taylor@practiceline.dev", firstName: "Sam", lastName: "Taylor" },
      skill: "improving" as AgentSkill,
      sessions: 0,
    },
  ],
};
