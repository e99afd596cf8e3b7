import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseGradedCall } from "./calibration/graded-call-file";
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

  it("links every missed criterion to a moment of the call: the line that missed it, or where it should have been", () => {
    const dir = join(import.meta.dirname, "graded-calls/original");
    const calls = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => parseGradedCall(JSON.parse(readFileSync(join(dir, name), "utf8")), "original").entries);
    let missed = 0;
    for (const transcript of [STRONG_CALL, WEAK_CALL, HAND_COUNTED_CALL, ...calls]) {
      const criteria = analyseTranscript(transcript).result.criteria!;
      for (const criterion of criteria.filter((c) => c.verdict === "missed")) {
        missed += 1;
        expect(criterion.time, `${criterion.criterion}: ${criterion.note}`).toEqual(expect.any(Number));
        expect(transcript.some((entry) => entry.text.includes(criterion.quote!.slice(0, 20)))).toBe(true);
      }
    }
    expect(missed).toBeGreaterThan(20);
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
