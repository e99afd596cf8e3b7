import { describe, expect, it } from "vitest";
import type { CallCriterion, CriterionResult } from "../../domain/analysis";
import { analyseCallTranscript, judgeProvider, type AnalysisSettings } from "./analyse-call-transcript";
import { analyseTranscript } from "./analyse-transcript";
import { STRONG_CALL } from "./testing/fixtures";
import { workersAiStandIn, type StandInAnswer } from "./testing/workers-ai-stand-in";

const MODEL = "@cf/meta/llama-3.1-8b-instruct-fast";
const PROPOSAL = "Would Tuesday at 4pm or Thursday at 10am work better?";
const metricsOnly = analyseTranscript(STRONG_CALL, { vertical: "real_estate" });
const own = (criterion: CallCriterion) => metricsOnly.result.criteria!.find((c) => c.criterion === criterion)!;

function instructionsSpy(prompt: string | null = "Fair housing applies to every buyer conversation.") {
  const asked: Array<string | null> = [];
  return { asked, instructions: async (vertical: string | null) => (asked.push(vertical), prompt) };
}

const judged = (criteria: Array<Record<string, string>>) => ({ json: { criteria } });
const analyse = (answer: StandInAnswer, spy = instructionsSpy(), extra: AnalysisSettings = {}) => {
  const stand = workersAiStandIn(answer);
  const env = { ANALYSIS_PROVIDER: "workers-ai", AI: stand.binding, WORKERS_AI_MODEL: MODEL, ...extra };
  return {
    stand,
    run: analyseCallTranscript({
      env,
      transcript: STRONG_CALL,
      vertical: "real_estate",
      instructions: spy.instructions,
      llmTimeoutMs: 50,
    }),
  };
};

describe("provider selection", () => {
  const ai = workersAiStandIn({ json: {} }).binding;
  it.each([
    [{ ANALYSIS_PROVIDER: "metrics", AI: ai, OPENAI_API_KEY: "sk" }, null],
    [{ ANALYSIS_PROVIDER: "openai" }, null],
    [{ ANALYSIS_PROVIDER: "openai", OPENAI_API_KEY: "sk" }, "openai"],
    [{ ANALYSIS_PROVIDER: "workers-ai" }, null],
    [{ ANALYSIS_PROVIDER: "workers-ai", AI: ai }, "workers-ai"],
    [{ ANALYSIS_PROVIDER: "something-else", AI: ai }, null],
  ] as Array<[AnalysisSettings, string | null]>)("%o → %s", (env, expected) => {
    expect(judgeProvider(env)).toBe(expected);
  });
});

