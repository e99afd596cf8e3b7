/** @file Test helpers: an agent's practice call through the API, the simulator's phone and its browser session. */
import { expect } from "vitest";
import type { BrowserCallOverrides, PracticeCallStart } from "../../../domain/practice-calls";
import { phoneNumbers, type User } from "../../../lib/db/schema";
import { apiAs, createUser, withDb } from "../../testing/team-fixture";
import type { PracticeSessionView } from "../queries/practice-sessions";
import { openSocket, type ProviderSocket } from "../../simulator/testing/provider-socket";
import { GOOD_CALL_LINES, postJson, say, textedCode, type SimCallView } from "./demo-calls";

export type Session = Omit<PracticeSessionView, "createdAt" | "updatedAt" | "aiEvaluatedAt"> & { createdAt: string };

export const AI_AGENT_ID = "skeptical-homeowner";

/** A broker with one agent and a practice line of their own (no other test dials it). */
export async function practiceTeam() {
  const broker = await createUser({ role: "broker", firstName: "Bea" });
  const agent = await createUser({ brokerId: broker.id, firstName: "Ana" });
  const number = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const [line] = await withDb((db) =>
    db
      .insert(phoneNumbers)
      .values({ phoneNumber: number, displayName: `Test line ${number}`, brokerId: broker.id })
      .returning({ id: phoneNumbers.id }),
  );
  return { broker, agent, lineId: line!.id, phoneNumber: number };
}

export async function send<T = Session>(
  user: User,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await apiAs(user, path, { method, body });
  return { status: response.status, body: (await response.json()) as T };
}

export async function createSession(agent: User, setup: Record<string, unknown>): Promise<Session> {
  const created = await send(agent, "POST", "/api/practice_sessions", { aiAgentId: AI_AGENT_ID, ...setup });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

export async function startCall<Via extends "phone" | "browser">(agent: User, sessionId: string, via: Via) {
  const started = await send<Extract<PracticeCallStart, { via: Via }>>(
    agent,
    "POST",
    `/api/practice_sessions/${sessionId}/call`,
    { via },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body;
}

export async function sessionOf(agent: User, sessionId: string): Promise<Session> {
  const response = await send(agent, "GET", `/api/practice_sessions/${sessionId}`);
  expect(response.status).toBe(200);
  return response.body;
}

/** Re-reads the session until `check` passes (the pipeline writes it just after answering). Bounded by attempts. */
export async function sessionWhen(
  agent: User,
  sessionId: string,
  check: (session: Session) => boolean,
  attempts = 300,
): Promise<Session> {
  for (let i = 0; i < attempts; i++) {
    const session = await sessionOf(agent, sessionId);
    if (check(session)) return session;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(
    `practice session ${sessionId} never reached the expected state: ${JSON.stringify(await sessionOf(agent, sessionId))}`,
  );
}

/** A phone number no other test uses. */
export function freshNumber(): string {
  return `+1201${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
}

/** The agent proves their own number (the code texted to the simulator's inbox); their phone calls are routed by it. */
export async function verifyAgentNumber(agent: User, phoneNumber = freshNumber()): Promise<string> {
  const sent = await send<{ phoneNumber: string }>(agent, "POST", "/api/agent/phone-number/code", { phoneNumber });
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  const confirmed = await send<{ phoneNumber: string }>(agent, "POST", "/api/agent/phone-number", {
    phoneNumber,
    code: await textedCode(phoneNumber),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body.phoneNumber;
}

/** Dials the line from the simulator's phone (from `callerId`, the agent's verified number) and says the lines. */
export async function holdPhoneCall(
  phoneNumber: string,
  callerId: string,
  lines: readonly string[] = GOOD_CALL_LINES,
): Promise<SimCallView> {
  const response = await postJson("/api/dev/simulator/calls", { phoneNumber, callerId });
  expect(response.status, await response.clone().text()).toBe(201);
  const call = (await response.json()) as SimCallView;
  for (const line of lines) await say(call.simCallId, line);
  return call;
}

/** The overrides as @elevenlabs/client puts them on the wire (its first message, in snake_case). */
export function wireOverrides(overrides: BrowserCallOverrides) {
  return {
    agent: {
      prompt: overrides.agent.prompt,
      ...(overrides.agent.firstMessage ? { first_message: overrides.agent.firstMessage } : {}),
      language: overrides.agent.language,
    },
    ...(overrides.tts ? { tts: { voice_id: overrides.tts.voiceId } } : {}),
  };
}

export interface BrowserCallOptions {
  /** Typed lines (`sendUserMessage`) instead of spoken ones: the provider's transcript says so. */
  typed?: boolean;
  /** Overrides the client sends instead of the session's own (a browser writing its own lead). */
  overrides?: Record<string, unknown>;
}

/**
 * Opens the signed URL as the voice client does (the simulator's conversation WebSocket), with the session's
 * overrides, tells the server it joined, and says the lines, each answered by the lead: spoken (the simulator hears
 * no microphone, so the test says them as the microphone would) or typed. Closing `socket` is the trainee hanging up.
 */
export async function holdBrowserCall(
  agent: User,
  sessionId: string,
  start: Extract<PracticeCallStart, { via: "browser" }>,
  lines: readonly string[] = GOOD_CALL_LINES,
  options: BrowserCallOptions = {},
): Promise<{ simCallId: string; socket: ProviderSocket }> {
  const socket = await openSocket(start.signedUrl);
  socket.send({
    type: "conversation_initiation_client_data",
    conversation_config_override: options.overrides ?? wireOverrides(start.overrides),
    source_info: { source: "js_sdk", version: "test" },
  });
  const metadata = await socket.next("conversation_initiation_metadata");
  const simCallId = metadata.conversation_initiation_metadata_event.conversation_id;
  expect((await send(agent, "PUT", `/api/practice_sessions/${sessionId}`, { status: "active" })).body).toMatchObject({
    status: "active",
  });
  for (const line of lines) {
    const from = socket.received.length;
    if (options.typed) socket.send({ type: "user_message", text: line });
    else await say(simCallId, line);
    await socket.next("agent_response", from);
  }
  return { simCallId, socket };
}
