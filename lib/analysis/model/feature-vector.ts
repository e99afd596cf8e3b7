/**
 * @file The features the overall score is fitted on: few, each readable by a sales manager, each scaled to
 * about 0…1. Their weights come from scripts/calibrate/fit.ts (weights.json), never from hand tuning.
 */
import type { CallSignals } from "../signals/features";
import { coolnessOf, warmthOf } from "./lead-close";

/** Diminishing returns: 0 at 0, 63% at k, 86% at 2k. */
export const saturate = (n: number, k: number) => (n <= 0 ? 0 : 1 - Math.exp(-n / k));
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export interface FeatureDefinition {
  name: string;
  /** What it measures, as the README and the review explain it. */
  meaning: string;
  /** The direction a sales manager expects: +1 helps the call, −1 hurts it. The fit keeps to it. */
  direction: 1 | -1;
  value: (s: CallSignals) => number;
}

export const FEATURES: readonly FeatureDefinition[] = [
  {
    name: "nextStepSpecific",
    meaning: "the lead willingly accepted a next step with a day or time",
    direction: 1,
    value: (s) => (s.nextStep.kind === "specific" ? 1 : 0),
  },
  {
    name: "nextStepVague",
    meaning: "the lead accepted a follow-up with no day or time",
    direction: 1,
    value: (s) => (s.nextStep.kind === "vague" ? 1 : 0),
  },
  {
    name: "coerced",
    meaning: "the lead agreed only to end the call",
    direction: -1,
    value: (s) => (s.nextStep.kind === "coerced" ? 1 : 0),
  },
  {
    name: "unearnedBooking",
    meaning:
      "a next step booked without discovery: the lead said yes to a pitch, not to anything the rep found out (a lucky outcome)",
    direction: -1,
    // A lead short of time who agrees to talk later leaves discovery for that later call, on purpose.
    value: (s) =>
      (s.nextStep.kind === "specific" || s.nextStep.kind === "vague") && !s.rescheduled
        ? 1 - saturate(s.openQuestions.length + s.followUps.length, 3)
        : 0,
  },
  {
    name: "gracefulExit",
    meaning: "after the lead's no, the rep thanked them, left the door open and stopped",
    direction: 1,
    value: (s) => (s.gracefulExit ? 1 : 0),
  },
  {
    name: "discovery",
    meaning: "open questions and questions that built on the lead's words",
    direction: 1,
    value: (s) => saturate(s.openQuestions.length + s.followUps.length, 3),
  },
  {
    name: "uptake",
    meaning: "share of the rep's turns that took up what the lead had just said",
    direction: 1,
    value: (s) => s.uptakeShare,
  },
  {
    name: "opening",
    meaning: "introduced themselves, gave a reason about the lead, checked the time",
    direction: 1,
    value: (s) => ((s.introduced ? 1 : 0) + (s.reason ? 1 : 0) + (s.permission ? 1 : 0)) / 3,
  },
  {
    name: "pressure",
    meaning: "pressed on after a no, a stop request or 'I'm busy'",
    direction: -1,
    value: (s) => saturate(s.pressure.length, 1),
  },
  {
    name: "interruptions",
    meaning: "cut the lead off",
    direction: -1,
    value: (s) => saturate(s.interruptions.length, 1.5),
  },
  {
    name: "monologue",
    meaning: "the longest stretch of rep speech, in minutes",
    direction: -1,
    value: (s) => clamp(s.longestMonologueSeconds / 60, 0, 1.5),
  },
  {
    name: "talkExcess",
    meaning: "rep share of talk time above 55%",
    direction: -1,
    value: (s) => Math.max(0, s.talkShare - 0.55),
  },
  {
    name: "fillers",
    meaning: "filler words per 100 rep words",
    direction: -1,
    value: (s) => saturate(s.fillersPer100Words, 5),
  },
  {
    name: "leadShare",
    meaning: "the lead's share of the words: how much the lead was engaged",
    direction: 1,
    value: (s) => s.leadWordShare,
  },
  {
    name: "leadTrend",
    meaning: "the lead's answers lengthening (>0) or shrinking (<0) over the call",
    direction: 1,
    value: (s) => clamp(s.leadTrend, -2, 2) / 2,
  },
  {
    name: "leadQuestions",
    meaning: "questions the lead asked after the opening",
    direction: 1,
    value: (s) => saturate(s.leadQuestions, 2),
  },
  {
    name: "lateSentiment",
    meaning: "the lead's sentiment late in the call",
    direction: 1,
    value: (s) => s.lateSentiment,
  },
  {
    name: "hostileEnd",
    meaning: "the lead asked not to be called again or turned abusive",
    direction: -1,
    value: (s) => (s.stopRequest || s.abuse ? 1 : 0),
  },
  {
    name: "unheard",
    meaning: "the lead said they were not being listened to, or pushed back on the rep's conduct",
    direction: -1,
    value: (s) => saturate(s.unheard.length, 1),
  },
  {
    name: "leadLost",
    meaning: "the lead said they could not follow the rep, and the rep answered without asking anything",
    direction: -1,
    value: (s) => saturate(s.lost.length, 1),
  },
  {
    name: "honesty",
    meaning: "the rep said honestly what cannot be promised or where the product falls short",
    direction: 1,
    value: (s) => (s.honestLimits.length > 0 ? 1 : 0),
  },
  {
    name: "coolEnd",
    meaning: "the lead ended cool: a terse goodbye, a brush-off, a hurry, a grudging yes, distrust",
    direction: -1,
    value: (s) => coolnessOf(s),
  },
  {
    name: "warmEnd",
    meaning: "the lead ended warm: thanks, laughter, the rep's name, a good word for the call",
    direction: 1,
    value: (s) => warmthOf(s),
  },
  {
    name: "briefReschedule",
    meaning: "a short call with a lead short of time, moved to a time they chose: brief on purpose",
    direction: 1,
    value: (s) => (s.rescheduled && s.nextStep.kind === "specific" ? 1 - saturate(s.repWords, 60) : 0),
  },
  {
    name: "noNeedSeen",
    meaning: "the rep told the lead honestly they are set, and pressed nowhere after it",
    direction: 1,
    value: (s) => (s.noNeedSeen ? 1 : 0),
  },
  {
    name: "honouredStop",
    meaning: "the lead asked not to be called, and the rep, who had pressed nowhere in the call, did as asked",
    direction: 1,
    value: (s) => (s.stopRequest && s.gracefulExit && s.pressure.length === 0 ? 1 : 0),
  },
  {
    name: "brevity",
    meaning: "a call that hardly happened (few rep words)",
    direction: -1,
    value: (s) => 1 - saturate(s.repWords, 60),
  },
];

export function featureVector(s: CallSignals): number[] {
  return FEATURES.map((f) => f.value(s));
}
