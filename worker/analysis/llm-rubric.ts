import type { TranscriptEntry } from "../../domain/analysis";
import { withDeadline } from "./deadline";
import { clock } from "./moments";
import { parseRubric, type RubricItem } from "./rubric-verify";

export type { RubricItem } from "./rubric-verify";
export { isVerbatimQuote, parseRubric } from "./rubric-verify";
export { mergeRubric } from "./rubric-merge";

export { LLM_RUBRIC_TIMEOUT_MS } from "./deadline";

export interface LlmRubricOptions {
  transcript: readonly TranscriptEntry[];
  baseUrl: string;
  apiKey: string;
  model: string;
  systemPrompt: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export function formatTranscript(transcript: readonly TranscriptEntry[]): string {
  return transcript.map((e) => `[${clock(e.timestamp)}] ${e.speaker === "agent" ? "Rep" : "Lead"}: ${e.text}`).join("\n");
}

async function request(options: LlmRubricOptions, signal: AbortSignal): Promise<RubricItem[] | null> {
  const { transcript, baseUrl, apiKey, model, systemPrompt, fetchImpl = fetch } = options;
  try {
    const response = await fetchImpl(`${baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({
        model,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: systemPrompt },
          { role: "user", content: formatTranscript(transcript) },
        ],
      }),
      signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body.choices?.[0]?.message?.content;
    return typeof content === "string" ? parseRubric(content, transcript) : null;
  } catch {
    return null;
  }
}

/**
 * Optional LLM judgement on top of the metrics, from any OpenAI-compatible chat completions API. Never
 * throws: null on timeout, non-2xx or malformed output.
 */
export function runLlmRubric(options: LlmRubricOptions): Promise<RubricItem[] | null> {
  return withDeadline((signal) => request(options, signal), options.timeoutMs);
}
