import { isQuestion, normalise, sentences } from "./text";
import type { QuestionCounts } from "./types";

const LEAD_IN = "(?:(?:so|and|but|okay|ok|well|now|also|just|oh|great|alright|and so|right)[,\\s]+)*";
const AUXILIARY_START = new RegExp(
  `^${LEAD_IN}(?:do|does|did|is|are|was|were|am|can|could|would|will|should|shall|have|has|had|may|might|must|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|can't|couldn't|wouldn't|won't|shouldn't|haven't|hasn't)(?![\\p{L}'])`,
  "u",
);
/**
 * A yes/no question about what has happened ("did it go up?", "was there a claim?", "has your rate changed?"):
 * it asks the lead for a fact and claims nothing itself. Present-tense frames ("do you know prices only go up?")
 * can carry a claim, so they are not in it.
 */
export const ASKS_WHAT_HAPPENED = new RegExp(
  `^${LEAD_IN}(?:did|was|were|has|have|had|didn't|wasn't|weren't|hasn't|haven't)(?![\\p{L}'])`,
  "u",
);
const OPEN_WORD =
  /(?<![\p{L}'])(?:what(?!\s+about)|what's|how(?!\s+about)|how's|why|which|where|who|when)(?![\p{L}'])/u;
/** Invitations to talk ("walk me through", "tell me") stay open even inside a yes/no frame such as "can you …?" */
export const OPEN_REQUEST =
  /(?<![\p{L}'])(?:tell me|walk me through|talk me through|describe|explain|help me understand|share)(?![\p{L}'])/u;

export function isOpenQuestion(sentence: string): boolean {
  const text = normalise(sentence);
  if (OPEN_REQUEST.test(text)) return true;
  return !AUXILIARY_START.test(text) && OPEN_WORD.test(text);
}

export function questionSentences(text: string): string[] {
  return sentences(text).filter(isQuestion);
}

export function countQuestions(texts: readonly string[]): QuestionCounts {
  let open = 0;
  let closed = 0;
  for (const text of texts) {
    for (const question of questionSentences(text)) {
      if (isOpenQuestion(question)) open += 1;
      else closed += 1;
    }
  }
  return { total: open + closed, open, closed };
}
