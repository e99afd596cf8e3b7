import { clipQuote } from "./moments";
import { SMALL_TALK, isProposalSentence } from "./next-step";
import { REASON, introduces } from "./opening";
import { has } from "./phrases";
import { OPEN_REQUEST, isOpenQuestion, questionSentences } from "./questions";
import { normalise, sentences, wordCount } from "./text";
import type { CallMetrics } from "./results";
import type { Turn } from "./types";

export const KEY_PHRASE_LIMIT = 5;
export const KEY_PHRASE_MAX_CHARS = 160;

const clip = (sentence: string) => clipQuote(sentence, KEY_PHRASE_MAX_CHARS);

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

function questionRank(question: string): number {
  const words = wordCount(question);
  const invites = OPEN_REQUEST.test(normalise(question));
  return (invites ? 2 : 0) + (words >= 6 && words <= 25 ? 1 : 0) + Math.min(words, 20) / 20;
}

/**
 * Follow-up questions first (they show listening), then other open discovery questions that did not skip
 * past the lead; the best-framed first within each group.
 */
function bestQuestions(turns: readonly Turn[], metrics: CallMetrics): string[] {
  const rank = (list: readonly string[]) => [...list].sort((a, b) => questionRank(b) - questionRank(a));
  const followUps = metrics.discovery.followUps.map((e) => e.text);
  const skipped = new Set(metrics.discovery.checklist.map((e) => e.text));
  const open = turns
    .filter((t) => t.speaker === "agent")
    .flatMap((t) => t.texts.flatMap(questionSentences))
    .filter((q) => isOpenQuestion(q) && !has(SMALL_TALK, normalise(q)) && !skipped.has(q) && !followUps.includes(q));
  return [...rank(followUps), ...rank(open)].map(clip);
}

/**
 * Strengths quoted verbatim from rep entries, most persuasive first: the next-step ask the lead genuinely
 * accepted, a real acknowledgement, the best follow-up question, the introduction, the reason for
 * calling, a second follow-up. Empathy turned into pitch, a step agreed under pressure and a sentence that
 * breaks a compliance rule are not strengths.
 */
export function keyPhrasesFromTurns(turns: readonly Turn[], metrics: CallMetrics, limit = KEY_PHRASE_LIMIT): string[] {
  const accepted = metrics.lead.outcome === "committed" || metrics.lead.outcome === "soft";
  const stepTurn = accepted
    ? turns.find((t) => t.speaker === "agent" && t.start === metrics.nextStepProposal?.time)
    : undefined;
  const [bestQuestion, secondQuestion] = bestQuestions(turns, metrics);
  const opening = turns.filter((t) => t.speaker === "agent").slice(0, 3);
  const candidates = [
    stepTurn ? sentenceIn([stepTurn], isProposalSentence) : undefined,
    metrics.conduct.realAcknowledgements[0]?.text,
    bestQuestion,
    sentenceIn(opening, introduces),
    sentenceIn(opening, (s) => has(REASON, normalise(s))),
    secondQuestion,
  ];
  const picks: string[] = [];
  for (const phrase of candidates) {
    // A line that broke a rule is never held up as a strength.
    const breached =
      phrase !== undefined &&
      metrics.conduct.redFlags.some((f) => phrase.includes(f.evidence.text) || f.evidence.text.includes(phrase));
    if (phrase && !picks.includes(phrase) && !breached) picks.push(phrase);
  }
  return picks.slice(0, limit);
}
