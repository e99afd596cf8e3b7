import type { TranscriptEntry } from "../../domain/analysis";
import { ACKNOWLEDGEMENT } from "./acknowledgement";
import { countFillers } from "./fillers";
import { longestMonologue } from "./monologue";
import { detectNextStep } from "./next-step";
import { detectObjections } from "./objections";
import { assessOpening } from "./opening";
import { count } from "./phrases";
import { countQuestions } from "./questions";
import { countLeadSignals } from "./signals";
import { normalise } from "./text";
import { buildTurns } from "./turns";
import type { CallMetrics, Turn } from "./types";

export type { CallMetrics } from "./types";

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function computeMetricsFromTurns(turns: readonly Turn[]): CallMetrics {
  const rep = turns.filter((t) => t.speaker === "agent");
  const lead = turns.filter((t) => t.speaker === "customer");
  const repTexts = rep.flatMap((t) => t.texts);
  const repTalkSeconds = sum(rep.map((t) => t.seconds));
  const leadTalkSeconds = sum(lead.map((t) => t.seconds));
  const speaking = repTalkSeconds + leadTalkSeconds;
  const repWords = sum(rep.map((t) => t.words));
  const last = turns.at(-1);
  const fillers = countFillers(repTexts);
  const nextStep = detectNextStep(turns);
  return {
    durationSeconds: last ? last.start + last.seconds : 0,
    repTalkSeconds,
    leadTalkSeconds,
    talkRatio: speaking > 0 ? repTalkSeconds / speaking : 0,
    repWords,
    repWordsPerMinute: repTalkSeconds > 0 ? repWords / (repTalkSeconds / 60) : 0,
    longestMonologueSeconds: longestMonologue(turns),
    questions: countQuestions(repTexts),
    fillerCount: fillers.total,
    fillersPer100Words: repWords > 0 ? (fillers.total / repWords) * 100 : 0,
    fillerWords: fillers.byWord,
    repAcknowledgements: sum(repTexts.map((t) => count(ACKNOWLEDGEMENT, normalise(t)))),
    objections: detectObjections(turns),
    nextStepAsked: nextStep.asked,
    nextStepSecured: nextStep.secured,
    openingQuality: assessOpening(turns),
    repTurns: rep.length,
    leadTurns: lead.length,
    leadSentimentSignals: countLeadSignals(lead.flatMap((t) => t.texts)),
  };
}

export function computeMetrics(transcript: readonly TranscriptEntry[]): CallMetrics {
  return computeMetricsFromTurns(buildTurns(transcript));
}
