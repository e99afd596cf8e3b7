/**
 * @file Simulated demo calls driven over HTTP, as a trainee and the voice simulator's phone make them: start a
 * conversation, dial the leased line, talk, end the call one of several ways, poll until processing is over.
 * Shared by the bench's pipeline section and the load drills (scripts/drills/).
 */
import type pg from "pg";
import type { ScoredBy } from "../../domain/analysis";
import { fetchResendingProxyDrops } from "./dev-proxy-resend";

export interface ProcessingStatus {
  processingStatus: string;
  isReady: boolean;
  callStatus: string;
  error: string | null;
  analysis?: { overallScore: number; feedback: string; scoredBy?: ScoredBy };
}

/**
 * How the call ends. phone-hang-up: the trainee hangs up and the provider's webhooks follow. end-button: the
 * demo's End (the Worker hangs up through "Twilio", webhooks follow). no-webhooks: hung up but no webhook
 * ever comes, so the Worker falls back to the provider's REST API. never-dialled: started, then End without a
 * call. silent-trainee: dialled, never spoke, hung up.
 */
export type CallEnding = "phone-hang-up" | "end-button" | "no-webhooks" | "never-dialled" | "silent-trainee";

export interface CallOutcome {
  ending: CallEnding;
  conversationId: string | null;
  /** The final processing status, "lost" when it never came within the deadline, or "error: …". */
  status: string;
  final: ProcessingStatus | null;
  /** From start to the final status. */
  ms: number;
}

export const TRAINEE_LINES = [
  "Hi, this is Jordan Blake with Northside Realty. Homes on your street have been selling fast, do you have a quick minute?",
  "I completely understand, and I appreciate your honesty. What would need to happen for a move to make sense this year?",
  "Could we meet on Thursday at 4pm for fifteen minutes so I can walk you through recent sales nearby?",
];

const POLL_MS = 10;

export async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * The demo capability cookie of every conversation this process started, as each visitor's browser keeps it:
 * `end` and `processing-status` need it. Found by the conversation its token names.
 */
const capabilities = new Map<string, string>();
const DEMO_CONVERSATION_PATH = /^\/api\/demo\/conversation\/([^/]+)\//;

function keepCapability(response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const cookie = /^((?:__Host-)?pl_demo_call)=([^;]+)/.exec(line);
    const payload = cookie?.[2]!.split(".")[1];
    if (!cookie || !payload) continue;
    const { sub } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { sub?: string };
    if (sub) capabilities.set(sub, `${cookie[1]}=${cookie[2]}`);
  }
}

function withCapability(path: string, headers: Record<string, string>): Record<string, string> {
  const cookie = capabilities.get(DEMO_CONVERSATION_PATH.exec(path)?.[1] ?? "");
  return cookie && !headers.cookie ? { ...headers, cookie } : headers;
}

