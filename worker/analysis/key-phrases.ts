import type { TranscriptEntry } from "../../domain/analysis";
import { ACKNOWLEDGEMENT } from "./acknowledgement";
import { SMALL_TALK, detectNextStep, isProposalSentence } from "./next-step";
import { assessResponse, objectionKinds } from "./objections";
import { REASON, introduces } from "./opening";
import { has } from "./phrases";
import { OPEN_REQUEST, isOpenQuestion, questionSentences } from "./questions";
import { normalise, sentences, wordCount } from "./text";
import { buildTurns } from "./turns";
import type { Turn } from "./types";

export const KEY_PHRASE_LIMIT = 5;
export const KEY_PHRASE_MAX_CHARS = 160;

/** Cuts at a word boundary without adding an ellipsis, so the phrase stays a verbatim substring. */
function clip(sentence: string): string {
  if (sentence.length <= KEY_PHRASE_MAX_CHARS) return sentence;
  const cut = sentence.slice(0, KEY_PHRASE_MAX_CHARS);
  const space = cut.lastIndexOf(" ");
  return space > 0 ? cut.slice(0, space) : cut;
}

function sentenceIn(turns: readonly Turn[], predicate: (sentence: string) => boolean): string | undefined {
  for (const turn of turns) {
    if (turn.speaker !== "agent") continue;
    for (const text of turn.texts) {
      const found = sentences(text).find(predicate);
      if (found) return clip(found);
    }
  }
  return undefined;
}

function objectionAcknowledgement(turns: readonly Turn[]): string | undefined {
  const responses = turns.filter((turn, i) => {
    const previous = turns[i - 1];
    return turn.speaker === "agent" && previous?.speaker === "customer" && objectionKinds(previous.text).length > 0 && assessResponse(turn).acknowledged;
  });
  const answered = responses.filter((t) => assessResponse(t).answered);
  return sentenceIn([...answered, ...responses], (s) => has(ACKNOWLEDGEMENT, normalise(s)));
}

function questionRank(question: string): number {
  const words = wordCount(question);
  const invites = OPEN_REQUEST.test(normalise(question));
  return (invites ? 2 : 0) + (words >= 6 && words <= 25 ? 1 : 0) + Math.min(words, 20) / 20;
}

function bestOpenQuestions(turns: readonly Turn[]): string[] {
  const questions = turns
    .filter((t) => t.speaker === "agent")
    .flatMap((t) => t.texts.flatMap(questionSentences))
    .filter((q) => isOpenQuestion(q) && !has(SMALL_TALK, normalise(q)));
  return [...questions].sort((a, b) => questionRank(b) - questionRank(a)).map(clip);
}

/**
 * Strengths quoted verbatim from rep entries, most persuasive first: the next-step ask, an acknowledged
 * objection, the best open question, the introduction, the reason for calling, a second open question.
 */
export function keyPhrasesFromTurns(turns: readonly Turn[], limit = KEY_PHRASE_LIMIT): string[] {
  const nextStep = detectNextStep(turns);
  const stepTurn = nextStep.turnIndex === undefined ? undefined : turns[nextStep.turnIndex];
  const [bestQuestion, secondQuestion] = bestOpenQuestions(turns);
  const opening = turns.filter((t) => t.speaker === "agent").slice(0, 3);
  const candidates = [
    stepTurn ? sentenceIn([stepTurn], isProposalSentence) : undefined,
    objectionAcknowledgement(turns),
    bestQuestion,
    sentenceIn(opening, introduces),
    sentenceIn(opening, (s) => has(REASON, normalise(s))),
    secondQuestion,
  ];
  const picks: string[] = [];
  for (const phrase of candidates) {
    if (phrase && !picks.includes(phrase)) picks.push(phrase);
  }
  return picks.slice(0, limit);
}

export function extractKeyPhrases(transcript: readonly TranscriptEntry[], limit = KEY_PHRASE_LIMIT): string[] {
  return keyPhrasesFromTurns(buildTurns(transcript), limit);
}
