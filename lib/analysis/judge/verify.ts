/**
 * @file The judge must prove every verdict: a "shown" or "missed" whose quote is not in one transcript line
 * is dropped (the deterministic verdict stands for it); "not_shown" needs no quote. Malformed answers are
 * no answer.
 */
import {
  CALL_CRITERIA,
  CRITERION_VERDICTS,
  type CallCriterion,
  type CriterionResult,
  type CriterionVerdict,
  type TranscriptEntry,
} from "../../../domain/analysis";

export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The entry holding the quote: case-sensitive, whitespace-insensitive, within a single entry. */
export function entryQuoting(quote: string, transcript: readonly TranscriptEntry[]): TranscriptEntry | undefined {
  const needle = normaliseWhitespace(quote);
  if (needle.length === 0) return undefined;
  return transcript.find((e) => typeof e.text === "string" && normaliseWhitespace(e.text).includes(needle));
}

export interface JudgeVerdicts {
  verdicts: CriterionResult[];
  /** Verdicts the judge gave that could not be proved by the transcript. */
  dropped: number;
}

const isCriterion = (x: unknown): x is CallCriterion =>
  typeof x === "string" && (CALL_CRITERIA as readonly string[]).includes(x);
const isVerdict = (x: unknown): x is CriterionVerdict =>
  typeof x === "string" && (CRITERION_VERDICTS as readonly string[]).includes(x);

/** null when the answer is not `{ criteria: [...] }`; otherwise the verdicts that verify, one per criterion. */
export function verifyVerdicts(answer: unknown, transcript: readonly TranscriptEntry[]): JudgeVerdicts | null {
  let parsed = answer;
  if (typeof answer === "string") {
    try {
      parsed = JSON.parse(answer);
    } catch {
      return null;
    }
  }
  const list = typeof parsed === "object" && parsed !== null ? (parsed as { criteria?: unknown }).criteria : undefined;
  if (!Array.isArray(list)) return null;
  const verdicts: CriterionResult[] = [];
  let dropped = 0;
  for (const raw of list) {
    const { criterion, verdict, quote, note } = (typeof raw === "object" && raw !== null ? raw : {}) as Record<
      string,
      unknown
    >;
    if (!isCriterion(criterion) || !isVerdict(verdict) || verdicts.some((v) => v.criterion === criterion)) {
      dropped += 1;
      continue;
    }
    const text = typeof note === "string" ? note.trim() : "";
    if (verdict === "not_shown") {
      verdicts.push({ criterion, verdict, note: text });
      continue;
    }
    const entry = typeof quote === "string" ? entryQuoting(quote, transcript) : undefined;
    if (!entry) {
      dropped += 1;
      continue;
    }
    verdicts.push({
      criterion,
      verdict,
      quote: normaliseWhitespace(quote as string),
      time: entry.timestamp,
      note: text,
    });
  }
  return { verdicts, dropped };
}
