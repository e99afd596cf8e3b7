/**
 * @file How the lead closes the call, polite words or not: warmth (thanks, laughter, the rep's name, a good
 * word for the call) and coolness (a terse goodbye, a brush-off, a hurry, a grudging yes, distrust). Both the
 * sentiment classifier and the overall score read them: how a lead leaves a call is what a sales manager hears
 * first. No phrase of its own: the lexicons of lead-state.ts say what each marker is and why.
 */
import { matches, type Lexicon } from "../lexicons/lexicon";
import {
  APPRAISAL,
  BRUSH_OFF,
  BUSY,
  DISTRUST,
  GIVING_IN,
  LAUGHTER,
  RELUCTANT,
  WARM_CLOSE,
} from "../lexicons/lead-state";
import type { CallSignals } from "../signals/features";

const count = (flags: readonly boolean[]) => flags.filter(Boolean).length;
const saysLate = (s: CallSignals, lex: Lexicon) => s.lateLeadTexts.some((t) => matches(lex, t));
const closingLines = (s: CallSignals) => s.leadTexts.slice(-2);
const warmClose = (s: CallSignals) => closingLines(s).some((t) => matches(WARM_CLOSE, t));
const namesRep = (s: CallSignals) =>
  s.repName !== undefined && s.lateLeadTexts.some((t) => new RegExp(`\\b${s.repName}\\b`).test(t));
/** A bare "yep" or "mm-hm, bye" to end on: no thanks, no good wishes. */
const terseGoodbye = (s: CallSignals) =>
  s.lastLead !== undefined && s.lastLead.words <= 3 && !matches(WARM_CLOSE, s.lastLead.norm);

/**
 * Warmth: of thanks at the close, laughter, the rep's name said late, and an appraisal of the call, how many
 * (any two read as warm). One marker alone is politeness; warmth shows in several at once.
 */
export const warmthOf = (s: CallSignals) =>
  Math.min(
    1,
    count([warmClose(s), s.leadTexts.some((t) => matches(LAUGHTER, t)), namesRep(s), saysLate(s, APPRAISAL)]) / 3,
  );

/**
 * Coolness, polite words or not: of a terse goodbye, a brush-off or a hurry late on, a grudging or shrugged
 * yes, and distrust of the caller, how many.
 */
export const coolnessOf = (s: CallSignals) =>
  Math.min(
    1,
    count([
      terseGoodbye(s),
      saysLate(s, BRUSH_OFF),
      saysLate(s, BUSY),
      saysLate(s, RELUCTANT),
      saysLate(s, GIVING_IN),
      s.leadTexts.some((t) => matches(DISTRUST, t)),
    ]) / 3,
  );
