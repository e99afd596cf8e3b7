import { env } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import type { TranscriptEntry } from "../../domain/analysis";
import { analyseTranscript } from "../../lib/analysis/analyse-transcript";
import { workersAiStandIn } from "../../lib/analysis/testing/workers-ai-stand-in";
import { openDatabase } from "../../lib/db/client";
import { judgeGuidance } from "../../lib/analysis/judge/guidance";
import { analyseCall } from "./analyse";
import { GOOD_CALL_LINES } from "../../worker/calls/testing/demo-calls";

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
  const requests: Array<{
    url: string;
    authorization: string | null;
    body: { model: string; messages: Array<{ role: string; content: string }> };
  }> = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push({
      url: request.url,
      authorization: request.headers.get("authorization"),
      body: await request.json(),
    });
    const body =
      answer.content === undefined
        ? { error: { message: "boom" } }
        : { choices: [{ message: { role: "assistant", content: answer.content } }] };
    return new Response(JSON.stringify(body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetch, requests };
}

const llmEnv = {
  ANALYSIS_PROVIDER: "openai",
  OPENAI_API_KEY: "sk-test",
  OPENAI_BASE_URL: "https://llm.example.test/v1",
  OPENAI_MODEL: "judge-1",
};
const open = () => openDatabase(env);

const metricsOf = (vertical: "real_estate" | "insurance" | "saas") =>
  analyseTranscript(transcript, { vertical }).result;
const quote = "Could we meet on Thursday at 4pm for fifteen minutes";
const judged = { criteria: [{ criterion: "next_step", verdict: "shown", quote, note: "A day and a time." }] };

describe("analyseCall", () => {
  it("scores from the transcript metrics alone by default, without calling any LLM, and says so", async () => {
    const llm = fakeLlm({ status: 500 });
    const result = await analyseCall({
      env: { ANALYSIS_PROVIDER: "metrics" },
      transcript,
      vertical: "real_estate",
      openDatabase: open,
      fetch: llm.fetch,
    });
    expect(result).toEqual(metricsOf("real_estate"));
    expect(result.scoredBy).toEqual({ scorer: "metrics" });
    expect(llm.requests).toHaveLength(0);
  });

  it("lets the judge score with proven verdicts, with the judge's contract and the vertical's stored guidance", async () => {
    const llm = fakeLlm({ status: 200, content: JSON.stringify(judged) });
    const result = await analyseCall({
      env: llmEnv,
      transcript,
      vertical: "real_estate",
      openDatabase: open,
      fetch: llm.fetch,
    });
    expect(result.scoredBy).toEqual({ scorer: "judge", model: "judge-1" });
    expect(result.criteria!.find((c) => c.criterion === "next_step")).toMatchObject({
      verdict: "shown",
      quote,
      time: transcript.find((e) => e.text.includes(quote))!.timestamp,
    });
    const [request] = llm.requests;
    expect(request!.url).toBe("https://llm.example.test/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer sk-test");
    expect(request!.body.model).toBe("judge-1");
    expect(request!.body.messages[0]!.content).toContain("honesty_compliance");
    expect(request!.body.messages[0]!.content).toContain((await judgeGuidance(db, "real_estate"))!);
  });

  it("keeps the metrics when the judge fails, and records why", async () => {
    const llm = fakeLlm({ status: 503 });
    const result = await analyseCall({
      env: llmEnv,
      transcript,
      vertical: "saas",
      openDatabase: open,
      fetch: llm.fetch,
    });
    expect(llm.requests).toHaveLength(1);
    expect({ ...result, scoredBy: undefined }).toEqual({ ...metricsOf("saas"), scoredBy: undefined });
    expect(result.scoredBy).toEqual({
      scorer: "metrics",
      model: "judge-1",
      fallback: expect.stringContaining("HTTP 503"),
    });
  });

  it("runs the judge on Workers AI through the AI binding, with no key and no outbound fetch", async () => {
    const ai = workersAiStandIn({ json: judged });
    const llm = fakeLlm({ status: 500 });
    const result = await analyseCall({
      env: { ANALYSIS_PROVIDER: "workers-ai", AI: ai.binding },
      transcript,
      vertical: "insurance",
      openDatabase: open,
      fetch: llm.fetch,
    });
    expect(result.scoredBy).toEqual({ scorer: "judge", model: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" });
    expect(llm.requests).toHaveLength(0);
    expect(ai.calls[0]!.inputs.messages[0]!.content).toContain((await judgeGuidance(db, "insurance"))!);
  });

  it("keeps the metrics when the judge hangs past its deadline", async () => {
    let asked = 0;
    const hangs = (_input: Request | string | URL, init?: RequestInit) => {
      asked += 1;
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    };
    const result = await analyseCall({
      env: llmEnv,
      transcript,
      vertical: "real_estate",
      openDatabase: open,
      fetch: hangs,
      llmTimeoutMs: 30,
    });
    expect(asked).toBe(1);
    expect(result.overallScore).toBe(metricsOf("real_estate").overallScore);
    expect(result.scoredBy).toEqual({
      scorer: "metrics",
      model: "judge-1",
      fallback: expect.stringContaining("did not answer within"),
    });
  });
});
