/**
 * @file Asks the judge, on an OpenAI-compatible chat API or on Workers AI through the AI binding, and says
 * either what it proved or why it did not answer (error, timeout, unreadable answer, nothing proved). Never
 * throws: the deterministic analyser stands alone on any failure.
 */
import type { CriterionResult, TranscriptEntry } from "../../../domain/analysis";
import { withDeadline } from "../../deadline";
import { JUDGE_TIMEOUT_MS } from "../deadline";
import { formatTranscript } from "./transcript-text";
import { verifyVerdicts } from "./verify";

/** A Workers AI text model with JSON mode, strong enough to quote lines verbatim (README, "Call analysis"). */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
export const DEFAULT_OPENAI_BASE_URL = "https://api.openai.com/v1";
export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
const MAX_TOKENS = 1500;

/** What the judge needs of the Workers AI binding (`env.AI`): `run(model, { messages, response_format })`. */
export interface WorkersAiBinding {
  run(
    model: string,
    inputs: {
      messages: Array<{ role: string; content: string }>;
      response_format?: { type: "json_schema"; json_schema: unknown };
      max_tokens?: number;
      temperature?: number;
    },
  ): Promise<unknown>;
}

/** The judge's answer shape, given to JSON mode so the model keeps to it. */
export const JUDGE_JSON_SCHEMA = {
  type: "object",
  properties: {
    criteria: {
      type: "array",
      items: {
        type: "object",
        properties: {
          criterion: { type: "string" },
          verdict: { type: "string", enum: ["shown", "not_shown", "missed"] },
          quote: { type: "string" },
          note: { type: "string" },
        },
        required: ["criterion", "verdict", "quote", "note"],
      },
    },
  },
  required: ["criteria"],
} as const;

export type JudgeTarget =
  | { provider: "openai"; baseUrl: string; apiKey: string; model: string; fetchImpl?: typeof fetch }
  | { provider: "workers-ai"; ai: WorkersAiBinding; model: string };

export type JudgeOutcome =
  | { ok: true; model: string; verdicts: CriterionResult[]; dropped: number }
  | { ok: false; model: string; reason: string };

async function askOpenAi(
  target: Extract<JudgeTarget, { provider: "openai" }>,
  system: string,
  transcript: string,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await (target.fetchImpl ?? fetch)(`${target.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${target.apiKey}` },
    body: JSON.stringify({
      model: target.model,
      temperature: 0,
      response_format: { type: "json_object" },
      messages: [
        { role: "system", content: system },
        { role: "user", content: transcript },
      ],
    }),
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
  return body.choices?.[0]?.message?.content;
}

/** JSON mode answers `{ response: <object> }`; a model that ignores it answers `{ response: "<json>" }`. */
async function askWorkersAi(
  target: Extract<JudgeTarget, { provider: "workers-ai" }>,
  system: string,
  transcript: string,
): Promise<unknown> {
  const output = await target.ai.run(target.model, {
    messages: [
      { role: "system", content: system },
      { role: "user", content: transcript },
    ],
    response_format: { type: "json_schema", json_schema: JUDGE_JSON_SCHEMA },
    max_tokens: MAX_TOKENS,
    temperature: 0,
  });
  return typeof output === "object" && output !== null ? (output as { response?: unknown }).response : undefined;
}

export async function runJudge(
  target: JudgeTarget,
  systemPrompt: string,
  transcript: readonly TranscriptEntry[],
  timeoutMs = JUDGE_TIMEOUT_MS,
): Promise<JudgeOutcome> {
  const model = target.model;
  const text = formatTranscript(transcript);
  // Any failure the body does not turn into a reason (the deadline among them) reads as no answer in time.
  const outcome = await withDeadline<JudgeOutcome | null>("the judge", timeoutMs, async (signal) => {
    let answer: unknown;
    try {
      answer =
        target.provider === "openai"
          ? await askOpenAi(target, systemPrompt, text, signal)
          : await askWorkersAi(target, systemPrompt, text);
    } catch (error) {
      return {
        ok: false,
        model,
        reason: `the judge answered with an error (${error instanceof Error ? error.message.slice(0, 80) : "unknown"})`,
      };
    }
    const verified = verifyVerdicts(answer, transcript);
    if (!verified) return { ok: false, model, reason: "the judge's answer could not be read" };
    if (verified.verdicts.length === 0)
      return { ok: false, model, reason: "the judge proved none of its verdicts with a line of the call" };
    return { ok: true, model, ...verified };
  }).catch(() => null);
  return (
    outcome ?? { ok: false, model, reason: `the judge did not answer within ${Math.round(timeoutMs / 100) / 10} s` }
  );
}
