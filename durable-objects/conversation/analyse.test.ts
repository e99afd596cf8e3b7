import { env } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import type { TranscriptEntry } from "../../domain/analysis";
import { analyseTranscript } from "../../worker/analysis/analyse-transcript";
import { workersAiStandIn } from "../../worker/analysis/testing/workers-ai-stand-in";
import { openDatabase } from "../../db/client";
import { analyseCall, rubricInstructions } from "./analyse";
import { GOOD_CALL_LINES } from "../../worker/pipeline/testing/demo-calls";

const { db, close } = openDatabase(env);
afterAll(() => close());

const transcript: TranscriptEntry[] = [
  { speaker: "customer", text: "Hello?", timestamp: 0 },
  { speaker: "agent", text: GOOD_CALL_LINES[0]!, timestamp: 2 },
  { speaker: "customer", text: "I'm not interested in selling right now.", timestamp: 12 },
  { speaker: "agent", text: GOOD_CALL_LINES[1]!, timestamp: 15 },
  { speaker: "customer", text: "Maybe if the price were right.", timestamp: 27 },
  { speaker: "agent", text: GOOD_CALL_LINES[3]!, timestamp: 30 },
];

/** An OpenAI-compatible chat completions endpoint as a fake: records requests, answers as configured. */
function fakeLlm(answer: { status: number; content?: string }) {
  const requests: Array<{ url: string; authorization: string | null; body: { model: string; messages: Array<{ role: string; content: string }> } }> = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push({ url: request.url, authorization: request.headers.get("authorization"), body: await request.json() });
    const body = answer.content === undefined ? { error: { message: "boom" } } : { choices: [{ message: { role: "assistant", content: answer.content } }] };
    return new Response(JSON.stringify(body), { status: answer.status, headers: { "content-type": "application/json" } });
  };
  return { fetch, requests };
}

const llmEnv = { ANALYSIS_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: "https://llm.example.test/v1", OPENAI_MODEL: "judge-1" };
const open = () => openDatabase(env);

describe("analyseCall", () => {
  it("scores from the transcript metrics alone by default, without calling any LLM", async () => {
    const llm = fakeLlm({ status: 500 });
    const result = await analyseCall({ env: { ANALYSIS_PROVIDER: "metrics" }, transcript, vertical: "real_estate", openDatabase: open, fetch: llm.fetch });
    expect(result).toEqual(analyseTranscript(transcript).result);
    expect(llm.requests).toHaveLength(0);
  });

  it("adds the LLM rubric's verified quotes on top of the metrics, with the vertical's instructions", async () => {
    const quote = "Could we meet on Thursday at 4pm for fifteen minutes";
    const llm = fakeLlm({
      status: 200,
      content: JSON.stringify({ rubric: [{ criterion: "next_step", score: 5, quote, rationale: "Specific time." }] }),
    });
    const result = await analyseCall({ env: llmEnv, transcript, vertical: "real_estate", openDatabase: open, fetch: llm.fetch });
    const metricsOnly = analyseTranscript(transcript).result;
    expect(result.scores).toEqual(metricsOnly.scores);
    expect(result.overallScore).toBe(metricsOnly.overallScore);
    expect(result.feedback).toContain(quote);

    const [request] = llm.requests;
    expect(request!.url).toBe("https://llm.example.test/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer sk-test");
    expect(request!.body.model).toBe("judge-1");
    expect(request!.body.messages[0]!.content).toBe(await rubricInstructions(db, "real_estate"));
    expect(request!.body.messages[0]!.content).toContain("real estate prospecting call");
  });

  it("keeps the metrics when the LLM fails", async () => {
    const llm = fakeLlm({ status: 503 });
    const result = await analyseCall({ env: llmEnv, transcript, vertical: "saas", openDatabase: open, fetch: llm.fetch });
    expect(llm.requests).toHaveLength(1);
    expect(result).toEqual(analyseTranscript(transcript).result);
  });

  it("runs the rubric on Workers AI through the AI binding, with the vertical's instructions and no key", async () => {
    const quote = "Could we meet on Thursday at 4pm for fifteen minutes";
    const ai = workersAiStandIn({ json: { rubric: [{ criterion: "next_step", score: 5, quote, rationale: "Specific time." }] } });
    const llm = fakeLlm({ status: 500 });
    const result = await analyseCall({ env: { ANALYSIS_PROVIDER: "workers-ai", AI: ai.binding }, transcript, vertical: "insurance", openDatabase: open, fetch: llm.fetch });
    expect(result.scores).toEqual(analyseTranscript(transcript).result.scores);
    expect(result.feedback).toContain(quote);
    expect(llm.requests).toHaveLength(0);
    expect(ai.calls[0]!.inputs.messages[0]!.content).toBe(await rubricInstructions(db, "insurance"));
  });

  it("keeps the metrics when the LLM hangs past its deadline", async () => {
    let asked = 0;
    const hangs = (_input: Request | string | URL, init?: RequestInit) => {
      asked += 1;
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    };
    const result = await analyseCall({ env: llmEnv, transcript, vertical: "real_estate", openDatabase: open, fetch: hangs, llmTimeoutMs: 30 });
    expect(asked).toBe(1);
    expect(result).toEqual(analyseTranscript(transcript).result);
  });
});
