/**
 * Authorization matrix: the policy table (worker/auth/route-policies.ts, and the simulator's) against the routes
 * the app mounts, and the status each kind of caller gets from every route.
 *
 * ADDING OR CHANGING AN /api ROUTE? Give it a policy in route-policies.ts and an entry in MATRIX below
 * ("METHOD /api/path/:param", exactly as Hono registers it). This file fails when a mounted route has no policy,
 * a policy has no route, the matrix misses a route, or a wrong caller is not refused as its policy says.
 * Public routes say so explicitly (everyone gets the same status). Callers are a team made for this file — a
 * broker, their agent, and an agent of another broker — so seeded data is never touched; requests come from our
 * own origin, as a browser's would.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../../lib/db/schema";
import { app } from "../../local-entry";
import { isEndpoint, routeKey, type RoutePolicy } from "../../http/middleware/authorize";
import { SIMULATOR_ROUTE_POLICIES } from "../../simulator/route-policies";
import { ROUTE_POLICIES } from "../route-policies";
import { createTestUser, sessionCookieFor } from "../testing/sign-in-as";

const ORIGIN = "http://localhost:8787";
const PERSONAS = ["anonymous", "agent", "broker", "otherBrokersAgent"] as const;
type Persona = (typeof PERSONAS)[number];

interface Team {
  /** The broker persona, and the agent persona on their team. */
  broker: User;
  agent: User;
  /** A second team: the "another broker's agent" persona belongs to it. */
  otherBroker: User;
  otherBrokersAgent: User;
}

