/**
 * @file Drill: the LLM judge (ANALYSIS_PROVIDER=openai) hanging or failing. Calls must still complete, scored
 * by the transcript metrics alone with scoredBy saying why, none stuck. A control round with the judge
 * answering shows the stack really asks it (scoredBy names the judge).
 */
import {
  addPracticeLines,
  concurrentCalls,
  firstScenarioId,
  type CallEnding,
  type CallOutcome,
} from "../bench/demo-calls";
import type { LlmMode } from "./fake-llm";
import { Checks, seconds, type Drill } from "./types";

const CALLS_PER_MODE = 5;
const SETTLE_MS = 120_000;
/** Each round holds its calls at once: one practice line each, so the drill also runs on its own (two are seeded). */
const LINE_PREFIX = "+1555017";

export const llmFaultsDrill: Drill = {
  name: `LLM judge hanging or failing: ${CALLS_PER_MODE} calls each`,
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
      const judged = completed.filter((outcome) => outcome.final!.analysis!.scoredBy?.scorer === "judge");
      const fellBack = completed.filter((outcome) => outcome.final!.analysis!.scoredBy?.fallback);
      checks.expect(
        completed.length === CALLS_PER_MODE,
        `LLM ${mode}: every call completed with a score`,
        outcomes.map((o) => o.status),
      );
      checks.expect(asked >= CALLS_PER_MODE, `LLM ${mode}: the LLM was asked for every call`, asked);
      if (mode === "answer")
        checks.expect(
          judged.length === CALLS_PER_MODE,
          "LLM answering: scoredBy names the judge on every call",
          judged.length,
        );
      else
        checks.expect(
          judged.length === 0 && fellBack.length === CALLS_PER_MODE,
          `LLM ${mode}: the metrics stand alone and scoredBy says why`,
          { judged: judged.length, fellBack: fellBack.length },
        );
      if (mode === "hang") {
        const abandoned = llm.stats.abandoned - before.abandoned;
        checks.expect(abandoned === asked, "LLM hanging: the Worker gave up every request it made", {
          asked,
          abandoned,
        });
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