export async function post(baseUrl: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetchResendingProxyDrops(`${baseUrl}${path}`, {
    method: "POST",
    headers: withCapability(path, { "content-type": "application/json", ...headers }),
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  keepCapability(response);
  return response;
}

export function get(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, { headers: withCapability(path, headers) });
}

export async function firstScenarioId(baseUrl: string, vertical = "real_estate"): Promise<string> {
  const scenarios = await json<Array<{ id: string }>>(
    await fetch(`${baseUrl}/api/demo/scenarios?vertical=${vertical}`),
  );
  return scenarios[0]!.id;
}

/** The bench's stack runs with LOAD_TEST_RATE_LIMITS=off, so one machine may start many calls. */
export async function startConversation(baseUrl: string, scenarioId: string, headers: Record<string, string> = {}) {
  return json<{ conversationId: string; phoneNumber: string }>(
    await post(baseUrl, "/api/demo/conversation/start", { scenarioId }, headers),
  );
}

/** The simulator's phone dials `phoneNumber`, from `callerId` when given (a call routed by the caller's number). */
export async function dialFrom(baseUrl: string, phoneNumber: string, callerId?: string) {
  return json<{ simCallId: string; callSid: string; firstMessage: string }>(
    await post(baseUrl, "/api/dev/simulator/calls", callerId ? { phoneNumber, callerId } : { phoneNumber }),
  );
}

export async function dial(baseUrl: string, phoneNumber: string): Promise<string> {
  return (await dialFrom(baseUrl, phoneNumber)).simCallId;
}

/** The trainee says each line in turn, waiting for the lead's answer. */
export async function talk(baseUrl: string, simCallId: string, lines: readonly string[] = TRAINEE_LINES) {
  for (const text of lines) await json(await post(baseUrl, `/api/dev/simulator/calls/${simCallId}/say`, { text }));
}

/** A conversation started and talked through on the simulator's phone; not hung up yet. */
export async function heldCall(baseUrl: string, scenarioId: string, lines: readonly string[] = TRAINEE_LINES) {
  const started = await startConversation(baseUrl, scenarioId);
  const simCallId = await dial(baseUrl, started.phoneNumber);
  await talk(baseUrl, simCallId, lines);
  return { ...started, simCallId };
}

export async function hangUpPhone(
  baseUrl: string,
  simCallId: string,
  webhooks: "transcript-then-audio" | "none" = "transcript-then-audio",
) {
  await json(await post(baseUrl, `/api/dev/simulator/calls/${simCallId}/hangup`, { webhooks }));
}

export async function pressEnd(baseUrl: string, conversationId: string) {
  await json(await post(baseUrl, `/api/demo/conversation/${conversationId}/end`));
}

/** Polls as the demo does until processing is over; null when `deadline` (epoch ms) passes first. */
export async function untilSettled(
  baseUrl: string,
  conversationId: string,
  deadline: number,
): Promise<ProcessingStatus | null> {
  while (Date.now() < deadline) {
    const status = await json<ProcessingStatus>(
      await get(baseUrl, `/api/demo/conversation/${conversationId}/processing-status`),
    );
    if (status.processingStatus === "completed" || status.processingStatus === "failed") return status;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

/** One whole call, ended as `ending`; never throws (a failure is the outcome's status). */
export async function simulatedCall(
  baseUrl: string,
  scenarioId: string,
  ending: CallEnding,
  settleMs: number,
): Promise<CallOutcome> {
  const started = performance.now();
  let conversationId: string | null = null;
  try {
    if (ending === "never-dialled") {
      conversationId = (await startConversation(baseUrl, scenarioId)).conversationId;
      await pressEnd(baseUrl, conversationId);
    } else {
      const call = await heldCall(baseUrl, scenarioId, ending === "silent-trainee" ? [] : TRAINEE_LINES);
      conversationId = call.conversationId;
      if (ending === "end-button") await pressEnd(baseUrl, call.conversationId);
      else if (ending === "no-webhooks") {
        await hangUpPhone(baseUrl, call.simCallId, "none");
        await pressEnd(baseUrl, call.conversationId);
      } else await hangUpPhone(baseUrl, call.simCallId);
    }
    const final = await untilSettled(baseUrl, conversationId, Date.now() + settleMs);
    return {
      ending,
      conversationId,
      status: final?.processingStatus ?? "lost",
      final,
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      ending,
      conversationId,
      status: `error: ${String(error).slice(0, 160)}`,
      final: null,
      ms: performance.now() - started,
    };
  }
}

/** Every call at once, the i-th ended as `endings[i]`. */
export function concurrentCalls(
  baseUrl: string,
  scenarioId: string,
  endings: readonly CallEnding[],
  settleMs: number,
): Promise<CallOutcome[]> {
  return Promise.all(endings.map((ending) => simulatedCall(baseUrl, scenarioId, ending, settleMs)));
}

/** Enough practice lines for `count` conversations at once, numbered under `prefix`; the seeded lines stay. */
export async function addPracticeLines(db: pg.Client, prefix: string, count: number): Promise<void> {
  await db.query(
    `insert into phone_numbers (phone_number, display_name) select $1 || lpad(n::text, 4, '0'), 'Load line ' || n from generate_series(1, $2) n on conflict do nothing`,
    [prefix, count],
  );
}

export async function removePracticeLines(db: pg.Client, prefix: string): Promise<void> {
  await db.query(`delete from phone_numbers where phone_number like $1`, [`${prefix}%`]);
}
