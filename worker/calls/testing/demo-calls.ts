/** @file Test helpers: a trainee using the demo API, and the simulator's phone, against the Worker in workerd. */
import { env, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ConversationStartResponse, ProcessingStatusResponse } from "../../../domain/demo";
import type { Database } from "../../../lib/db/client";
import { audioProcessingJobs, demoCallLogs } from "../../../lib/db/schema";
import { dispatch, withBindings } from "../../testing/bindings";
import { SIGNATURE_HEADER, signWebhookBody } from "../../../lib/voice/webhook-signature";
import { toE164 } from "../../../domain/phone";
import { VOICE_PLAN_NAME } from "../../../durable-objects/voice-plan/protocol";

export const ORIGIN = "http://localhost:8787";
const BROWSER = { "content-type": "application/json", origin: ORIGIN, "sec-fetch-site": "same-origin" };

/** The demo capability cookie of each conversation this test client started, as a browser would keep it. */
const capabilities = new Map<string, string>();
/** The proof cookie of each caller number a visitor proved (each number as its own browser would hold it). */
const callerProofs = new Map<string, string>();
const START_PATH = "/api/demo/conversation/start";
const DEMO_CONVERSATION_PATH = /^\/api\/demo\/conversation\/([^/]+)\//;

/** The cookie header `start` set for this conversation (empty for one this client never started). */
export function capabilityOf(conversationId: string): string {
  return capabilities.get(conversationId) ?? "";
}

/**
 * Forgets the local client's strikes for leased lines nobody dialled (every local caller is one client): a test
 * that starts and ends demos without dialling, with the per-client limits on, starts from none.
 */
export async function forgetUndialledStrikes(): Promise<void> {
  await runInDurableObject(env.RATE_LIMITER.getByName("demo-undialled:local"), async (_instance, state) => {
    state.storage.sql.exec("CREATE TABLE IF NOT EXISTS strike (at INTEGER NOT NULL)");
    state.storage.sql.exec("DELETE FROM strike");
  });
}

/**
 * The Worker tests lift per-client limits (LOAD_TEST_RATE_LIMITS=off, as the bench does); a test of those
 * limits turns them back on for its own requests. A local stack counts every caller as one client.
 */
export function withPerClientLimits(on: boolean): void {
  withBindings(on ? { LOAD_TEST_RATE_LIMITS: undefined } : null);
}

const send = dispatch;

/** The caller number a start's body names (E.164), if any. */
function startCallerNumber(path: string, init: RequestInit): string | null {
  if (path !== START_PATH || typeof init.body !== "string") return null;
  try {
    return toE164((JSON.parse(init.body) as { callerNumber?: string }).callerNumber ?? null);
  } catch {
    return null;
  }
}

/**
 * Requests the Worker as a browser would: a demo conversation's requests carry the cookie its start set, and a
 * start routed by a number carries that number's proof (as the browser that proved it would).
 */
export function api(path: string, init: RequestInit = {}): Promise<Response> {
  const conversationId = DEMO_CONVERSATION_PATH.exec(path)?.[1];
  const callerNumber = startCallerNumber(path, init);
  const headers = new Headers(init.headers);
  const capability = conversationId ? capabilities.get(conversationId) : undefined;
  if (capability && !headers.has("cookie")) headers.set("cookie", capability);
  const proof = callerNumber ? callerProofs.get(callerNumber) : undefined;
  // The browser that proved the number sends its proof with every request, beside any other cookie it holds.
  if (proof) headers.set("cookie", [headers.get("cookie"), proof].filter(Boolean).join("; "));
  return send(`${ORIGIN}${path}`, { ...init, headers });
}

/** Keeps the capability cookie a demo start set. */
export function keepCapability(response: Response, conversationId: string): void {
  const cookie = response.headers.getSetCookie().find((line) => /^(__Host-)?pl_demo_call=/.test(line));
  if (cookie) capabilities.set(conversationId, cookie.split(";")[0]!);
}

/** The proof cookie the browser that proved this number holds ("" for a number never proved here). */
export function callerProofOf(phoneNumber: string): string {
  return callerProofs.get(toE164(phoneNumber) ?? phoneNumber) ?? "";
}

/** A POST from another browser: only the cookies given, never the capability or proof this test client keeps. */
export function postJsonAsStranger(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return send(`${ORIGIN}${path}`, { method: "POST", headers: { ...BROWSER, ...headers }, body: JSON.stringify(body) });
}

