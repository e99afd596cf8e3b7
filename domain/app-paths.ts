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
  /** The multi-vertical demo (every industry's scenarios); any /demo/{other} path is answered with it. */
  multiVerticalDemo: "/demo/homepage",
  waitingList: "/waiting-list",
  /** The sign-up screen for a vertical's visitors (the industry pages' header opens it). */
  waitingListFor: (vertical: TrainingVertical) => `/waiting-list?vertical=${vertical}`,
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
  /** A practice call's review; `agentId` when a broker opened it from that agent's details (its Back returns there). */
  practiceReview: (sessionId: string, agentId?: string) =>
    `/review?session=${encodeURIComponent(sessionId)}${agentId ? `&agent=${encodeURIComponent(agentId)}` : ""}`,
  /** The demo visitor's call review; its Back returns to the demo's results on `vertical`. */
  demoReview: (conversationId: string, vertical: string) =>
    `/review?demo=${encodeURIComponent(conversationId)}&vertical=${encodeURIComponent(vertical)}`,
  /** The demo on `vertical` showing the results (step 3) of the visitor's call. */
  demoResults: (vertical: string, conversationId: string) =>
    `/demo/${encodeURIComponent(vertical)}?results=${encodeURIComponent(conversationId)}`,
  /** The broker dashboard open on Training Scenarios. */
  brokerScenarios: "/broker-dashboard?section=scenarios",
  /** The broker dashboard open on one agent's details (Manage Agents → View Full Details). */
  brokerAgent: (agentId: string) => `/broker-dashboard?agent=${encodeURIComponent(agentId)}`,
  /** The Custom Scenario Builder: a new team scenario, or `?id=` one of the team's to edit. */
  scenarioBuilder: "/scenario-builder",
  teamScenario: (id: string) => `/scenario-builder?id=${encodeURIComponent(id)}`,
  /** The agent dashboard set up to practise the objection at `time` of a call again. */
  practiseAgain: (sessionId: string, time: number) =>
    `/agent-dashboard?retry=${encodeURIComponent(sessionId)}&at=${time}`,
  /** The agent dashboard set up to practise the lead drafted from real call `realCallId` ("Practise this call again"). */
  practiseRealCall: (realCallId: string) => `/agent-dashboard?practise-call=${encodeURIComponent(realCallId)}`,
} as const;

/** The router's patterns of the pages with a path parameter. */
export const routePatterns = {
  demoFlow: "/demo/:vertical",
  joinTeam: "/join/:code",
} as const;
