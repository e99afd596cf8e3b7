import type { TeamAgent } from "@domain/broker";
import { agentName } from "./people";

export const AGENT_FILTERS = [
  { value: "all", label: "All Agents" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
] as const;
export type AgentFilter = (typeof AGENT_FILTERS)[number]["value"];

export const AGENT_SORTS = [
  { value: "name", label: "Name" },
  { value: "sessions", label: "Sessions" },
  { value: "score", label: "Score" },
  { value: "email", label: "Email" },
] as const;
export type AgentSort = (typeof AGENT_SORTS)[number]["value"];

export interface AgentListOptions {
  search: string;
  filter: AgentFilter;
  sort: AgentSort;
}

/** Spec §5: 'active' means at least one session. */
export const isActiveAgent = (item: TeamAgent) => item.totalSessions > 0;

/** First name, last name, the two together ("Ann Lee") or email, any case; runs of spaces count as one. */
function matchesSearch(item: TeamAgent, query: string): boolean {
  if (!query) return true;
  const { firstName, lastName, email } = item.agent;
  const fullName = [firstName, lastName].filter(Boolean).join(" ");
  return [firstName, lastName, fullName, email].some((field) => field?.toLowerCase().includes(query));
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "base" });

/** Sessions and score sort the busiest and best first; name and email alphabetically. Ties fall back to name. */
const COMPARATORS: Record<AgentSort, (a: TeamAgent, b: TeamAgent) => number> = {
  name: (a, b) => byText(agentName(a.agent), agentName(b.agent)),
  email: (a, b) => byText(a.agent.email, b.agent.email),
  sessions: (a, b) => b.totalSessions - a.totalSessions,
  score: (a, b) => (b.averageScore ?? -1) - (a.averageScore ?? -1),
};

/** The team list as the broker asked to see it: searched (first, last or full name, or email, any case), filtered, sorted. */
export function agentListView(agents: readonly TeamAgent[], { search, filter, sort }: AgentListOptions): TeamAgent[] {
  const query = search.trim().replace(/\s+/g, " ").toLowerCase();
  return agents
    .filter((item) => matchesSearch(item, query))
    .filter((item) => filter === "all" || (filter === "active") === isActiveAgent(item))
    .sort((a, b) => COMPARATORS[sort](a, b) || COMPARATORS.name(a, b));
}
