/**
 * @file The API calls `npm run bench` measures: the main reads and writes of visitors, agents and brokers,
 * each as its page sends it (signed in through the dev login, same-origin headers on writes).
 */
import type { Role } from "../../domain/enums";
import { sameOriginHeaders, signIn, signUp } from "./app-requests";

export interface BenchEndpoint {
  /** "METHOD /path" as the report shows it. */
  name: string;
  kind: "read" | "write";
  signedInAs: Role | null;
  /** The status every request must get. */
  expectedStatus: number;
  /**
   * Round trips to the database one would expect, connection set-up included: one for a read, the session check
   * folded in (DESIGN.md §5), at most two for a write. The report flags endpoints above it.
   */
  expectedRoundTrips: number;
  send(index: number): Promise<Response>;
}

export interface EndpointSetup {
  endpoints: BenchEndpoint[];
  /** The agent whose practice sessions the bench adds (to remove them afterwards). */
  agentId: string;
}

async function getJson<T>(baseUrl: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in as the dev agent and broker and gathers the ids the calls need. `tag` keeps sign-up emails unique per run. */
export async function benchEndpoints(baseUrl: string, tag: string): Promise<EndpointSetup> {
  const agent = (await signIn(baseUrl, "agent")).header;
  const broker = (await signIn(baseUrl, "broker")).header;
  const { id: agentId } = await getJson<{ id: string }>(baseUrl, "/api/auth/user", agent);
  const options = await getJson<{ phoneNumbers: Array<{ id: string }>; aiAgents: Array<{ id: string }> }>(
    baseUrl,
    "/api/agent/training-options",
    agent,
  );
  const scenarios = await getJson<Array<{ id: string; category: string }>>(baseUrl, "/api/agent/scenarios", agent);
  const team = await getJson<Array<{ agent: { id: string } }>>(baseUrl, "/api/broker/agents", broker);
  if (!options.phoneNumbers[0] || !options.aiAgents[0] || !scenarios[0] || !team[0]) {
    throw new Error("the seeded dev data (training lines, scenarios, the broker's team) is missing");
  }
  const newSession = JSON.stringify({
    phoneNumberId: options.phoneNumbers[0].id,
    aiAgentId: options.aiAgents[0].id,
    scenarioId: (scenarios.find((scenario) => scenario.category === "real_estate") ?? scenarios[0]).id,
  });
  // One session of the agent's to read alone (made before the reads, so every list they return is the same).
  const created = await fetch(`${baseUrl}/api/practice_sessions`, {
    method: "POST",
    headers: { ...sameOriginHeaders(baseUrl), cookie: agent },
    body: newSession,
  });
  if (created.status !== 201) throw new Error(`POST /api/practice_sessions: ${created.status} ${await created.text()}`);
  const { id: sessionId } = (await created.json()) as { id: string };

  const get = (path: string, cookie?: string) => () =>
    fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  const endpoints: BenchEndpoint[] = [
    {
      name: "GET /api/health",
      kind: "read",
      signedInAs: null,
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get("/api/health"),
    },
    {
      name: "GET /api/auth/user",
      kind: "read",
      signedInAs: "agent",
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get("/api/auth/user", agent),
    },
    {
      name: "GET /api/demo/scenarios?vertical=real_estate",
      kind: "read",
      signedInAs: null,
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get("/api/demo/scenarios?vertical=real_estate"),
    },
    {
      name: "POST /api/waiting-list",
      kind: "write",
      signedInAs: null,
      expectedStatus: 201,
      expectedRoundTrips: 1,
      send: (index) =>
        signUp(baseUrl, `api-${index}-${Math.random().toString(36).slice(2, 8)}@bench-${tag}.example.test`),
    },
    {
      name: "GET /api/practice_sessions",
      kind: "read",
      signedInAs: "agent",
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get("/api/practice_sessions", agent),
    },
    {
      name: "GET /api/practice_sessions/:id",
      kind: "read",
      signedInAs: "agent",
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get(`/api/practice_sessions/${sessionId}`, agent),
    },
    {
      name: "GET /api/agent/training-config",
      kind: "read",
      signedInAs: "agent",
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get("/api/agent/training-config", agent),
    },
    {
      name: "GET /api/team",
      kind: "read",
      signedInAs: "agent",
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get("/api/team", agent),
    },
    {
      name: "GET /api/analytics/agent",
      kind: "read",
      signedInAs: "agent",
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get("/api/analytics/agent", agent),
    },
    {
      name: "GET /api/broker/stats",
      kind: "read",
      signedInAs: "broker",
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get("/api/broker/stats", broker),
    },
    {
      name: "GET /api/broker/agents",
      kind: "read",
      signedInAs: "broker",
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get("/api/broker/agents", broker),
    },
    {
      name: "GET /api/agent/assignments",
      kind: "read",
      signedInAs: "agent",
      expectedStatus: 200,
      expectedRoundTrips: 2,
      send: get("/api/agent/assignments", agent),
    },
    {
      name: "GET /api/leaderboard",
      kind: "read",
      signedInAs: "agent",
      expectedStatus: 200,
      expectedRoundTrips: 2,
      send: get("/api/leaderboard?period=month", agent),
    },
    {
      name: "GET /api/broker/assignments/matrix",
      kind: "read",
      signedInAs: "broker",
      expectedStatus: 200,
      expectedRoundTrips: 2,
      send: get("/api/broker/assignments/matrix", broker),
    },
    {
      name: "GET /api/broker/agents/:id",
      kind: "read",
      signedInAs: "broker",
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get(`/api/broker/agents/${team[0].agent.id}`, broker),
    },
    {
      name: "GET /api/analytics/broker",
      kind: "read",
      signedInAs: "broker",
      expectedStatus: 200,
      expectedRoundTrips: 1,
      send: get("/api/analytics/broker", broker),
    },
    // Last: the sessions it adds would otherwise grow the lists the reads above return.
    {
      name: "POST /api/practice_sessions",
      kind: "write",
      signedInAs: "agent",
      expectedStatus: 201,
      expectedRoundTrips: 1,
      send: () =>
        fetch(`${baseUrl}/api/practice_sessions`, {
          method: "POST",
          headers: { ...sameOriginHeaders(baseUrl), cookie: agent },
          body: newSession,
        }),
    },
  ];
  return { endpoints, agentId };
}
