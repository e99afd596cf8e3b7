/**
 * @file Who may call each /api route: the authorization policy of the app, in one table. The guard
 * (worker/http/middleware/authorize.ts, applied once in app.ts) enforces it for every request; a route missing here is
 * refused. The authorization-matrix test checks this table against the routes the app mounts, and each caller's
 * status against it. The local entry's development routes (the voice simulator) bring their own table.
 *
 * ADDING OR CHANGING AN /api ROUTE? Give it an entry here ("METHOD /api/path/:param", as Hono registers it) and
 * one in worker/auth/routes/authorization-matrix.test.ts.
 */
import type { RoutePolicies, RoutePolicy, SessionCheck, TeamScope } from "../http/middleware/authorize";

const anyone: RoutePolicy = { access: "public" };
const devOnly: RoutePolicy = { access: "dev-only" };
const providerSigned: RoutePolicy = { access: "webhook-signed" };
const tokenHolder: RoutePolicy = { access: "token-gated" };
const signedIn = (scope?: TeamScope, check: SessionCheck = "eager"): RoutePolicy => ({
  access: "signed-in",
  check,
  scope,
});
const agent = (scope?: TeamScope, check: SessionCheck = "eager"): RoutePolicy => ({ access: "agent", check, scope });
const broker = (scope?: TeamScope, check: SessionCheck = "eager"): RoutePolicy => ({ access: "broker", check, scope });