interface MatrixRequest {
  /** The path to call, with its parameters filled in; defaults to the route's own path. */
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Entry {
  request?: (team: Team) => MatrixRequest;
  expect: Record<Persona, number>;
}

const everyone = (status: number): Record<Persona, number> => ({
  anonymous: status,
  agent: status,
  broker: status,
  otherBrokersAgent: status,
});
const signedIn = (status: number): Record<Persona, number> => ({
  anonymous: 401,
  agent: status,
  broker: status,
  otherBrokersAgent: status,
});
const brokersOnly = (status: number): Record<Persona, number> => ({
  anonymous: 401,
  agent: 403,
  broker: status,
  otherBrokersAgent: 403,
});
const agentsOnly = (status: number): Record<Persona, number> => ({
  anonymous: 401,
  agent: status,
  broker: 403,
  otherBrokersAgent: status,
});

/** A number nobody else texts codes to. */
const matrixNumber = () => `+1202${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

const MATRIX: Record<string, Entry> = {
  "GET /api/health": { expect: everyone(200) },
  // Public run-time settings of the SPA (config.test.ts).
  "GET /api/config": { expect: everyone(200) },

  // Sign-in: public by nature. Without a valid callback the sign-in ends on the friendly 400 page.
  "GET /api/login": { expect: everyone(302) },
  "GET /api/callback": { expect: everyone(400) },
  "GET /api/auth/user": { expect: signedIn(200) },
  "POST /api/logout": { expect: everyone(204) },
  // Development only (404 in production, see dev-login.test.ts); open to anyone on a development stack.
  "GET /api/dev/login": { expect: everyone(200) },
  "POST /api/dev/login": { request: () => ({ body: { role: "agent" } }), expect: everyone(200) },

  // Broker workspace: the signed-in broker's own team only (scoping itself is proved in broker*.test.ts).
  "GET /api/broker/stats": { expect: brokersOnly(200) },
  "GET /api/broker/agents": { expect: brokersOnly(200) },
  "GET /api/broker/agents/:id": {
    request: (team) => ({ path: `/api/broker/agents/${team.agent.id}` }),
    expect: brokersOnly(200),
  },
  // Deleting an agent's data: an unknown id here, so the matrix's own agent survives (broker-agent-deletion.test.ts).
  "DELETE /api/broker/agents/:id": {
    request: () => ({ path: `/api/broker/agents/${crypto.randomUUID()}` }),
    expect: brokersOnly(404),
  },
  "PUT /api/broker/agents/:id/trainer": {
    request: (team) => ({ path: `/api/broker/agents/${team.agent.id}/trainer`, body: { isTrainer: false } }),
    expect: brokersOnly(200),
  },
  "GET /api/broker/activity": { expect: brokersOnly(200) },
  "GET /api/broker/phone-lines": { expect: brokersOnly(200) },
  "GET /api/broker/invitations": { expect: brokersOnly(200) },
  "POST /api/broker/invitations": {
    request: () => ({ body: { email: `matrix-invite-${crypto.randomUUID().slice(0, 8)}@test.practiceline.dev` } }),
    expect: brokersOnly(201),
  },
  "DELETE /api/broker/invitations/:id": {
    request: () => ({ path: `/api/broker/invitations/${crypto.randomUUID()}` }),
    expect: brokersOnly(404),
  },
  "GET /api/analytics/broker": { expect: brokersOnly(200) },
  // The team's voice minutes and its monthly budget (call-budgets.test.ts).
  "GET /api/broker/usage": { expect: brokersOnly(200) },
  "GET /api/broker/usage.csv": { expect: brokersOnly(200) },
  "PUT /api/broker/usage/budget": {
    request: () => ({ body: { monthlyPracticeMinutes: 500 } }),
    expect: brokersOnly(200),
  },
  // A team's own setting: no route names another team (scoping in real-calls.test.ts).
  "GET /api/broker/settings/real-calls": { expect: brokersOnly(200) },
  "PUT /api/broker/settings/real-calls": {
    request: () => ({ body: { includeRealCalls: false } }),
    expect: brokersOnly(200),
  },
  // Team training: a broker's own assignments and team; an agent's own assignments; the leaderboard of your team
  // (scoping in team-training.test.ts and leaderboard.test.ts). Unknown assignment ids are 404 for whoever may ask.
  "GET /api/broker/assignments/matrix": { expect: brokersOnly(200) },
  "GET /api/broker/assignments/matrix.csv": { expect: brokersOnly(200) },
  "POST /api/broker/assignments": {
    request: () => ({
      body: {
        title: "Matrix",
        customPrompt: "You are Pat, 40, from Leeds.",
        vertical: "saas",
        wholeTeam: true,
        dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
    expect: brokersOnly(201),
  },
  "PATCH /api/broker/assignments/:id": {
    request: () => ({ path: `/api/broker/assignments/${crypto.randomUUID()}`, body: { title: "Renamed" } }),
    expect: brokersOnly(404),
  },
  "POST /api/broker/assignments/:id/cancel": {
    request: () => ({ path: `/api/broker/assignments/${crypto.randomUUID()}/cancel` }),
    expect: brokersOnly(404),
  },
  "GET /api/broker/training/skill-gaps": { expect: brokersOnly(200) },
  "GET /api/broker/training/scenarios": { expect: brokersOnly(200) },
  "PUT /api/broker/training/leaderboard-opt-outs/:agentId": {
    request: (team) => ({
      path: `/api/broker/training/leaderboard-opt-outs/${team.agent.id}`,
      body: { optedOut: false },
    }),
    expect: brokersOnly(200),
  },
  // Team scenarios: the broker and the team's trainers (none of these agents is one; team-scenarios.test.ts has
  // trainers, other teams and the positive cases). Unknown ids are 404, an empty draft 400, for whoever may ask.
  "GET /api/team/scenarios": { expect: brokersOnly(200) },
  "POST /api/team/scenarios": { request: () => ({ body: {} }), expect: brokersOnly(400) },
  "GET /api/team/scenarios/:id": {
    request: () => ({ path: `/api/team/scenarios/${crypto.randomUUID()}` }),
    expect: brokersOnly(404),
  },
  "PUT /api/team/scenarios/:id": {
    request: () => ({ path: `/api/team/scenarios/${crypto.randomUUID()}`, body: {} }),
    expect: brokersOnly(400),
  },
  "DELETE /api/team/scenarios/:id": {
    request: () => ({ path: `/api/team/scenarios/${crypto.randomUUID()}` }),
    expect: brokersOnly(404),
  },
  "POST /api/team/scenarios/:id/publish": {
    request: () => ({ path: `/api/team/scenarios/${crypto.randomUUID()}/publish` }),
    expect: brokersOnly(404),
  },
  "POST /api/team/scenarios/:id/archive": {
    request: () => ({ path: `/api/team/scenarios/${crypto.randomUUID()}/archive` }),
    expect: brokersOnly(404),
  },
  "POST /api/team/scenarios/:id/restore": {
    request: () => ({ path: `/api/team/scenarios/${crypto.randomUUID()}/restore` }),
    expect: brokersOnly(404),
  },
  "POST /api/team/scenarios/:id/trials": {
    request: () => ({ path: `/api/team/scenarios/${crypto.randomUUID()}/trials`, body: {} }),
    expect: brokersOnly(404),
  },
  "GET /api/agent/assignments": { expect: agentsOnly(200) },
  "POST /api/agent/assignments/:id/practice_sessions": {
    request: () => ({ path: `/api/agent/assignments/${crypto.randomUUID()}/practice_sessions`, body: {} }),
    expect: agentsOnly(404),
  },
  "GET /api/leaderboard": { expect: signedIn(200) },
  // An invitation link: its holder may read it; only a signed-in user may accept it (invitations.test.ts).
  // A code nobody signed is 404 for everyone allowed that far.
  "GET /api/invitations/:code": {
    request: () => ({ path: `/api/invitations/${crypto.randomUUID()}.unsigned` }),
    expect: everyone(404),
  },
  "POST /api/invitations/:code/accept": {
    request: () => ({ path: `/api/invitations/${crypto.randomUUID()}.unsigned/accept`, body: {} }),
    expect: signedIn(404),
  },
  // Your own team; starting one is for a signed-in user on no team, and every persona here has one (team.test.ts).
  "GET /api/team": { expect: signedIn(200) },
  "POST /api/team": { request: () => ({ body: { name: "Matrix Team" } }), expect: signedIn(409) },
  // Agent workspace: the signed-in agent's own practice sessions only (scoping in practice-sessions.test.ts).
  "GET /api/agent/scenarios": { expect: agentsOnly(200) },
  "GET /api/agent/training-options": { expect: agentsOnly(200) },
  "GET /api/agent/training-config": { expect: agentsOnly(200) },
  "GET /api/practice_sessions": { expect: agentsOnly(200) },
  "POST /api/practice_sessions": { request: () => ({ body: {} }), expect: agentsOnly(400) },
  // One's own sessions (and their calls), whatever the role: a broker's are trial calls of team scenarios.
  "GET /api/practice_sessions/:id": {
    request: () => ({ path: `/api/practice_sessions/${crypto.randomUUID()}` }),
    expect: signedIn(404),
  },
  "PUT /api/practice_sessions/:id": {
    request: () => ({ path: `/api/practice_sessions/${crypto.randomUUID()}`, body: { status: "active" } }),
    expect: signedIn(404),
  },
  "POST /api/practice_sessions/:id/call": {
    request: () => ({ path: `/api/practice_sessions/${crypto.randomUUID()}/call`, body: { via: "browser" } }),
    expect: signedIn(404),
  },
  "POST /api/practice_sessions/:id/complete": {
    request: () => ({ path: `/api/practice_sessions/${crypto.randomUUID()}/complete` }),
    expect: signedIn(404),
  },
  "GET /api/practice_sessions/:id/recording": {
    request: () => ({ path: `/api/practice_sessions/${crypto.randomUUID()}/recording` }),
    expect: signedIn(404),
  },
  // Practise an objection again: the agent's own scored call only (practice-retries.test.ts).
  "POST /api/practice_sessions/:id/retries": {
    request: () => ({ path: `/api/practice_sessions/${crypto.randomUUID()}/retries`, body: { momentTime: 1 } }),
    expect: agentsOnly(404),
  },
  // Call reviews: the agent's own calls and a broker's team's; anyone else finds nothing. Brokers note moments
  // of their team's calls (call-reviews.test.ts, call-review-audio.test.ts prove the positive cases and scoping).
  "GET /api/call-reviews/:id": {
    request: () => ({ path: `/api/call-reviews/${crypto.randomUUID()}` }),
    expect: signedIn(404),
  },
  "GET /api/call-reviews/:id/recording": {
    request: () => ({ path: `/api/call-reviews/${crypto.randomUUID()}/recording` }),
    expect: signedIn(404),
  },
  "POST /api/call-reviews/:id/notes": {
    request: () => ({ path: `/api/call-reviews/${crypto.randomUUID()}/notes`, body: { time: 1, body: "Matrix note" } }),
    expect: brokersOnly(404),
  },
  "DELETE /api/call-reviews/:id/notes/:noteId": {
    request: () => ({ path: `/api/call-reviews/${crypto.randomUUID()}/notes/${crypto.randomUUID()}` }),
    expect: brokersOnly(404),
  },
  // Real calls (real-calls.test.ts proves the upload, its scoping and who sees or deletes what): an upload is a
  // multipart form (a JSON body is 415 for anyone signed in); an unknown call is 404 for whoever may ask.
  "POST /api/real-calls": { request: () => ({ body: {} }), expect: signedIn(415) },
  "GET /api/real-calls/:id/lead-draft": {
    request: () => ({ path: `/api/real-calls/${crypto.randomUUID()}/lead-draft` }),
    expect: signedIn(404),
  },
  "DELETE /api/real-calls/:id": {
    request: () => ({ path: `/api/real-calls/${crypto.randomUUID()}` }),
    expect: signedIn(404),
  },
  // Contested scores: the agent's own broker corrects a score and resolves flags; the agent flags their own call
  // (score-reviews.test.ts proves the positive cases and the scoping). Unknown calls are 404 for whoever may ask.
  "POST /api/call-reviews/:id/corrections": {
    request: () => ({
      path: `/api/call-reviews/${crypto.randomUUID()}/corrections`,
      body: { overall: 50, reason: "Matrix correction" },
    }),
    expect: brokersOnly(404),
  },
  "POST /api/call-reviews/:id/flags": {
    request: () => ({
      path: `/api/call-reviews/${crypto.randomUUID()}/flags`,
      body: { time: 1, comment: "Matrix flag" },
    }),
    expect: agentsOnly(404),
  },
  "POST /api/call-reviews/:id/flags/:flagId/resolve": {
    request: () => ({
      path: `/api/call-reviews/${crypto.randomUUID()}/flags/${crypto.randomUUID()}/resolve`,
      body: {},
    }),
    expect: brokersOnly(404),
  },
  "GET /api/broker/score-flags": { expect: brokersOnly(200) },
  // Calibration: a broker's blind grades of their own team's calls (calibration.test.ts).
  "GET /api/broker/calibration": { expect: brokersOnly(200) },
  "GET /api/broker/calibration/calls/:id": {
    request: () => ({ path: `/api/broker/calibration/calls/${crypto.randomUUID()}` }),
    expect: brokersOnly(404),
  },
  "GET /api/broker/calibration/export": { expect: brokersOnly(200) },
  "POST /api/broker/calibration/grades": {
    request: () => ({
      body: {
        sessionId: crypto.randomUUID(),
        grade: 50,
        expectedSentiment: "neutral",
        reason: "A matrix grade: the reason is long enough to be a real one.",
        criteria: {
          opening: "shown",
          reason_for_call: "shown",
          discovery: "shown",
          listening: "shown",
          objection_handling: "not_shown",
          honesty_compliance: "shown",
          next_step: "missed",
          respect_for_lead: "shown",
        },
      },
    }),
    expect: brokersOnly(404),
  },
  "GET /api/analytics/agent": { expect: agentsOnly(200) },
  // The agent's own verified number (phone-verification.test.ts): a code texted, then checked (none was sent here: 400).
  "GET /api/agent/phone-number": { expect: agentsOnly(200) },
  "POST /api/agent/phone-number/code": {
    request: () => ({ body: { phoneNumber: matrixNumber() } }),
    expect: agentsOnly(202),
  },
  "POST /api/agent/phone-number": {
    request: () => ({ body: { phoneNumber: matrixNumber(), code: "123456" } }),
    expect: agentsOnly(400),
  },
  "DELETE /api/agent/phone-number": { expect: agentsOnly(204) },
  // The public demo: no sign-in. Unknown scenarios and conversations are 404 for everyone (pipeline in demo.test.ts).
  "GET /api/demo/scenarios": { expect: everyone(200) },
  // A visitor proves the number they will call from (phone-verification.test.ts): public, limited per client.
  "GET /api/demo/caller-number": { expect: everyone(200) },
  "POST /api/demo/caller-number/code": {
    request: () => ({ body: { phoneNumber: matrixNumber() } }),
    expect: everyone(202),
  },
  "POST /api/demo/caller-number": {
    request: () => ({ body: { phoneNumber: matrixNumber(), code: "123456" } }),
    expect: everyone(400),
  },
  "POST /api/demo/conversation/start": {
    request: () => ({ body: { scenarioId: crypto.randomUUID() } }),
    expect: everyone(404),
  },
  "POST /api/demo/conversation/:conversationId/end": {
    request: () => ({ path: `/api/demo/conversation/${crypto.randomUUID()}/end` }),
    expect: everyone(404),
  },
  "GET /api/demo/conversation/:conversationId/processing-status": {
    request: () => ({ path: `/api/demo/conversation/${crypto.randomUUID()}/processing-status` }),
    expect: everyone(404),
  },
  // The demo visitor's review and recording: the capability cookie of that very call (demo-review.test.ts).
  "GET /api/demo/conversation/:conversationId/review": {
    request: () => ({ path: `/api/demo/conversation/${crypto.randomUUID()}/review` }),
    expect: everyone(404),
  },
  "GET /api/demo/conversation/:conversationId/recording": {
    request: () => ({ path: `/api/demo/conversation/${crypto.randomUUID()}/recording` }),
    expect: everyone(404),
  },
  // Calibration against a deployment: the CALIBRATION_TOKEN bearer secret, never a session (analysis-calibration.test.ts).
  "POST /api/analysis/calibrate": {
    request: () => ({
      body: { vertical: "saas", transcript: [{ role: "user", message: "Hi", time_in_call_secs: 0 }] },
    }),
    expect: everyone(401),
  },
  // ElevenLabs webhooks: a shared secret or an HMAC signature, never a session (webhooks.security.test.ts).
  "POST /api/webhooks/elevenlabs/conversation-init": {
    request: () => ({ body: { called_number: "+15550000000", call_sid: "CA0" } }),
    expect: everyone(401),
  },
  "POST /api/webhooks/elevenlabs/post-call": {
    request: () => ({ body: { type: "post_call_transcription", data: {} } }),
    expect: everyone(401),
  },
  // The voice simulator, development only (404 in production, see simulator.test.ts). Its ElevenLabs REST
  // stand-in wants the API key like the real one; its phone is public, as the demo is.
  "GET /api/dev/simulator/elevenlabs/v1/convai/conversations": {
    request: () => ({ path: "/api/dev/simulator/elevenlabs/v1/convai/conversations?agent_id=a" }),
    expect: everyone(401),
  },
  "POST /api/dev/simulator/elevenlabs/v1/speech-to-text": { request: () => ({ body: {} }), expect: everyone(401) },
  "GET /api/dev/simulator/elevenlabs/v1/convai/conversations/:conversationId": {
    request: () => ({ path: "/api/dev/simulator/elevenlabs/v1/convai/conversations/conv_matrix" }),
    expect: everyone(401),
  },
  "GET /api/dev/simulator/elevenlabs/v1/convai/conversations/:conversationId/audio": {
    request: () => ({ path: "/api/dev/simulator/elevenlabs/v1/convai/conversations/conv_matrix/audio" }),
    expect: everyone(401),
  },
  "POST /api/dev/simulator/twilio/2010-04-01/Accounts/:accountSid/Calls/:callFile": {
    request: () => ({
      path: "/api/dev/simulator/twilio/2010-04-01/Accounts/ACmatrix/Calls/CAmatrix.json",
      body: "Status=completed",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${btoa("ACmatrix:token")}`,
      },
    }),
    expect: everyone(404),
  },
  "GET /api/dev/simulator/elevenlabs/v1/convai/conversation/get-signed-url": {
    request: () => ({ path: "/api/dev/simulator/elevenlabs/v1/convai/conversation/get-signed-url?agent_id=a" }),
    expect: everyone(401),
  },
  "POST /api/dev/simulator/calls": {
    request: () => ({ body: { phoneNumber: "+15550000000" } }),
    expect: everyone(201),
  },
  // Its Twilio Verify stand-in wants Basic auth like the real one; its phones' text messages are public, as its phone is.
  "POST /api/dev/simulator/twilio-verify/v2/Services/:serviceSid/Verifications": {
    request: () => ({
      path: "/api/dev/simulator/twilio-verify/v2/Services/VAmatrix/Verifications",
      body: `To=${encodeURIComponent(matrixNumber())}&Channel=sms`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${btoa("ACmatrix:token")}`,
      },
    }),
    expect: everyone(201),
  },
  "POST /api/dev/simulator/twilio-verify/v2/Services/:serviceSid/VerificationCheck": {
    request: () => ({
      path: "/api/dev/simulator/twilio-verify/v2/Services/VAmatrix/VerificationCheck",
      body: `To=${encodeURIComponent(matrixNumber())}&Code=123456`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${btoa("ACmatrix:token")}`,
      },
    }),
    expect: everyone(404),
  },
  "GET /api/dev/simulator/sms": {
    request: () => ({ path: "/api/dev/simulator/sms?to=%2B15550000000" }),
    expect: everyone(200),
  },
  // The conversation WebSocket opens only on a URL the provider signed: a made-up one is refused.
  "GET /api/dev/simulator/elevenlabs/v1/convai/conversation": {
    request: () => ({
      path: "/api/dev/simulator/elevenlabs/v1/convai/conversation?agent_id=a&conversation_id=conv_x&conversation_signature=x",
      headers: { upgrade: "websocket" },
    }),
    expect: everyone(403),
  },
  "GET /api/dev/simulator/calls/:simCallId": {
    request: () => ({ path: "/api/dev/simulator/calls/conv_matrix" }),
    expect: everyone(404),
  },
  "POST /api/dev/simulator/calls/:simCallId/say": {
    request: () => ({ path: "/api/dev/simulator/calls/conv_matrix/say", body: { text: "Hello?" } }),
    expect: everyone(404),
  },
  "POST /api/dev/simulator/calls/:simCallId/hangup": {
    request: () => ({ path: "/api/dev/simulator/calls/conv_matrix/hangup" }),
    expect: everyone(404),
  },
  // Waiting list: a public sign-up (a unique email per call, so the duplicate rule does not decide the status;
  // the Worker tests run with the rate limits lifted); its CSV export is for the operators named in
  // LEAD_EXPORT_EMAILS only (none of these personas; waiting-list-export.test.ts).
  "POST /api/waiting-list": {
    request: () => ({
      body: {
        fullName: "Matrix Visitor",
        email: `matrix-${crypto.randomUUID().slice(0, 8)}@test.practiceline.dev`,
        businessName: "Matrix Realty",
      },
    }),
    expect: everyone(201),
  },
  "GET /api/broker/waiting-list.csv": { expect: signedIn(403) },
  // Settings belong to the signed-in user, whatever their role.
  "GET /api/user/settings": { expect: signedIn(200) },
  "PUT /api/user/settings": {
    request: () => ({
      body: {
        companyName: "Matrix Realty",
        emailNotifications: { dailyReports: true, agentMilestones: true, weeklysummaries: false },
        trainingConfig: {
          defaultSessionDuration: 10,
          minimumPassingScore: 75,
          enableRealTimeCoaching: true,
          detailedFeedback: true,
        },
        teamManagement: { autoAssignBeginner: true, performanceTracking: "all" },
      },
    }),
    expect: signedIn(200),
  },
};

