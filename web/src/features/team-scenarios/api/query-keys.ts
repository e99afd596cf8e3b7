/** Under the broker's branch too: what refreshes the broker's workspace (a sign-out) refreshes these. */
export const scenarioKeys = {
  all: ["team-scenarios"] as const,
  list: () => [...scenarioKeys.all, "list"] as const,
  one: (id: string) => [...scenarioKeys.all, "one", id] as const,
};
