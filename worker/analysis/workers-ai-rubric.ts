import type { TranscriptEntry } from "../../domain/analysis";
import { withDeadline } from "./deadline";
import { formatTranscript } from "./llm-rubric";
import { parseRubric, type RubricItem } from "./rubric-verify";

/** A Workers AI text model that supports JSON mode. */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
const MAX_TOKENS = 1200;

/** What the rubric needs of the Workers AI binding (`env.AI`): `run(model, { messages, response_format })`. */
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

/** The shape the rubric instructions ask for, given to JSON mode so the model keeps to it. */
export const RUBRIC_JSON_SCHEMA = {
  type: "object",
  properties: {
    rubric: {
      type: "array",
      items: {
        type: "object",
        properties: {
          criterion: { type: "string" },
          score: { type: "integer", minimum: 1, maximum: 5 },
          quote: { type: "string" },
          rationale: { type: "string" },
        },
        required: ["criterion", "score", "quote", "rationale"],
      },
    },
  },
  required: ["rubric"],
} as const;

export interface WorkersAiRubricOptions {
  ai: WorkersAiBinding;
  model: string;
  transcript: readonly TranscriptEntry[];
  systemPrompt: string;
  timeoutMs?: number;
}

/**
 * JSON mode answers `{ response: { rubric: [...] } }` (already parsed); without it, or from a model that
 * ignores it, `response` is the JSON as text. Either way the quotes are verified against the transcript.
 */
function rubricFrom(output: unknown, transcript: readonly TranscriptEntry[]): RubricItem[] | null {
  if (typeof output !== "object" || output === null) return null;
  const response = (output as { response?: unknown }).response;
  if (typeof response === "string") return parseRubric(response, transcript);
  if (typeof response === "object" && response !== null) return parseRubric(JSON.stringify(response), transcript);
  return null;
}

/**
 * The LLM rubric on Cloudflare's own models through the AI binding: no external key, no outbound fetch.
 * Same rules as the OpenAI-compatible rubric: never throws, null on timeout, error or malformed output.
 */
export function runWorkersAiRubric(options: WorkersAiRubricOptions): Promise<RubricItem[] | null> {
  const { ai, model, transcript, systemPrompt } = options;
  return withDeadline(async () => {
    const output = await ai.run(model, {
      messages: [
        { role: "system", content: systemPrompt },
        { role: "user", content: formatTranscript(transcript) },
      ],
      response_format: { type: "json_schema", json_schema: RUBRIC_JSON_SCHEMA },
      max_tokens: MAX_TOKENS,
      temperature: 0,
    });
    return rubricFrom(output, transcript);
  }, options.timeoutMs);
}
