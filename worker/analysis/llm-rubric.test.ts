import { describe, expect, it } from "vitest";
import { analyseTranscript } from "./analyse-transcript";
import { isVerbatimQuote, mergeRubric, runLlmRubric, type RubricItem } from "./llm-rubric";
import { STRONG_CALL, WEAK_CALL } from "./test-fixtures";

const VERIFIED = "Can you walk me through what a good outcome would look like for you after fees?";
const FABRICATED = "I guarantee we will sell your home in a week.";

const completion = (content: string, status = 200) =>
  new Response(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }), {
    status,
    headers: { "content-type": "application/json" },
  });

const options = { transcript: STRONG_CALL, baseUrl: "https://llm.test/v1/", apiKey: "test-key", model: "judge-1", systemPrompt: "Grade the call." };

describe("runLlmRubric", () => {
  it("keeps only items whose quote appears verbatim in the transcript", async () => {
    const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), init });
      return completion(
        JSON.stringify({
          rubric: [
            { criterion: "Discovery", score: 5, quote: `  Can you walk me through what a good outcome\n would look like for you after fees? `, rationale: "Open question." },
            { criterion: "Next step", score: 4, quote: FABRICATED, rationale: "Invented." },
          ],
        }),
      );
    };
    const rubric = await runLlmRubric({ ...options, fetchImpl });
    expect(rubric).toEqual([{ criterion: "Discovery", score: 5, quote: VERIFIED, rationale: "Open question." }]);
    expect(calls[0]?.url).toBe("https://llm.test/v1/chat/completions");
    const body = JSON.parse(String(calls[0]?.init?.body)) as Record<string, unknown>;
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(body.model).toBe("judge-1");
  });

  it("returns null when the response hangs past the timeout", async () => {
    const fetchImpl: typeof fetch = () => new Promise<Response>(() => {});
    const started = Date.now();
    expect(await runLlmRubric({ ...options, fetchImpl, timeoutMs: 30 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("returns null on a non-2xx status", async () => {
    const fetchImpl: typeof fetch = async () => new Response("upstream exploded", { status: 500 });
    expect(await runLlmRubric({ ...options, fetchImpl })).toBeNull();
  });

  it.each(["not json at all", JSON.stringify({ verdict: "great" }), JSON.stringify([1, 2])])("returns null on malformed content: %s", async (content) => {
    const fetchImpl: typeof fetch = async () => completion(content);
    expect(await runLlmRubric({ ...options, fetchImpl })).toBeNull();
  });

  it("returns null when fetch itself rejects", async () => {
    const fetchImpl: typeof fetch = async () => {
      throw new TypeError("network down");
    };
    expect(await runLlmRubric({ ...options, fetchImpl })).toBeNull();
  });

  it("drops items with an out-of-range score", async () => {
    const fetchImpl: typeof fetch = async () => completion(JSON.stringify({ rubric: [{ criterion: "Discovery", score: 9, quote: VERIFIED, rationale: "" }] }));
    expect(await runLlmRubric({ ...options, fetchImpl })).toEqual([]);
  });
});

describe("isVerbatimQuote", () => {
  it("is case-sensitive but whitespace-insensitive", () => {
    expect(isVerbatimQuote("That's fair,   I hear that a lot.", STRONG_CALL)).toBe(true);
    expect(isVerbatimQuote("that's fair, i hear that a lot.", STRONG_CALL)).toBe(false);
    expect(isVerbatimQuote("   ", STRONG_CALL)).toBe(false);
  });
});

describe("mergeRubric", () => {
  const rubric: RubricItem[] = [
    { criterion: "Objection handling", score: 1, quote: "Okay but we have great marketing", rationale: "Ignored the objection." },
    { criterion: "Opening", score: 4, quote: "Hey, um, so, like, I'm with Bright Homes", rationale: "Named the company." },
  ];

  it("adds verified quotes to the text but never changes the numbers", () => {
    const { result } = analyseTranscript(WEAK_CALL);
    const before = structuredClone(result);
    const merged = mergeRubric(result, rubric);
    expect(merged.scores).toEqual(before.scores);
    expect(merged.overallScore).toBe(before.overallScore);
    expect(merged.leadSentiment).toBe(before.leadSentiment);
    expect(merged.keyPhrases).toEqual(before.keyPhrases);
    expect(merged.improvements).toHaveLength(before.improvements.length);
    expect(merged.improvements.find((b) => b.startsWith("Objection handling:"))).toContain("For example: “Okay but we have great marketing”.");
    expect(merged.feedback).toContain("“Hey, um, so, like, I'm with Bright Homes”");
    expect(result).toEqual(before);
  });

  it("returns the result unchanged for a null rubric", () => {
    const { result } = analyseTranscript(STRONG_CALL);
    expect(mergeRubric(result, null)).toEqual(result);
  });
});
