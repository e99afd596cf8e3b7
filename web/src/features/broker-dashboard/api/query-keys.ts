/** Cache keys of the broker workspace, hierarchical so one invalidation can reach a whole branch. */
export const brokerKeys = {
  all: ["broker"] as const,
  stats: () => [...brokerKeys.all, "stats"] as const,
  analytics: () => [...brokerKeys.all, "analytics"] as const,
  agents: () => [...brokerKeys.all, "agents", "list"] as const,
  agent: (id: string) => [...brokerKeys.all, "agents", "detail", id] as const,
  activity: () => [...brokerKeys.all, "activity"] as const,
  phoneLines: () => [...brokerKeys.all, "phone-lines"] as const,
  invitations: () => [...brokerKeys.all, "invitations"] as const,
  scoreFlags: () => [...brokerKeys.all, "score-flags"] as const,
  calibration: () => [...brokerKeys.all, "calibration"] as const,
  blindCall: (id: string) => [...brokerKeys.all, "calibration", "call", id] as const,
  usage: () => [...brokerKeys.all, "usage"] as const,
  realCallFigures: () => [...brokerKeys.all, "settings", "real-calls"] as const,
};

export const userSettingsKey = ["user", "settings"] as const;
