import { describe, expect, it } from "vitest";
import { analyseCallTranscript, rubricProvider, type AnalysisSettings } from "./analyse-call-transcript";
import { analyseTranscript } from "./analyse-transcript";
import { STRONG_CALL } from "./test-fixtures";
import { workersAiStandIn } from "./testing/workers-ai-stand-in";

const QUOTE = "Would Tuesday at 4pm or Thursday at 10am work better?";
const rubric = { rubric: [{ criterion: "next_step", score: 5, quote: QUOTE, rationale: "Two specific times." }] };
const metricsOnly = analyseTranscript(STRONG_CALL).result;

function instructionsSpy(prompt: string | null = "Grade the call.") {
  const asked: Array<string | null> = [];
  return { asked, instructions: async (vertical: string | null) => (asked.push(vertical), prompt) };
}

const analyse = (env: AnalysisSettings, spy = instructionsSpy()) =>
  analyseCallTranscript({ env, transcript: STRONG_CALL, vertical: "insurance", instructions: spy.instructions, llmTimeoutMs: 50 });

describe("provider selection", () => {
  const ai = workersAiStandIn({ json: rubric }).binding;
  it.each([
    [{ ANALYSIS_PROVIDER: "metrics", AI: ai, OPENAI_API_KEY: "sk" }, null],
    [{ ANALYSIS_PROVIDER: "openai" }, null],
    [{ ANALYSIS_PROVIDER: "openai", OPENAI_API_KEY: "sk" }, "openai"],
    [{ ANALYSIS_PROVIDER: "workers-ai" }, null],
    [{ ANALYSIS_PROVIDER: "workers-ai", AI: ai }, "workers-ai"],
    [{ ANALYSIS_PROVIDER: "something-else", AI: ai }, null],
  ] as Array<[AnalysisSettings, string | null]>)("%o → %s", (env, expected) => {
    expect(rubricProvider(env)).toBe(expected);
  });
});

describe("analyseCallTranscript", () => {
  it("uses the metrics alone by default, without reading instructions or calling a model", async () => {
    const stand = workersAiStandIn({ json: rubric });
    const spy = instructionsSpy();
    expect(await analyse({ ANALYSIS_PROVIDER: "metrics", AI: stand.binding }, spy)).toEqual(metricsOnly);
    expect(spy.asked).toEqual([]);
    expect(stand.calls).toEqual([]);
  });

  it("with workers-ai, adds the verified quotes through the binding and keeps every number", async () => {
    const stand = workersAiStandIn({ json: rubric });
    const spy = instructionsSpy();
    const result = await analyse({ ANALYSIS_PROVIDER: "workers-ai", AI: stand.binding, WORKERS_AI_MODEL: "@cf/meta/llama-3.1-8b-instruct-fast" }, spy);
    expect(spy.asked).toEqual(["insurance"]);
    expect(stand.calls.map((c) => c.model)).toEqual(["@cf/meta/llama-3.1-8b-instruct-fast"]);
    expect(result.feedback).toContain(`“${QUOTE}”`);
    expect({ ...result, feedback: metricsOnly.feedback }).toEqual(metricsOnly);
  });

  it.each([
    ["the binding fails", { error: "3040: Capacity temporarily exceeded" }],
    ["the binding hangs", { hang: true }],
  ] as const)("falls back to the metrics when %s", async (_case, answer) => {
    expect(await analyse({ ANALYSIS_PROVIDER: "workers-ai", AI: workersAiStandIn(answer).binding })).toEqual(metricsOnly);
  });

  it("falls back to the metrics when no instructions are active", async () => {
    const stand = workersAiStandIn({ json: rubric });
    expect(await analyse({ ANALYSIS_PROVIDER: "workers-ai", AI: stand.binding }, instructionsSpy(null))).toEqual(metricsOnly);
    expect(stand.calls).toEqual([]);
  });
});
