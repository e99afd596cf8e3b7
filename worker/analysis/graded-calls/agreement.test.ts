import { describe, expect, it } from "vitest";
import { measureAgreement } from "../agreement";
import { analyseTranscript } from "../analyse-transcript";
import { GRADED_CALLS, type GradedCall } from "./index";

/** The acceptance targets of the analysis: agreement with a sales manager's grades. */
const TARGET = { spearman: 0.8, mae: 12, sentimentAccuracy: 0.85 } as const;

const analysed = GRADED_CALLS.map((call) => ({ call, ...analyseTranscript(call.entries) }));
const agreementOf = (rows: typeof analysed) =>
  measureAgreement(rows.map(({ call, result }) => ({ grade: call.grade, expectedSentiment: call.expectedSentiment, result })));
const inClass = (name: string) => analysed.filter(({ call }) => call.classes.includes(name));

describe("agreement with a sales manager's grades", () => {
  it("holds on the whole graded set: three verticals, at least 20 calls", () => {
    expect(GRADED_CALLS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(GRADED_CALLS.map((c) => c.vertical))).toEqual(new Set(["real_estate", "insurance", "saas"]));
    const agreement = agreementOf(analysed);
    expect(agreement.spearman).toBeGreaterThanOrEqual(TARGET.spearman);
    expect(agreement.mae).toBeLessThanOrEqual(TARGET.mae);
    expect(agreement.sentimentAccuracy).toBeGreaterThanOrEqual(TARGET.sentimentAccuracy);
  });

  it("holds on the held-out calls written after the tuning", () => {
    const heldOut = analysed.filter(({ call }) => call.heldOut);
    expect(heldOut.length).toBeGreaterThanOrEqual(8);
    const agreement = agreementOf(heldOut);
    expect(agreement.spearman).toBeGreaterThanOrEqual(TARGET.spearman);
    expect(agreement.mae).toBeLessThanOrEqual(TARGET.mae);
    expect(agreement.sentimentAccuracy).toBeGreaterThanOrEqual(TARGET.sentimentAccuracy);
  });
});

describe("the classes a count-based engine got wrong", () => {
  it.each(inClass("checklist_questioning"))("checklist questioning with cut-offs scores low: $call.id", ({ result, metrics }) => {
    expect(result.overallScore).toBeLessThanOrEqual(35);
    expect(result.leadSentiment).toBe("negative");
    expect(metrics.discovery.checklist.length).toBeGreaterThanOrEqual(2);
    expect(metrics.interruptions.length).toBeGreaterThanOrEqual(2);
    expect(result.feedback).toContain("cut the lead off");
  });

  it.each(inClass("pushy_monologue"))("a pushy monologue with empty empathy is named and scored down: $call.id", ({ result, metrics }) => {
    expect(result.overallScore).toBeLessThanOrEqual(20);
    expect(result.leadSentiment).toBe("hostile");
    expect(metrics.conduct.emptyAcknowledgements.length).toBeGreaterThanOrEqual(1);
    expect(result.feedback).toContain("guaranteed an outcome");
    expect(result.feedback).toContain("ran down a competitor");
  });

  it.each(inClass("coerced_next_step"))("a next step agreed under false urgency earns no conversion credit: $call.id", ({ result, metrics }) => {
    expect(metrics.lead.outcome).toBe("coerced");
    expect(["negative", "hostile"]).toContain(result.leadSentiment);
    expect(result.scores.conversionLikelihood).toBeLessThanOrEqual(10);
    expect(result.overallScore).toBeLessThanOrEqual(30);
    expect(result.feedback).toContain("created false urgency");
  });

  it.each(inClass("nervous_sincere"))("sincere substance with heavy fillers lands mid-range: $call.id", ({ result, metrics }) => {
    expect(metrics.fillersPer100Words).toBeGreaterThanOrEqual(10);
    expect(result.overallScore).toBeGreaterThanOrEqual(40);
    expect(result.overallScore).toBeLessThanOrEqual(60);
  });

  it.each(inClass("quiet_expert"))("a quiet call with strong substance scores high: $call.id", ({ result, metrics }) => {
    expect(metrics.talkRatio).toBeLessThan(0.6);
    expect(metrics.discovery.followUps.length).toBeGreaterThanOrEqual(1);
    expect(result.overallScore).toBeGreaterThanOrEqual(80);
  });

  it.each(inClass("polite_decline"))("a polite no is neutral: $call.id", ({ result }) => {
    expect(result.leadSentiment).toBe("neutral");
  });

  it.each([...inClass("booked_with_spouse"), ...inClass("booked_with_sibling")])("a skilled call that books both decision makers scores high: $call.id", ({ result, metrics }) => {
    expect(metrics.lead.outcome).toBe("committed");
    expect(result.leadSentiment).toBe("interested");
    expect(result.overallScore).toBeGreaterThanOrEqual(80);
  });
});

/** Where each moment came from: an entry of that speaker, at that time, holding the quote verbatim. */
function quotedFrom(call: GradedCall, moment: { speaker: string; time: number; quote: string }): boolean {
  return call.entries.some((e) => e.speaker === moment.speaker && e.timestamp === moment.time && e.text.includes(moment.quote));
}

describe("every deduction is traceable", () => {
  it.each(analysed)("names the moments behind each deduction of $call.id, verbatim and on time", ({ call, breakdown, moments, bound }) => {
    for (const category of Object.values(breakdown)) {
      for (const component of category.components) {
        if (component.points >= 0 || component.max > 0) continue;
        expect(component.moments?.length, component.id).toBeGreaterThan(0);
        const sum = component.moments!.reduce((acc, m) => acc + m.points, 0);
        expect(sum).toBeCloseTo(component.points, 5);
      }
    }
    for (const moment of moments) expect(quotedFrom(call, moment), `${moment.kind} at ${moment.time}: ${moment.quote}`).toBe(true);
    if (bound?.moment) expect(bound.moment.points).toBeLessThan(0);
  });
});
