/**
 * @file An agent's practice call driven over HTTP, as the agent dashboard and the voice simulator make it: the
 * seeded agent signs in (and proves their number once), creates a session, starts its call in the browser (the
 * voice client's own WebSocket connection, from @elevenlabs/client, on the simulator's signed URL; its lines are said
 * to the simulator as the microphone would, never typed) or by phone (the simulator's phone dials the line from the
 * agent's number), talks, and hangs up without webhooks, so the bench can play the provider's webhooks itself.
 * Ready means the session's score is stored.
 */
import { WebSocketConnection, type IncomingSocketEvent, type SessionConfig } from "@elevenlabs/client";
import type { BrowserCallOverrides } from "../../domain/practice-calls";
import { sameOriginHeaders, signIn } from "./app-requests";
import { fetchResendingProxyDrops } from "./dev-proxy-resend";
import { json, post, TRAINEE_LINES } from "./demo-calls";
import { verifyAgentNumber } from "./phone-proof";

export interface PracticeAgent {
  baseUrl: string;
  headers: Record<string, string>;
  /** The number the agent proved: their phone calls come from it. */
  phoneNumber: string;
}

export interface HeldPracticeCall {
  sessionId: string;
  /** The provider's conversation (the simulator's call id): what its webhooks name. */
  providerConversationId: string;
}

interface SessionStatus {
  status: string;
  aiEvaluationStatus: string;
  score: number | null;
}

export async function practiceAgent(baseUrl: string): Promise<PracticeAgent> {
  const session = await signIn(baseUrl, "agent");
  const phoneNumber = `+1201556${String(Math.floor(Math.random() * 9000) + 1000)}`;
  await verifyAgentNumber(baseUrl, session.header, phoneNumber);
  return { baseUrl, headers: { ...sameOriginHeaders(baseUrl), cookie: session.header }, phoneNumber };
}

function agentRequest<T>(agent: PracticeAgent, method: string, path: string, body?: unknown): Promise<T> {
  return fetchResendingProxyDrops(`${agent.baseUrl}${path}`, {
    method,
    headers: agent.headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(json<T>);
}

/** A practice call held to its end on the simulator (`via`), its webhooks not sent yet unless `webhooks` says so. */
export async function heldPracticeCall(
  agent: PracticeAgent,
  via: "browser" | "phone",
  webhooks: "none" | "transcript-then-audio" = "none",
): Promise<HeldPracticeCall> {
  const options = await agentRequest<{ phoneNumbers: Array<{ id: string }>; aiAgents: Array<{ id: string }> }>(
    agent,
    "GET",
    "/api/agent/training-options",
  );
  const [scenario] = await agentRequest<Array<{ id: string }>>(agent, "GET", "/api/agent/scenarios");
  const session = await agentRequest<{ id: string }>(agent, "POST", "/api/practice_sessions", {
    phoneNumberId: options.phoneNumbers[0]!.id,
    aiAgentId: options.aiAgents[0]!.id,
    scenarioId: scenario!.id,
  });
  const start = await agentRequest<{ signedUrl?: string; overrides?: BrowserCallOverrides; phoneNumber?: string }>(
    agent,
    "POST",
    `/api/practice_sessions/${session.id}/call`,
    { via },
  );
  let simCallId: string;
  if (via === "browser") {
    // The server writes the language as a code the client knows ("en").
    const overrides = start.overrides as SessionConfig["overrides"];
    const connection = await WebSocketConnection.create({
      signedUrl: start.signedUrl!,
      overrides,
      connectionType: "websocket",
    });
    simCallId = connection.conversationId;
    await agentRequest(agent, "PUT", `/api/practice_sessions/${session.id}`, { status: "active" });
    const lead = leadLines(connection);
    for (const [index, text] of TRAINEE_LINES.entries()) {
      await json(await post(agent.baseUrl, `/api/dev/simulator/calls/${simCallId}/say`, { text }));
      await lead.atLeast(index + 2);
    }
  } else {
    simCallId = (
      await json<{ simCallId: string }>(
        await post(agent.baseUrl, "/api/dev/simulator/calls", {
          phoneNumber: start.phoneNumber,
          callerId: agent.phoneNumber,
        }),
      )
    ).simCallId;
    for (const text of TRAINEE_LINES)
      await json(await post(agent.baseUrl, `/api/dev/simulator/calls/${simCallId}/say`, { text }));
  }
  // The provider ends the call (closing a browser's socket) and, told so, keeps its webhooks for the bench to play.
  await json(await post(agent.baseUrl, `/api/dev/simulator/calls/${simCallId}/hangup`, { webhooks }));
  return { sessionId: session.id, providerConversationId: simCallId };
}

/** Counts the lead's lines on the connection (its greeting, then one answer per line said), and waits for them. */
function leadLines(connection: WebSocketConnection): { atLeast(count: number): Promise<void> } {
  let lines = 0;
  const waiters = new Set<() => void>();
  connection.onMessage((event: IncomingSocketEvent) => {
    if (event.type !== "agent_response") return;
    lines += 1;
    for (const wake of waiters) wake();
  });
  return {
    async atLeast(count) {
      while (lines < count)
        await new Promise<void>((resolve) =>
          waiters.add(function wake() {
            waiters.delete(wake);
            resolve();
          }),
        );
    },
  };
}

/** Polls the session until its analysis is stored (or failed); null when `deadline` passes first. */
export async function untilScored(
  agent: PracticeAgent,
  sessionId: string,
  deadline: number,
  pollMs = 10,
): Promise<SessionStatus | null> {
  while (Date.now() < deadline) {
    const session = await agentRequest<SessionStatus>(agent, "GET", `/api/practice_sessions/${sessionId}`);
    if (session.aiEvaluationStatus === "completed" || session.aiEvaluationStatus === "failed") return session;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return null;
}
