import { describe, expect, it } from "vitest";
import { CALL_CRITERIA, SCORE_CATEGORIES, type TranscriptEntry } from "../../domain/analysis";
import { LEAD_SENTIMENTS } from "../../domain/enums";
import { analyseTranscript } from "./analyse-transcript";
import { NO_CONVERSATION_FEEDBACK } from "./feedback";
import { HAND_COUNTED_CALL, STRONG_CALL, WEAK_CALL } from "./testing/fixtures";

describe("analyseTranscript", () => {
  it("produces a complete AnalysisResult: the five scores, an overall from the fitted features, sentiment, eight criteria, scoredBy", () => {
    for (const transcript of [STRONG_CALL, WEAK_CALL, HAND_COUNTED_CALL]) {
      const { result, overall } = analyseTranscript(transcript);
      for (const c of SCORE_CATEGORIES) expect(result.scores[c]).toBeGreaterThanOrEqual(0);
      expect(result.overallScore).toBe(overall.overall);
      expect(result.overallScore).toBeGreaterThanOrEqual(0);
      expect(result.overallScore).toBeLessThanOrEqual(100);
      expect(LEAD_SENTIMENTS).toContain(result.leadSentiment);
      expect(result.criteria!.map((c) => c.criterion)).toEqual([...CALL_CRITERIA]);
      expect(result.scoredBy).toEqual({ scorer: "metrics" });
    }
  });

  it("sinks a call that breaks a compliance rule into the guide's 0–19 band, whatever else happened", () => {
    const { result, overall } = analyseTranscript(WEAK_CALL);
    expect(overall.breach).toBe(true);
    expect(result.overallScore).toBeLessThan(20);
    expect(result.criteria!.find((c) => c.criterion === "honesty_compliance")).toMatchObject({
      verdict: "missed",
      time: 37,
    });
    expect(analyseTranscript(STRONG_CALL).overall.breach).toBe(false);
  });

  it("lists every moment behind the breakdown in call order", () => {
    const { moments, breakdown } = analyseTranscript(WEAK_CALL);
    const fromBreakdown = Object.values(breakdown).flatMap((c) => c.components.flatMap((x) => x.moments ?? []));
    expect(moments).toHaveLength(fromBreakdown.length);
    expect(moments.map((m) => m.time)).toEqual([...moments.map((m) => m.time)].sort((a, b) => a - b));
  });

  it("ranks the strong call far above the weak one", () => {
    expect(analyseTranscript(STRONG_CALL).result.overallScore).toBeGreaterThanOrEqual(75);
    expect(analyseTranscript(WEAK_CALL).result.overallScore).toBeLessThanOrEqual(20);
  });

  it("is deterministic and leaves its input untouched", () => {
    const copy = structuredClone(STRONG_CALL);
    expect(analyseTranscript(copy)).toEqual(analyseTranscript(STRONG_CALL));
    expect(copy).toEqual(STRONG_CALL);
  });

  it.each([
    ["empty", []],
    ["blank lines", [{ speaker: "agent", text: "   ", timestamp: 0 }]],
    ["lead only", [{ speaker: "customer", text: "Hello? Hello?", timestamp: 0 }]],
  ] as Array<[string, TranscriptEntry[]]>)("handles a call with no rep words (%s)", (_name, transcript) => {
    const { result, metrics, breakdown } = analyseTranscript(transcript);
    expect(result.scores).toEqual({
      tone: 0,
      pacing: 0,
      objectionHandling: 0,
      scriptAdherence: 0,
      conversionLikelihood: 0,
    });
    expect(result.overallScore).toBe(0);
    expect(result.leadSentiment).toBe("neutral");
    expect(result.keyPhrases).toEqual([]);
    expect(result.feedback).toBe(NO_CONVERSATION_FEEDBACK);
    expect(result.improvements).toHaveLength(5);
    expect(metrics.repWords).toBe(0);
    expect(breakdown.tone.components[0]?.id).toBe("noRepSpeech");
  });

  it("tolerates unsorted entries and missing timestamps", () => {
    const shuffled = [...HAND_COUNTED_CALL].reverse();
    expect(analyseTranscript(shuffled).metrics).toEqual(analyseTranscript(HAND_COUNTED_CALL).metrics);
    const broken = [{ speaker: "agent", text: "Hi, this is Jo.", timestamp: Number.NaN }] as TranscriptEntry[];
    expect(() => analyseTranscript(broken)).not.toThrow();
  });
});