export function postJson(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return api(path, {
    method: "POST",
    headers: { ...BROWSER, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function scenarioIds(vertical = "real_estate"): Promise<string[]> {
  const response = await api(`/api/demo/scenarios?vertical=${vertical}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Array<{ id: string }>).map((scenario) => scenario.id);
}

export async function startDemo(
  body: { scenarioId: string; customInstructions?: string; callerNumber?: string },
  headers: Record<string, string> = {},
): Promise<ConversationStartResponse> {
  const response = await postJson("/api/demo/conversation/start", body, headers);
  expect(response.status, await response.clone().text()).toBe(201);
  const started = (await response.json()) as ConversationStartResponse;
  keepCapability(response, started.conversationId);
  return started;
}

/** The code the simulator's Twilio Verify stand-in texted to `phoneNumber` last. */
export async function textedCode(phoneNumber: string): Promise<string> {
  const response = await api(`/api/dev/simulator/sms?to=${encodeURIComponent(phoneNumber)}`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: Array<{ body: string }> };
  const code = /(\d{4,10})\s*$/.exec(messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no code was texted to ${phoneNumber}`);
  return code;
}

/** A visitor proves the number they will call from (the code from the simulator's inbox); their starts then carry the proof. */
export async function proveCallerNumber(phoneNumber: string): Promise<void> {
  const sent = await postJson("/api/demo/caller-number/code", { phoneNumber });
  expect(sent.status, await sent.clone().text()).toBe(202);
  const confirmed = await postJson("/api/demo/caller-number", { phoneNumber, code: await textedCode(phoneNumber) });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  const cookie = confirmed.headers.getSetCookie().find((line) => /^(__Host-)?pl_caller_number=/.test(line));
  if (!cookie) throw new Error("the proof cookie was not set");
  callerProofs.set(toE164(phoneNumber)!, cookie.split(";")[0]!);
}

export async function processingStatus(conversationId: string): Promise<ProcessingStatusResponse> {
  const response = await api(`/api/demo/conversation/${conversationId}/processing-status`);
  expect(response.status).toBe(200);
  return (await response.json()) as ProcessingStatusResponse;
}

/** Polls as the demo does until processing is over (completed or failed). Bounded by attempts, not time. */
export async function settledStatus(conversationId: string, attempts = 200): Promise<ProcessingStatusResponse> {
  for (let i = 0; i < attempts; i++) {
    const status = await processingStatus(conversationId);
    if (status.processingStatus === "completed" || status.processingStatus === "failed") return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`processing of ${conversationId} never finished`);
}

export interface SimCallView {
  simCallId: string;
  callSid: string;
  status: string;
  firstMessage: string;
  transcript: Array<{ speaker: string; text: string; timestamp: number }>;
}

/** Dials a line from the simulator's default number, from `callerId`, or with the caller ID withheld (null). */
export async function dial(phoneNumber: string, callerId?: string | null): Promise<SimCallView> {
  const response = await postJson("/api/dev/simulator/calls", { phoneNumber, callerId });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as SimCallView;
}

export async function say(simCallId: string, text: string): Promise<{ reply: string | null; ended: boolean }> {
  const response = await postJson(`/api/dev/simulator/calls/${simCallId}/say`, { text });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { reply: string | null; ended: boolean };
}

export type WebhookPlan =
  "transcript-then-audio" | "audio-then-transcript" | "transcript-only" | "none" | "initiation-failure";

export async function hangUp(simCallId: string, webhooks: WebhookPlan = "transcript-then-audio") {
  const response = await postJson(`/api/dev/simulator/calls/${simCallId}/hangup`, { webhooks });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SimCallView & { deliveries: Array<{ type: string; status: number }> };
}

/** A short, decent practice call: introduction, empathy, an open question, then a meeting at a set time. */
export const GOOD_CALL_LINES = [
  "Hi, this is Jordan Blake with Northside Realty. I'm calling because homes on your street have been selling fast, do you have a quick minute?",
  "I completely understand, and I appreciate you being straight with me. What would need to happen for a move to make sense for you this year?",
  "That makes sense. How did you arrive at the price you have in mind, and what matters most to you in the timing?",
  "Thanks for sharing that. Could we meet on Thursday at 4pm for fifteen minutes so I can walk you through recent sales nearby?",
];

export async function holdCall(
  phoneNumber: string,
  lines: readonly string[] = GOOD_CALL_LINES,
  callerId?: string | null,
): Promise<SimCallView> {
  const call = await dial(phoneNumber, callerId);
  for (const line of lines) await say(call.simCallId, line);
  return call;
}

/** Posts a post-call webhook the way ElevenLabs does, or deliberately not quite. */
export function postWebhook(
  body: string,
  options: { secret?: string; timestamp?: number; signature?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  return (async () => {
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const signature =
      options.signature === undefined
        ? await signWebhookBody(options.secret ?? env.ELEVENLABS_WEBHOOK_SECRET!, body, timestamp)
        : options.signature;
    return api("/api/webhooks/elevenlabs/post-call", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature }),
        ...options.headers,
      },
      body,
    });
  })();
}

export async function callLog(db: Database, conversationId: string) {
  const [log] = await db.select().from(demoCallLogs).where(eq(demoCallLogs.conversationId, conversationId));
  const [job] = await db
    .select()
    .from(audioProcessingJobs)
    .where(eq(audioProcessingJobs.conversationId, conversationId));
  return { log: log!, job: job! };
}

/** Plays ElevenLabs ringing our initiation webhook for a call to `calledNumber`. */
export function initWebhook(
  body: { called_number: string; call_sid: string; caller_id?: string; agent_id?: string },
  authorization: string | null = `Bearer ${env.ELEVENLABS_INIT_WEBHOOK_SECRET}`,
): Promise<Response> {
  return api("/api/webhooks/elevenlabs/conversation-init", {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization === null ? {} : { authorization }) },
    body: JSON.stringify({ caller_id: "+15550001234", agent_id: env.ELEVENLABS_AGENT_ID, ...body }),
  });
}

