import { describe, expect, it } from "vitest";
import { STRONG_CALL } from "./test-fixtures";
import { workersAiStandIn } from "./testing/workers-ai-stand-in";
import { DEFAULT_WORKERS_AI_MODEL, RUBRIC_JSON_SCHEMA, runWorkersAiRubric } from "./workers-ai-rubric";

const VERIFIED = "Can you walk me through what a good outcome would look like for you after fees?";
const rubric = {
  rubric: [
    { criterion: "discovery", score: 5, quote: VERIFIED, rationale: "Open question on the lead's own goal." },
    { criterion: "next_step", score: 4, quote: "I promise we will sell your home in a week.", rationale: "Not in the call." },
  ],
};
const run = (binding: Parameters<typeof runWorkersAiRubric>[0]["ai"], timeoutMs?: number) =>
  runWorkersAiRubric({ ai: binding, model: DEFAULT_WORKERS_AI_MODEL, transcript: STRONG_CALL, systemPrompt: "Grade the call.", timeoutMs });

describe("runWorkersAiRubric", () => {
  it("asks the binding in JSON mode and keeps only items whose quote is in the transcript", async () => {
    const ai = workersAiStandIn({ json: rubric });
    expect(await run(ai.binding)).toEqual([{ criterion: "discovery", score: 5, quote: VERIFIED, rationale: "Open question on the lead's own goal." }]);
    const [call] = ai.calls;
    expect(call!.model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(call!.inputs.response_format).toEqual({ type: "json_schema", json_schema: RUBRIC_JSON_SCHEMA });
    expect(call!.inputs.messages[0]).toEqual({ role: "system", content: "Grade the call." });
    expect(call!.inputs.messages[1]!.content).toContain("[0:38] Rep: That's fair, I hear that a lot.");
  });

  it("also reads a rubric the model returned as text", async () => {
    const ai = workersAiStandIn({ text: JSON.stringify(rubric) });
    expect(await run(ai.binding)).toHaveLength(1);
  });

  it.each([
    ["the binding rejects", { error: "3040: Capacity temporarily exceeded, please try again." }],
    ["the output is not a rubric", { json: { verdict: "great call" } }],
    ["the text is not JSON", { text: "The rep did well overall." }],
  ] as const)("returns null when %s", async (_case, answer) => {
    expect(await run(workersAiStandIn(answer).binding)).toBeNull();
  });

  it("returns null when the binding hangs past the deadline", async () => {
    const started = Date.now();
    expect(await run(workersAiStandIn({ hang: true }).binding, 30)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("returns null for a model the binding does not know", async () => {
    const ai = workersAiStandIn({ json: rubric });
    expect(await runWorkersAiRubric({ ai: ai.binding, model: "llama-3", transcript: STRONG_CALL, systemPrompt: "Grade." })).toBeNull();
  });
});