describe("the judge through the Workers AI binding", () => {
  it("is not asked by default: the metrics score alone and say so", async () => {
    const stand = workersAiStandIn({ json: {} });
    const spy = instructionsSpy();
    const result = await analyseCallTranscript({
      env: { ANALYSIS_PROVIDER: "metrics", AI: stand.binding },
      transcript: STRONG_CALL,
      vertical: "real_estate",
      instructions: spy.instructions,
    });
    expect(result).toEqual(metricsOnly.result);
    expect(result.scoredBy).toEqual({ scorer: "metrics" });
    expect(spy.asked).toEqual([]);
    expect(stand.calls).toEqual([]);
  });

  it("scores with its proven verdicts, with the judge's contract and the vertical's guidance, and records the model", async () => {
    const spy = instructionsSpy();
    const { stand, run } = analyse(
      judged([{ criterion: "next_step", verdict: "shown", quote: PROPOSAL, note: "Two specific times." }]),
      spy,
    );
    const result = await run;
    expect(spy.asked).toEqual(["real_estate"]);
    expect(stand.calls.map((c) => c.model)).toEqual([MODEL]);
    const system = stand.calls[0]!.inputs.messages[0]!.content;
    expect(system).toContain("honesty_compliance");
    expect(system).toContain("Fair housing applies to every buyer conversation.");
    expect(result.scoredBy).toEqual({ scorer: "judge", model: MODEL });
    expect(result.criteria!.find((c) => c.criterion === "next_step")).toEqual({
      criterion: "next_step",
      verdict: "shown",
      quote: PROPOSAL,
      time: expect.any(Number),
      note: "Two specific times.",
    });
    expect(result.feedback).toContain(`“${PROPOSAL}”`);
  });

  it("drops a verdict whose quote is not in the transcript: the analyser's own verdict stands for it", async () => {
    const result = await analyse(
      judged([
        {
          criterion: "discovery",
          verdict: "missed",
          quote: "So tell me, what keeps you up at night?",
          note: "Invented line.",
        },
        { criterion: "next_step", verdict: "shown", quote: PROPOSAL, note: "Specific." },
      ]),
    ).run;
    expect(result.criteria!.find((c) => c.criterion === "discovery")).toEqual(own("discovery"));
    expect(result.scoredBy).toEqual({ scorer: "judge", model: MODEL });
  });

  it("treats not shown as no loss and missed as a loss: the same criterion moves the overall only when missed", async () => {
    const line = STRONG_CALL.find((e) => e.speaker === "customer" && e.text.length > 20)!.text;
    const notShown = await analyse(
      judged([{ criterion: "objection_handling", verdict: "not_shown", quote: "", note: "No objection was raised." }]),
    ).run;
    const missed = await analyse(
      judged([{ criterion: "objection_handling", verdict: "missed", quote: line, note: "Brushed past it." }]),
    ).run;
    const verdictOf = (r: typeof notShown) => r.criteria!.find((c) => c.criterion === "objection_handling")!;
    expect(verdictOf(notShown)).toMatchObject({ verdict: "not_shown" });
    expect(verdictOf(missed)).toMatchObject({ verdict: "missed", quote: line });
    expect(notShown.overallScore).toBeGreaterThanOrEqual(metricsOnly.result.overallScore);
    expect(missed.overallScore).toBeLessThan(notShown.overallScore);
  });

  it("sinks the call when the judge proves a breach the analyser did not hear", async () => {
    const line = STRONG_CALL.find((e) => e.speaker === "agent")!.text;
    const result = await analyse(
      judged([{ criterion: "honesty_compliance", verdict: "missed", quote: line, note: "Promised a price." }]),
    ).run;
    expect(result.overallScore).toBeLessThan(20);
    expect(result.criteria!.find((c) => c.criterion === "honesty_compliance")).toMatchObject({
      verdict: "missed",
      quote: line,
    });
  });

  it.each([
    ["the binding fails", { error: "3040: Capacity temporarily exceeded" }, /answered with an error/],
    ["the binding hangs past the deadline", { hang: true }, /did not answer within/],
    ["the answer is not the judge's shape", { json: { rubric: [] } }, /could not be read/],
    [
      "no verdict is proven",
      judged([{ criterion: "opening", verdict: "shown", quote: "A line nobody said.", note: "" }]),
      /proved none/,
    ],
  ] as Array<[string, StandInAnswer, RegExp]>)(
    "stands alone when %s, and scoredBy says why",
    async (_case, answer, why) => {
      const result = await analyse(answer).run;
      expect({ ...result, scoredBy: undefined }).toEqual({ ...metricsOnly.result, scoredBy: undefined });
      expect(result.scoredBy).toEqual({ scorer: "metrics", model: MODEL, fallback: expect.stringMatching(why) });
    },
  );

  it("judges without stored guidance when none is active", async () => {
    const { stand, run } = analyse(
      judged([{ criterion: "next_step", verdict: "shown", quote: PROPOSAL, note: "" }]),
      instructionsSpy(null),
    );
    expect((await run).scoredBy).toEqual({ scorer: "judge", model: MODEL });
    expect(stand.calls[0]!.inputs.messages[0]!.content).not.toContain("Guidance from the sales managers");
  });
});

describe("the judge on an OpenAI-compatible API", () => {
  it("sends the transcript as lines to /chat/completions and verifies the verdicts the same way", async () => {
    const requests: Array<{ url: string; body: { model: string; messages: Array<{ content: string }> } }> = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push({ url: request.url, body: await request.json() });
      const content = JSON.stringify({
        criteria: [{ criterion: "next_step", verdict: "shown", quote: PROPOSAL, note: "" }] satisfies Array<
          Partial<CriterionResult>
        >,
      });
      return new Response(JSON.stringify({ choices: [{ message: { content } }] }), {
        headers: { "content-type": "application/json" },
      });
    }) as typeof fetch;
    const env = {
      ANALYSIS_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: "https://llm.example.test/v1/",
      OPENAI_MODEL: "judge-1",
    };
    const result = await analyseCallTranscript({
      env,
      transcript: STRONG_CALL,
      vertical: "saas",
      instructions: async () => null,
      fetch: fetchImpl,
      llmTimeoutMs: 200,
    });
    expect(requests[0]!.url).toBe("https://llm.example.test/v1/chat/completions");
    expect(requests[0]!.body.model).toBe("judge-1");
    expect(requests[0]!.body.messages[1]!.content).toMatch(/^\[0:00\] Rep: /);
    expect(requests[0]!.body.messages[1]!.content).toContain(PROPOSAL);
    expect(result.scoredBy).toEqual({ scorer: "judge", model: "judge-1" });
  });
});
