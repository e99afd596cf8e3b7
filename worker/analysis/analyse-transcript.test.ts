import { describe, expect, it } from "vitest";
import { SCORE_CATEGORIES, type TranscriptEntry } from "../../domain/analysis";
import { LEAD_SENTIMENTS } from "../../domain/enums";
import { analyseTranscript } from "./analyse-transcript";
import { NO_CONVERSATION_FEEDBACK } from "./feedback";
import { HAND_COUNTED_CALL, STRONG_CALL, WEAK_CALL } from "./test-fixtures";

describe("analyseTranscript", () => {
  it("produces a complete AnalysisResult with overall = the rounded mean of the five, or the lead's bound below it", () => {
    for (const transcript of [STRONG_CALL, WEAK_CALL, HAND_COUNTED_CALL]) {
      const { result, bound } = analyseTranscript(transcript);
      const mean = Math.round(SCORE_CATEGORIES.reduce((acc, c) => acc + result.scores[c], 0) / SCORE_CATEGORIES.length);
      expect(result.overallScore).toBe(bound ? bound.limit : mean);
      if (bound) expect(bound.limit).toBeLessThan(mean);
      expect(LEAD_SENTIMENTS).toContain(result.leadSentiment);
    }
    expect(analyseTranscript(STRONG_CALL).bound).toBeUndefined();
    expect(analyseTranscript(WEAK_CALL).bound).toMatchObject({ kind: "hostile", reason: "the lead ended the call hostile" });
  });

  it("lists every moment behind the breakdown and the bound in call order", () => {
    const { moments, breakdown, bound } = analyseTranscript(WEAK_CALL);
    const fromBreakdown = Object.values(breakdown).flatMap((c) => c.components.flatMap((x) => x.moments ?? []));
    expect(moments).toHaveLength(fromBreakdown.length + 1);
    expect(moments).toContainEqual(bound!.moment);
    expect(moments.map((m) => m.time)).toEqual([...moments.map((m) => m.time)].sort((a, b) => a - b));
  });

  it("ranks the strong call far above the weak one", () => {
    expect(analyseTranscript(STRONG_CALL).result.overallScore).toBeGreaterThanOrEqual(85);
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
    expect(result.scores).toEqual({ tone: 0, pacing: 0, objectionHandling: 0, scriptAdherence: 0, conversionLikelihood: 0 });
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
