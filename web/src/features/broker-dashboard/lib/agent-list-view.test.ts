import type { TeamAgent } from "@domain/broker";
import { agentListView, type AgentListOptions } from "./agent-list-view";

function member(
  firstName: string | null,
  lastName: string | null,
  email: string,
  totalSessions: number,
  averageScore: number | null,
): TeamAgent {
  return {
    agent: { id: email, firstName, lastName, email, role: "agent", isTrainer: "no" },
    totalSessions,
    averageScore,
    improvement: null,
  };
}

const TEAM = [
  member("Priya", "Patel", "priya.patel@practiceline.dev", 14, 84),
  member("Alex", "Chen", "alex.chen@practiceline.dev", 16, 71),
  member("Sam", "Taylor", "sam.taylor@practiceline.dev", 0, null),
  member("Jordan", "Brooks", "jordan.brooks@practiceline.dev", 10, 58),
  member(null, null, "newhire@realty.example", 0, null),
];

const names = (items: TeamAgent[]) => items.map((item) => item.agent.firstName ?? item.agent.email);
const view = (options: Partial<AgentListOptions>) =>
  names(agentListView(TEAM, { search: "", filter: "all", sort: "name", ...options }));

describe("agentListView", () => {
  it("sorts by name, with a nameless member sorted by email", () => {
    expect(view({})).toEqual(["Alex", "Jordan", "newhire@realty.example", "Priya", "Sam"]);
  });

  it("searches first name, last name and email, ignoring case and surrounding spaces", () => {
    expect(view({ search: "PRI" })).toEqual(["Priya"]);
    expect(view({ search: "brooks" })).toEqual(["Jordan"]);
    expect(view({ search: "  Realty.EXAMPLE " })).toEqual(["newhire@realty.example"]);
    expect(view({ search: "practiceline" })).toEqual(["Alex", "Jordan", "Priya", "Sam"]);
    expect(view({ search: "nobody" })).toEqual([]);
  });

  it("finds an agent by full name, in any case and with any spacing, and not by a mixed-up name", () => {
    expect(view({ search: "Priya Patel" })).toEqual(["Priya"]);
    expect(view({ search: "  alex   CHEN " })).toEqual(["Alex"]);
    expect(view({ search: "a pat" })).toEqual(["Priya"]);
    expect(view({ search: "Priya Chen" })).toEqual([]);
  });

  it("filters active (at least one session) and inactive (none)", () => {
    expect(view({ filter: "active" })).toEqual(["Alex", "Jordan", "Priya"]);
    expect(view({ filter: "inactive" })).toEqual(["newhire@realty.example", "Sam"]);
  });

  it("sorts by sessions and by score, most first, members without a score last", () => {
    expect(view({ sort: "sessions" })).toEqual(["Alex", "Priya", "Jordan", "newhire@realty.example", "Sam"]);
    expect(view({ sort: "score" })).toEqual(["Priya", "Alex", "Jordan", "newhire@realty.example", "Sam"]);
  });

  it("sorts by email", () => {
    expect(view({ sort: "email" })).toEqual(["Alex", "Jordan", "newhire@realty.example", "Priya", "Sam"]);
  });

  it("combines search, filter and sort, and leaves the original list alone", () => {
    const before = names(TEAM);
    expect(view({ search: "practiceline", filter: "active", sort: "score" })).toEqual(["Priya", "Alex", "Jordan"]);
    expect(names(TEAM)).toEqual(before);
  });
});
