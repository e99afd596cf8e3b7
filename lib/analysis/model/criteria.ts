/**
 * @file The eight criteria as the deterministic analyser reads them: shown (with the line that proves it),
 * missed (the call gave the chance and the rep did not take it, or broke the rule: always with the moment, where
 * nothing was said the line where it should have been), or not shown (the call never gave the chance: no objection
 * was raised, the lead hung up before discovery could happen).
 */
import type { CallCriterion, CriterionResult, CriterionVerdict } from "../../../domain/analysis";
import type { CallSignals, Evidence } from "../signals/features";

/** Share of the rep's turns that took up the lead's words from which listening shows. */
export const LISTENING_UPTAKE = 0.4;

const result = (
  criterion: CallCriterion,
  verdict: CriterionVerdict,
  note: string,
  evidence?: Evidence,
): CriterionResult => ({
  criterion,
  verdict,
  note,
  ...(evidence ? { quote: evidence.quote, time: evidence.time } : {}),
});

/** The lead ended the call before the rep had a real chance (a stop request or abuse within the rep's first turns). */
function cutShort(s: CallSignals): boolean {
  return (s.stopRequest !== undefined || s.abuse !== undefined) && s.repTurns <= 3;
}

export function criteriaOf(s: CallSignals): CriterionResult[] {
  const short = cutShort(s);
  const firstBreach = s.breaches[0];
  const objection = s.objectionReply;
  const discovery = [...s.openQuestions, ...s.followUps].sort((a, b) => a.time - b.time);
  const disrespect =
    s.pressure[0] ?? s.interruptions[1] ?? (s.nextStep.kind === "coerced" ? s.nextStep.proposal : undefined);
  return [
    s.introduced && (s.reason || s.permission)
      ? result("opening", "shown", "Said who is calling and from where, and why or whether now suits.", s.introduced)
      : result(
          "opening",
          "missed",
          s.introduced
            ? "Introduced themselves but neither gave a reason nor checked the time."
            : "Never said who is calling and from where.",
          s.introduced ?? s.repFirst,
        ),
    s.reason
      ? result("reason_for_call", "shown", "Gave a reason for the call about the lead.", s.reason)
      : result("reason_for_call", "missed", "No reason for the call about the lead.", s.repFirst),
    discovery.length >= 2
      ? result("discovery", "shown", `Asked ${discovery.length} open or follow-up questions.`, discovery[0])
      : short
        ? result("discovery", "not_shown", "The lead ended the call before discovery could happen.")
        : result(
            "discovery",
            "missed",
            discovery.length === 1 ? "One real question; discovery stopped there." : "No open or follow-up questions.",
            discovery[0] ?? s.repFirst,
          ),
    s.interruptions.length > 0 || s.unheard.length > 0
      ? result(
          "listening",
          "missed",
          s.interruptions.length > 0 ? "Cut the lead off." : "The lead said they were not being heard.",
          s.interruptions[0] ?? s.unheard[0],
        )
      : s.uptakeEligible === 0
        ? result("listening", "not_shown", "The lead said nothing the rep could take up.")
        : s.uptakeShare >= LISTENING_UPTAKE && s.followUps.length > 0
          ? result("listening", "shown", "Built on what the lead had just said.", s.followUps[0])
          : result("listening", "missed", "Rarely took up what the lead had just said.", s.missedUptake ?? s.repFirst),
    !objection
      ? result("objection_handling", "not_shown", "The lead raised no objection.")
      : objection.handled
        ? result(
            "objection_handling",
            "shown",
            "Acknowledged the objection and answered it without pushing.",
            objection.reply,
          )
        : result(
            "objection_handling",
            "missed",
            objection.reply ? "Pushed past or ignored the objection." : "Left the objection unanswered.",
            objection.reply ?? objection.raised,
          ),
    firstBreach
      ? result(
          "honesty_compliance",
          "missed",
          `Broke a compliance rule (${firstBreach.kind.replace(/_/g, " ")}).`,
          firstBreach,
        )
      : result(
          "honesty_compliance",
          "shown",
          s.honestLimits.length > 0
            ? "Said honestly what cannot be promised."
            : "No promise, pressure or misrepresentation found.",
          s.honestLimits[0],
        ),
    s.nextStep.kind === "specific"
      ? result("next_step", "shown", "A specific next step the lead accepted in their own words.", s.nextStep.proposal)
      : s.gracefulExit
        ? result(
            "next_step",
            "shown",
            "The lead had no need: thanked them, left the door open and stopped.",
            s.gracefulExit,
          )
        : short
          ? result("next_step", "not_shown", "The lead ended the call before a next step could be asked for.")
          : result(
              "next_step",
              "missed",
              s.nextStep.kind === "vague"
                ? "The follow-up has no day or time."
                : s.nextStep.kind === "coerced"
                  ? "The lead agreed only to end the call."
                  : "No next step agreed.",
              s.nextStep.proposal ?? s.repLast,
            ),
    disrespect || s.unheard.length > 0 || (s.stopRequest && s.pressure.length > 0)
      ? result(
          "respect_for_lead",
          "missed",
          s.pressure.length > 0
            ? "Pressed on after the lead said no or asked for time."
            : s.nextStep.kind === "coerced"
              ? "Wore the lead into a yes."
              : "Talked over the lead or left them unheard.",
          disrespect ?? s.unheard[0],
        )
      : result("respect_for_lead", "shown", "Respected the lead's time and answers.", s.acknowledgements[0]),
  ];
}
