import { describe, expect, it } from "vitest";
import type { CriterionResult } from "../analysis";
import { criteriaHeadline, criteriaSummary, firstMissedCriterion, orderedCriteria, tallyCriteria } from "./criteria";
import { nextFocus } from "./next-focus";

const result = (
  criterion: CriterionResult["criterion"],
  verdict: CriterionResult["verdict"],
  extra: Partial<CriterionResult> = {},
): CriterionResult => ({ criterion, verdict, note: `${criterion} note`, ...extra });

const CALL: CriterionResult[] = [
  result("next_step", "missed", { time: 95 }),
  result("opening", "shown", { quote: "Hi Mark, this is Sarah", time: 5 }),
  result("discovery", "shown"),
  result("objection_handling", "not_shown"),
  result("listening", "shown"),
  result("honesty_compliance", "missed", { time: 60 }),
  result("respect_for_lead", "not_shown"),
];

describe("criteria in words", () => {
  it("counts what the call gave a chance for, never what it did not", () => {
    expect(tallyCriteria(CALL)).toEqual({ shown: 3, missed: 2, notShown: 2, chances: 5 });
    expect(criteriaHeadline(CALL)).toBe("3 of 5 things landed");
    expect(criteriaSummary(CALL)).toBe("3 of 5 things landed; missed: Honesty and compliance, Next step");
  });

  it("says so when everything landed, or when the call asked for nothing", () => {
    expect(criteriaHeadline([result("opening", "shown"), result("listening", "shown")])).toBe(
      "All 2 things the call asked for landed",
    );
    expect(criteriaHeadline([result("opening", "shown")])).toBe("The one thing the call asked for landed");
    expect(criteriaHeadline([result("opening", "missed")])).toBe("0 of 1 thing landed");
    expect(criteriaHeadline([result("objection_handling", "not_shown")])).toBe(
      "The call gave no chance to show any of the criteria",
    );
  });

  it("keeps one result per criterion, in the product's order", () => {
    const ordered = orderedCriteria([...CALL, result("opening", "missed")]);
    expect(ordered.map((item) => item.criterion)).toEqual([
      "opening",
      "discovery",
      "listening",
      "objection_handling",
      "honesty_compliance",
      "next_step",
      "respect_for_lead",
    ]);
    expect(ordered[0]!.verdict).toBe("shown");
  });

  it("coaches a broken rule before a weak close", () => {
    expect(firstMissedCriterion(CALL)?.criterion).toBe("honesty_compliance");
    expect(nextFocus({ criteria: CALL, explanations: null, scores: null })).toBe(
      "Honesty and compliance: honesty_compliance note (at 1:00)",
    );
  });
});

describe("the one thing to work on next without criteria", () => {
  const scores = { tone: 80, pacing: 75, objectionHandling: 52, scriptAdherence: 90, conversionLikelihood: 60 };
  it("is the weakest score and the moment that cost it most", () => {
    const reason = (points: number, text: string, time: number | null) => ({ points, text, time, quote: null });
    const explanations = {
      tone: { score: 80, reasons: [] },
      pacing: { score: 75, reasons: [] },
      objectionHandling: {
        score: 52,
        reasons: [
          reason(-8, "the price objection got more pitch", 102),
          reason(-14, "the trust objection was talked over", 130),
          reason(4, "acknowledged", 20),
        ],
      },
      scriptAdherence: { score: 90, reasons: [] },
      conversionLikelihood: { score: 60, reasons: [] },
    };
    expect(nextFocus({ criteria: null, explanations, scores })).toBe(
      "Objection Handling: the trust objection was talked over (at 2:10)",
    );
    expect(nextFocus({ criteria: [result("opening", "shown")], explanations: null, scores })).toBe(
      "Objection Handling: your lowest score on this call (52/100)",
    );
    expect(nextFocus({ criteria: null, explanations: null, scores: null })).toBeNull();
  });
});
