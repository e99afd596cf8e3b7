/**
 * @file Drill: the LLM rubric (ANALYSIS_PROVIDER=openai) hanging or failing. Calls must still complete, scored
 * by the transcript metrics alone, none stuck. A control round with the LLM answering shows the stack really
 * asks it (its verified quote shows up in the feedback).
 */
import { addPracticeLines, concurrentCalls, firstScenarioId, type CallEnding, type CallOutcome } from "../bench/demo-calls";
import type { LlmMode } from "./fake-llm";
import { Checks, seconds, type Drill } from "./types";

const CALLS_PER_MODE = 5;
const SETTLE_MS = 120_000;
/** Each round holds its calls at once: one practice line each, so the drill also runs on its own (two are seeded). */
const LINE_PREFIX = "+1555017";
const LLM_QUOTE_MARK = "The reviewer's strongest example";

export const llmFaultsDrill: Drill = {
  name: `LLM rubric hanging or failing: ${CALLS_PER_MODE} calls each`,
  needsStack: true,
  async run({ stack }) {
    const checks = new Checks();
    const llm = stack!.llm;
    await stack!.withClient((db) => addPracticeLines(db, LINE_PREFIX, CALLS_PER_MODE));
    const scenario = await firstScenarioId(stack!.baseUrl);
    const endings = Array<CallEnding>(CALLS_PER_MODE).fill("phone-hang-up");
    const rounds: string[] = [];

    for (const mode of ["answer", "hang", "error"] as LlmMode[]) {
      llm.mode = mode;
      const before = { ...llm.stats };
      const outcomes = await concurrentCalls(stack!.baseUrl, scenario, endings, SETTLE_MS);
      const asked = llm.stats.requests - before.requests;
      const completed = outcomes.filter((outcome) => scored(outcome));
      const withLlmQuote = completed.filter((outcome) => outcome.final!.analysis!.feedback.includes(LLM_QUOTE_MARK));
      checks.expect(completed.length === CALLS_PER_MODE, `LLM ${mode}: every call completed with a score`, outcomes.map((o) => o.status));
      checks.expect(asked >= CALLS_PER_MODE, `LLM ${mode}: the LLM was asked for every call`, asked);
      if (mode === "answer") checks.expect(withLlmQuote.length === CALLS_PER_MODE, "LLM answering: its verified quote is in the feedback", withLlmQuote.length);
      else checks.expect(withLlmQuote.length === 0, `LLM ${mode}: the feedback stands on the metrics alone`, withLlmQuote.length);
      if (mode === "hang") {
        const abandoned = llm.stats.abandoned - before.abandoned;
        checks.expect(abandoned === asked, "LLM hanging: the Worker gave up every request it made", { asked, abandoned });
      }
      const slowest = Math.max(...outcomes.map((outcome) => outcome.ms));
      rounds.push(`${mode}: ${completed.length}/${CALLS_PER_MODE} completed, slowest ${seconds(slowest)}`);
    }
    llm.mode = "answer";
    return checks.result(rounds.join("; "));
  },
};

function scored(outcome: CallOutcome): boolean {
  return outcome.final?.processingStatus === "completed" && (outcome.final.analysis?.overallScore ?? 0) > 0;
}