/** A post_call_transcription in the provider's shape, for a call we connected by hand. */
export function transcriptionBody(input: {
  sessionId: string;
  providerConversationId: string;
  callSid: string;
  turns?: Array<{ role: "user" | "agent"; message: string | null; time_in_call_secs: number }>;
  hasAudio?: boolean;
}): string {
  return JSON.stringify({
    type: "post_call_transcription",
    event_timestamp: Math.floor(Date.now() / 1000),
    data: {
      agent_id: env.ELEVENLABS_AGENT_ID,
      conversation_id: input.providerConversationId,
      status: "done",
      transcript: input.turns ?? [
        { role: "agent", message: "Hello, who is this?", time_in_call_secs: 0 },
        { role: "user", message: GOOD_CALL_LINES[0], time_in_call_secs: 3 },
        { role: "agent", message: "I'm not interested in selling.", time_in_call_secs: 14 },
        { role: "user", message: GOOD_CALL_LINES[1], time_in_call_secs: 17 },
      ],
      metadata: {
        start_time_unix_secs: Math.floor(Date.now() / 1000) - 60,
        call_duration_secs: 40,
        phone_call: { type: "twilio", call_sid: input.callSid },
      },
      conversation_initiation_client_data: {
        dynamic_variables: { session_id: input.sessionId },
        conversation_config_override: { agent: { first_message: "Hello, who is this?" } },
      },
      has_audio: input.hasAudio ?? true,
    },
  });
}

export function audioBody(providerConversationId: string, base64: string): string {
  return JSON.stringify({
    type: "post_call_audio",
    event_timestamp: Math.floor(Date.now() / 1000),
    data: { agent_id: env.ELEVENLABS_AGENT_ID, conversation_id: providerConversationId, full_audio: base64 },
  });
}

/** Re-reads until `check` passes: for effects the Worker finishes just after answering. Bounded by attempts. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, attempts = 200): Promise<T> {
  for (let i = 0; i < attempts; i++) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the expected state never came");
}

/** Waits until the conversation owes nothing to the outside world, so its next alarm is a real timer. */
export function quietConversation(conversationId: string) {
  return eventually(
    () => env.CONVERSATIONS.getByName(conversationId).getState(),
    (state) => state !== null && state.timers.effects === null && state.syncedVersion === state.version,
  );
}

export async function realEstateScenario(): Promise<string> {
  return (await scenarioIds("real_estate"))[0]!;
}

/** A started conversation whose call the provider has connected (init webhook answered), by hand. */
export async function connectedConversation() {
  const started = await startDemo({ scenarioId: await realEstateScenario() });
  const callSid = `CA${crypto.randomUUID().replace(/-/g, "")}`;
  const response = await initWebhook({ called_number: started.phoneNumber, call_sid: callSid });
  expect(response.status).toBe(200);
  await quietConversation(started.conversationId);
  return { ...started, callSid, providerConversationId: `conv_${crypto.randomUUID().slice(0, 8)}` };
}

export async function audioObjects(): Promise<string[]> {
  return (await env.AUDIO.list({ prefix: "calls/" })).objects.map((object) => object.key);
}

export async function stateOf(conversationId: string) {
  return env.CONVERSATIONS.getByName(conversationId).getState();
}

/** Whether the call still holds a slot of the voice plan. */
export function holdsVoicePlanSlot(conversationId: string): Promise<boolean> {
  return runInDurableObject(
    env.VOICE_PLAN.getByName(VOICE_PLAN_NAME),
    async (_plan, state) =>
      state.storage.sql.exec("SELECT 1 FROM slot WHERE conversation_id = ?", conversationId).toArray().length === 1,
  );
}
