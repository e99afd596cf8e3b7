import type { TrainingVertical } from "./enums";

const INDUSTRY_PATHS: Record<TrainingVertical, string> = {
  real_estate: "/real-estate",
  insurance: "/insurance",
  saas: "/saas",
};

/**
 * The web app's pages (spec §2), each spelled once: the router, links and redirects in the SPA, and the Worker's
 * own redirects and invitation links take them from here. API paths are not here: the web reaches them through
 * the typed client (web/src/lib/api.ts), the Worker declares them in worker/app.ts.
 */
export const paths = {
  home: "/",
  industry: (vertical: TrainingVertical) => INDUSTRY_PATHS[vertical],
  demo: "/demo",
  demoFlow: (vertical: TrainingVertical) => `/demo/${vertical}`,
  waitingList: "/waiting-list",
  terms: "/terms",
  privacy: "/privacy",
  devLogin: "/dev",
  brokerDashboard: "/broker-dashboard",
  agentDashboard: "/agent-dashboard",
  createTeam: "/create-team",
  /** The invitee's screen; the code is the invitation id and its signature (URL-safe as it is). */
  joinTeam: (code: string) => `/join/${code}`,
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

/** The router's patterns of the pages with a path parameter. */
export const routePatterns = {
  demoFlow: "/demo/:vertical",
  joinTeam: "/join/:code",
} as const;
