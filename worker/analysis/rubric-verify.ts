import type { TranscriptEntry } from "../../domain/analysis";

export interface RubricItem {
  criterion: string;
  /** 1 (poor) to 5 (excellent). */
  score: number;
  /** Verbatim from the transcript; items whose quote can't be found are dropped. */
  quote: string;
  rationale: string;
}

export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Case-sensitive, whitespace-insensitive, and within a single entry: an LLM may not stitch turns together. */
export function isVerbatimQuote(quote: string, transcript: readonly TranscriptEntry[]): boolean {
  const needle = normaliseWhitespace(quote);
  return needle.length > 0 && transcript.some((e) => typeof e.text === "string" && normaliseWhitespace(e.text).includes(needle));
}

function toItem(raw: unknown): RubricItem | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const { criterion, score, quote, rationale } = raw as Record<string, unknown>;
  if (typeof criterion !== "string" || criterion.trim() === "") return undefined;
  if (typeof score !== "number" || !Number.isInteger(score) || score < 1 || score > 5) return undefined;
  if (typeof quote !== "string") return undefined;
  return { criterion: criterion.trim(), score, quote: normaliseWhitespace(quote), rationale: typeof rationale === "string" ? rationale.trim() : "" };
}

/** null when the content isn't `{ rubric: [...] }` JSON; otherwise the well-formed items whose quotes verify. */
export function parseRubric(content: string, transcript: readonly TranscriptEntry[]): RubricItem[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const rubric = (parsed as { rubric?: unknown }).rubric;
  if (!Array.isArray(rubric)) return null;
  return rubric.map(toItem).filter((item): item is RubricItem => item !== undefined && isVerbatimQuote(item.quote, transcript));
}