export const ROUTE_POLICIES: RoutePolicies = {
  "GET /api/health": anyone,
  "GET /api/config": anyone,
  "POST /api/waiting-list": anyone,

  // Sign-in. "Who am I" answers its own 401, clearing a stale signed-in hint.
  "GET /api/login": anyone,
  "GET /api/callback": anyone,
  "POST /api/logout": anyone,
  "GET /api/auth/user": signedIn("own-record", "in-route"),
  "GET /api/dev/login": devOnly,
  "POST /api/dev/login": devOnly,

  // The public demo; a demo call's review and recording need that call's capability cookie.
  "GET /api/demo/scenarios": anyone,
  "GET /api/demo/caller-number": anyone,
  "POST /api/demo/caller-number/code": anyone,
  "POST /api/demo/caller-number": anyone,
  "POST /api/demo/conversation/start": anyone,
  "POST /api/demo/conversation/:conversationId/end": tokenHolder,
  "GET /api/demo/conversation/:conversationId/processing-status": tokenHolder,
  "GET /api/demo/conversation/:conversationId/review": tokenHolder,
  "GET /api/demo/conversation/:conversationId/recording": tokenHolder,

  // The voice provider (a signature or a shared secret), and calibration against a deployment (a bearer secret).
  "POST /api/webhooks/elevenlabs/conversation-init": providerSigned,
  "POST /api/webhooks/elevenlabs/post-call": providerSigned,
  "POST /api/analysis/calibrate": tokenHolder,

  // An invitation link: its signed code is read by whoever holds it; accepting it needs a session.
  "GET /api/invitations/:code": tokenHolder,
  "POST /api/invitations/:code/accept": signedIn("own-record"),

  // Broker workspace: the broker's own team.
  "GET /api/broker/stats": broker("own-team", "in-read"),
  "GET /api/broker/agents": broker("own-team", "in-read"),
  "GET /api/broker/agents/:id": broker("own-team", "in-read"),
  "PUT /api/broker/agents/:id/trainer": broker("own-team"),
  "DELETE /api/broker/agents/:id": broker("own-team"),
  "GET /api/broker/activity": broker("own-team", "in-read"),
  "GET /api/broker/phone-lines": broker("own-team", "in-read"),
  "GET /api/broker/usage": broker("own-team", "in-read"),
  "GET /api/broker/usage.csv": broker("own-team", "in-read"),
  "PUT /api/broker/usage/budget": broker("own-team"),
  "GET /api/broker/settings/real-calls": broker("own-team", "in-read"),
  "PUT /api/broker/settings/real-calls": broker("own-team"),
  "GET /api/broker/invitations": broker("own-team", "in-read"),
  "POST /api/broker/invitations": broker("own-team"),
  "DELETE /api/broker/invitations/:id": broker("own-team"),
  "GET /api/analytics/broker": broker("own-team", "in-read"),
  "GET /api/broker/assignments/matrix": broker("own-team"),
  "GET /api/broker/assignments/matrix.csv": broker("own-team"),
  "POST /api/broker/assignments": broker("own-team"),
  "PATCH /api/broker/assignments/:id": broker("own-team"),
  "POST /api/broker/assignments/:id/cancel": broker("own-team"),
  "GET /api/broker/training/skill-gaps": broker("own-team"),
  "GET /api/broker/training/scenarios": broker("own-team"),
  "PUT /api/broker/training/leaderboard-opt-outs/:agentId": broker("own-team"),
  "GET /api/broker/score-flags": broker("own-team", "in-read"),
  "GET /api/broker/calibration": broker("own-team", "in-read"),
  "GET /api/broker/calibration/calls/:id": broker("own-team", "in-read"),
  "GET /api/broker/calibration/export": broker("own-team", "in-read"),
  "POST /api/broker/calibration/grades": broker("own-team"),
  // Under /broker for history; any signed-in operator named in LEAD_EXPORT_EMAILS.
  "GET /api/broker/waiting-list.csv": signedIn("operators", "in-read"),

  // Team scenarios: the team's broker and its trainers.
  "GET /api/team/scenarios": signedIn("team-authors"),
  "POST /api/team/scenarios": signedIn("team-authors"),
  "GET /api/team/scenarios/:id": signedIn("team-authors"),
  "PUT /api/team/scenarios/:id": signedIn("team-authors"),
  "DELETE /api/team/scenarios/:id": signedIn("team-authors"),
  "POST /api/team/scenarios/:id/publish": signedIn("team-authors"),
  "POST /api/team/scenarios/:id/archive": signedIn("team-authors"),
  "POST /api/team/scenarios/:id/restore": signedIn("team-authors"),
  "POST /api/team/scenarios/:id/trials": signedIn("team-authors"),

  // One's own team (starting one is for a signed-in user on none) and its leaderboard.
  "GET /api/team": signedIn("own-team", "in-read"),
  "POST /api/team": signedIn("own-record"),
  "GET /api/leaderboard": signedIn("own-team"),

  // Agent workspace: the agent's own records, and what their broker set for the team.
  "GET /api/agent/scenarios": agent("own-team", "in-read"),
  "GET /api/agent/training-options": agent("own-record", "in-read"),
  "GET /api/agent/training-config": agent("own-team", "in-read"),
  "GET /api/agent/assignments": agent("own-record"),
  "POST /api/agent/assignments/:id/practice_sessions": agent("own-record"),
  "GET /api/analytics/agent": agent("own-record", "in-read"),
  "GET /api/agent/phone-number": agent("own-record", "in-read"),
  "POST /api/agent/phone-number/code": agent("own-record"),
  "POST /api/agent/phone-number": agent("own-record"),
  "DELETE /api/agent/phone-number": agent("own-record"),

  // Practice sessions: an agent's own; a broker's own are trial calls of team scenarios.
  "GET /api/practice_sessions": agent("own-record", "in-read"),
  "POST /api/practice_sessions": agent("own-record", "in-read"),
  "GET /api/practice_sessions/:id": signedIn("own-record", "in-read"),
  "PUT /api/practice_sessions/:id": signedIn("own-record"),
  "POST /api/practice_sessions/:id/call": signedIn("own-record", "in-read"),
  "POST /api/practice_sessions/:id/complete": signedIn("own-record"),
  "GET /api/practice_sessions/:id/recording": signedIn("own-record"),
  "POST /api/practice_sessions/:id/retries": agent("own-record"),

  // Call reviews: the agent's own calls and their broker's view of them; brokers coach and correct, agents flag.
  "GET /api/call-reviews/:id": signedIn("own-or-team"),
  "GET /api/call-reviews/:id/recording": signedIn("own-or-team"),
  "POST /api/call-reviews/:id/notes": broker("own-team"),
  "DELETE /api/call-reviews/:id/notes/:noteId": broker("own-team"),
  "POST /api/call-reviews/:id/corrections": broker("own-team"),
  "POST /api/call-reviews/:id/flags": agent("own-record"),
  "POST /api/call-reviews/:id/flags/:flagId/resolve": broker("own-team"),

  // Real calls: the uploader's own, and their broker's team's.
  "POST /api/real-calls": signedIn("own-record"),
  "GET /api/real-calls/:id/lead-draft": signedIn("own-or-team"),
  "DELETE /api/real-calls/:id": signedIn("own-or-team"),

  "GET /api/user/settings": signedIn("own-record", "in-read"),
  "PUT /api/user/settings": signedIn("own-record"),
};
