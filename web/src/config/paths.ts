import type { TrainingVertical } from "@domain/enums";

const INDUSTRY_PATHS: Record<TrainingVertical, string> = {
  real_estate: "/real-estate",
  insurance: "/insurance",
  saas: "/saas",
};

/** URLs of the public site; components take them from here instead of spelling strings. */
export const paths = {
  home: "/",
  industry: (vertical: TrainingVertical) => INDUSTRY_PATHS[vertical],
  demo: "/demo",
  demoFlow: (vertical: TrainingVertical) => `/demo/${vertical}`,
  waitingList: "/waiting-list",
  terms: "/terms",
  privacy: "/privacy",
  agentDashboard: "/agent-dashboard",
  brokerDashboard: "/broker-dashboard",
  /**
   * A call's review. A static path with the call in the query, so production serves its prerendered shell
   * (a parametrised path has no HTML of its own and would answer 404).
   */
  reviewPath: "/review",
  practiceReview: (sessionId: string) => `/review?session=${encodeURIComponent(sessionId)}`,
  demoReview: (conversationId: string) => `/review?demo=${encodeURIComponent(conversationId)}`,
  /** The agent dashboard set up to practise the objection at `time` of a call again. */
  practiseAgain: (sessionId: string, time: number) => `/agent-dashboard?retry=${encodeURIComponent(sessionId)}&at=${time}`,
} as const;
