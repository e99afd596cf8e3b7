/**
 * @file The lead's sentiment as the call ends, from words and behaviour. Hostile: a demand to stop
 * or abuse late in the call. Negative: agreeing only to end the call, feeling unheard late, or a sour end.
 * Then two questions: did the lead commit (a next step accepted), and were they engaged and warm? A
 * commitment made with engagement (questions, answers that do not shrink, a real reply to the proposal) is
 * interested when it gives the rep the lead's time (a meeting, a visit, a demo); a call back or something
 * sent, willingly accepted, is goodwill: positive. A terse yes to end the call is neither. Warmth beyond politeness is positive; a polite no is
 * neutral. Behaviour counts as much as words: answers shrinking to "Mm-hm. Bye." read colder than the words.
 */
import type { LeadSentiment } from "../../../domain/enums";
import { matches } from "../lexicons/lexicon";
import { APPRAISAL } from "../lexicons/lead-state";
import type { CallSignals } from "../signals/features";

/**
 * Sentence sentiment (the NLP model's −1…1) of the lead's late lines: warm above, sour below. Goodbyes are
 * warm words by habit, so the model's warmth counts only from a lead still asking questions late on.
 */
export const WARM = 0.3;
export const SOUR = -0.15;
/** log2 of late over early words per lead turn: below this the lead's answers have halved and more. */
export const SHRINKING = -1.2;
/** How far back from the lead's last line "the end of the call" reaches, in seconds. */
export const END_SECONDS = 45;

/** A call back or something sent, with no meeting: the lead keeps the door open without committing time. */
const CALL_BACK = /\b(?:call|calling|ring|phone|check in|touch base|reconnect|circle back|send|email|mail)\b/;
const FACE_TO_FACE = /\b(?:meet(?:ing)?|appointment|demo|walk-?through|consultation|sit down|come (?:by|over|out)|stop by|swing by|drop by|visit|tour|showing|session|calendar|invite)\b/;
const lightStep = (s: CallSignals) => {
  const quote = s.nextStep.proposal?.quote.toLowerCase() ?? "";
  return CALL_BACK.test(quote) && !FACE_TO_FACE.test(quote);
};

export function leadSentimentOf(s: CallSignals): LeadSentiment {
  const lastTime = s.lastLead?.start ?? 0;
  const late = (e?: { time: number }) => e !== undefined && e.time >= lastTime - END_SECONDS;
  if (s.abuse && late(s.abuse)) return "hostile";
  if (s.stopRequest && (late(s.stopRequest) || s.pressure.length > 0)) return "hostile";
  if (s.nextStep.kind === "coerced" || late(s.givingIn)) return "negative";
  if (s.unheard.some(late) || s.lateSentiment <= SOUR) return "negative";
  // Pressed on late in the call when the lead wanted out: polite words, upset lead.
  if (s.pressure.some(late) && s.leadTrend <= 0) return "negative";

  const appraises = s.lateLeadTexts.some((t) => matches(APPRAISAL, t));
  const warm = appraises || (s.lateSentiment >= WARM && s.leadTrend > SHRINKING && s.lateLeadQuestions > 0);
  // Willing: the lead asks about the offer, answers the proposal in their own words, or keeps talking.
  const engaged = s.lateLeadQuestions > 0 || s.nextStepAnswerWords >= 5 || (s.leadQuestions >= 2 && s.leadTrend > SHRINKING);
  if (s.nextStep.kind === "specific" || s.nextStep.kind === "vague") {
    // A follow-up accepted by a lead who has said no to the offer is goodwill, not interest.
    if (engaged && s.nextStep.kind === "specific" && !late(s.lastRefusal)) return lightStep(s) ? "positive" : "interested";
    return warm ? "positive" : "neutral";
  }
  // After a no, only the lead's own appraisal makes it warm: thanks and goodbye are politeness.
  if (late(s.lastRefusal)) return s.appraisalAfterNo ? "positive" : "neutral";
  if (s.lateLeadQuestions >= 2 && s.leadTrend >= 0) return "interested";
  return warm ? "positive" : "neutral";
}