/** Method and path of every route the app registers, middleware and catch-alls left out (as the guard sees them). */
function registeredRoutes(): string[] {
  return [...new Set(app.routes.filter(isEndpoint).map(routeKey))].sort();
}

const POLICIES: Record<string, RoutePolicy> = { ...ROUTE_POLICIES, ...SIMULATOR_ROUTE_POLICIES };

/** Who the policy refuses, and how: a visitor 401 and the other role 403, as the guard answers them. */
function refusalsOf(policy: RoutePolicy): Partial<Record<Persona, number>> {
  switch (policy.access) {
    case "signed-in":
      return { anonymous: 401 };
    case "broker":
      return { anonymous: 401, agent: 403, otherBrokersAgent: 403 };
    case "agent":
      return { anonymous: 401, broker: 403 };
    default:
      return {};
  }
}

describe("authorization matrix", () => {
  let team: Team;
  beforeAll(async () => {
    const broker = await createTestUser({ role: "broker", label: "matrix-broker" });
    const otherBroker = await createTestUser({ role: "broker", label: "matrix-other-broker" });
    team = {
      broker,
      agent: await createTestUser({ role: "agent", brokerId: broker.id, label: "matrix-agent" }),
      otherBroker,
      otherBrokersAgent: await createTestUser({ role: "agent", brokerId: otherBroker.id, label: "matrix-other-agent" }),
    };
  });

  it("has a policy in the table for every mounted /api route, and a mounted route for every policy", () => {
    const routes = registeredRoutes();
    expect(
      routes.filter((route) => !(route in POLICIES)),
      "routes without a policy",
    ).toEqual([]);
    expect(
      Object.keys(POLICIES).filter((key) => !routes.includes(key)),
      "policies without a route",
    ).toEqual([]);
  });

  it("calls every route of the table (add an entry to MATRIX for a new route)", () => {
    expect(
      Object.keys(POLICIES).filter((key) => !(key in MATRIX)),
      "policies without a matrix entry",
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !(key in POLICIES)),
      "matrix entries without a policy",
    ).toEqual([]);
  });

  it("expects of every route the refusals its policy states", () => {
    const disagreeing = Object.entries(MATRIX).filter(([key, entry]) => {
      const policy = POLICIES[key];
      if (!policy) return false;
      const refusals = refusalsOf(policy);
      const allowed = PERSONAS.filter((persona) => !(persona in refusals)).map((persona) => entry.expect[persona]);
      const sessionFree = ["public", "dev-only", "webhook-signed", "token-gated"].includes(policy.access);
      // A session-free route answers every caller alike; a signed-in one refuses as the guard does.
      return sessionFree
        ? new Set(allowed).size !== 1
        : Object.entries(refusals).some(([persona, status]) => entry.expect[persona as Persona] !== status);
    });
    expect(disagreeing.map(([key]) => key)).toEqual([]);
  });

  async function call(key: string, entry: Entry, persona: Persona): Promise<number> {
    const [method, routePath] = key.split(" ") as [string, string];
    const request = entry.request?.(team) ?? {};
    const headers: Record<string, string> = { origin: ORIGIN, ...request.headers };
    // A fresh session per call: a route that signs out or switches accounts cannot spoil the next one.
    if (persona !== "anonymous") headers.cookie = await sessionCookieFor(team[persona].id);
    if (request.body !== undefined) headers["content-type"] ??= "application/json";
    const response = await SELF.fetch(`${ORIGIN}${request.path ?? routePath}`, {
      method,
      headers,
      redirect: "manual",
      body:
        request.body === undefined
          ? undefined
          : typeof request.body === "string"
            ? request.body
            : JSON.stringify(request.body),
    });
    await response.arrayBuffer();
    return response.status;
  }

  it("never lets a broker reach another broker's agent", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/broker/agents/${team.otherBrokersAgent.id}`, {
      headers: { cookie: await sessionCookieFor(team.broker.id) },
    });
    expect([403, 404]).toContain(response.status);
  });

  it.each(Object.entries(MATRIX))("%s", async (key, entry) => {
    const statuses = Object.fromEntries(
      await Promise.all(PERSONAS.map(async (persona) => [persona, await call(key, entry, persona)])),
    );
    expect(statuses).toEqual(entry.expect);
  });
});
