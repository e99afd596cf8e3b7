export const reviewKeys = {
  all: ["call-review"] as const,
  practice: (sessionId: string) => [...reviewKeys.all, "practice", sessionId] as const,
  demo: (conversationId: string) => [...reviewKeys.all, "demo", conversationId] as const,
};
