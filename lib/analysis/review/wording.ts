import { OBJECTION_LABELS, RED_FLAG_DEEDS, RED_FLAG_KINDS, type RedFlagKind } from "../../../domain/call-review";
import type { MomentKind } from "../moments";
import { pct } from "../wording";
import type { CallMetrics, ScoreComponent } from "../results";
import type { Objection } from "../types";

const signed = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x).toFixed(2)}`;

/** What a scored moment was, as a coach says it next to its time ("at 1:42 you talked over the lead"). */
export const MOMENT_TEXT: Record<MomentKind, string> = {
  interruption: "you talked over the lead",
  checklist_question: "your question skipped past what the lead had just said",
  ignored_concern: "the lead came back to a concern you never took up",
  empty_empathy: "your empathy turned straight into more pitch",
  pushed_past_no: "you pressed on after a no",
  ignored_request_to_stop: "you kept talking after the lead asked for their time back",
  ...(Object.fromEntries(RED_FLAG_KINDS.map((kind) => [kind, `you ${RED_FLAG_DEEDS[kind]}`])) as Record<
    RedFlagKind,
    string
  >),
  lead_annoyed: "the lead was annoyed",
  lead_hostile: "the lead turned hostile",
  coerced_agreement: "the lead agreed only to end the call",
  next_step_declined: "the lead declined the next step",
  hesitant_delivery: "fillers piled up",
  follow_up_question: "your question built on what the lead said",
  real_acknowledgement: "you acknowledged what the lead said",
  specific_answer: "you answered with specifics",
  next_step_accepted: "the lead accepted the next step",
};

/** "the price objection got more pitch": what became of one objection. */
export function objectionText(o: Objection): string {
  const name = `the ${OBJECTION_LABELS[o.kinds[0] ?? "not_interested"]} objection`;
  if (o.pushed) return `${name} got more pitch`;
  if (!o.acknowledged && !o.answered) return `${name} was neither acknowledged nor answered`;
  if (!o.answered) return `${name} was acknowledged but not answered`;
  if (!o.acknowledged) return `${name} was answered without acknowledging it`;
  return o.specific ? `${name} was acknowledged and answered with specifics` : `${name} was answered without specifics`;
}

/** Why a component fell short of its full points, for components whose loss no single moment explains. */
export const SHORTFALL_TEXT: Record<string, (m: CallMetrics, c: ScoreComponent) => string> = {
  fillers: (m) => `${m.fillersPer100Words.toFixed(1)} fillers per 100 words`,
  fluency: (m) => `${m.fillersPer100Words.toFixed(1)} fillers per 100 words`,
  acknowledgements: (m) => `${m.conduct.realAcknowledgements.length} real acknowledgements of the lead`,
  leadMood: (m) =>
    `the lead's mood over the call, the end weighing most, was ${signed(m.lead.mood)} (−1 hostile … +1 keen)`,
  talkRatio: (m) => `you talked ${pct(m.talkRatio)} of the time`,
  wordsPerMinute: (m) => `you spoke at ${Math.round(m.repWordsPerMinute)} words per minute`,
  longestMonologue: (m) => `you talked for ${Math.round(m.longestMonologueSeconds)} s without a break`,
  noObjections: () => "no objection came up, so this score follows the rest of the call",
  introducedSelf: () => "you never clearly introduced yourself",
  statedReason: () => "you never said why you were calling",
  askedPermission: () => "you didn't ask for a moment of the lead's time",
  followUps: (m) => `${m.discovery.followUps.length} of your questions followed up on the lead's answers`,
  relevance: (m) =>
    m.discovery.questionTurns === 0
      ? "you asked the lead nothing about their situation"
      : `${m.discovery.followUps.length} of ${m.discovery.questionTurns} questions built on what the lead said`,
  nextStepAsked: () => "you never proposed a specific next step",
  nextStep: (m) =>
    m.lead.outcome === "soft"
      ? "the follow-up has no fixed day and time"
      : m.lead.outcome === "declined"
        ? "the lead didn't accept the next step"
        : m.lead.outcome === "coerced"
          ? "the lead agreed only to end the call"
          : "no next step was agreed",
  leadInterest: (m) => `the lead voiced interest ${m.lead.counts.interested} times`,
  noRepSpeech: () => "no words from you were captured",
};
