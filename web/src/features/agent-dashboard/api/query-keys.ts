import type { AnalyticsPeriod } from "@domain/enums";

export const agentKeys = {
  all: ["agent"] as const,
  scenarios: () => [...agentKeys.all, "scenarios"] as const,
  trainingOptions: () => [...agentKeys.all, "training-options"] as const,
  trainingConfig: () => [...agentKeys.all, "training-config"] as const,
  verifiedNumber: () => [...agentKeys.all, "phone-number"] as const,
  sessions: () => [...agentKeys.all, "practice-sessions"] as const,
  session: (id: string) => [...agentKeys.all, "practice-sessions", id] as const,
  retrySource: (id: string) => [...agentKeys.all, "retry-source", id] as const,
  leadDraft: (realCallId: string) => [...agentKeys.all, "lead-draft", realCallId] as const,
  analytics: (period: AnalyticsPeriod) => [...agentKeys.all, "analytics", period] as const,
};
