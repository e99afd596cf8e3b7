import type { TranscriptEntry } from "../../domain/analysis";
import type { LeadSentiment } from "../../domain/enums";
import { assessConduct } from "./conduct";
import { assessDiscovery } from "./discovery";
import { countFillers } from "./fillers";
import { interruptionsOf } from "./interruptions";
import { leadArc, readReactions } from "./lead-arc";
import { clipQuote, wholeTurn, type Evidence } from "./moments";
import { leadSentimentOf } from "./model/sentiment";
import { longestMonologue } from "./monologue";
import { detectNextStep } from "./next-step";
import { detectObjections } from "./objections";
import { assessOpening } from "./opening";
import { countQuestions } from "./questions";
import { callSignals } from "./signals/features";
import { buildTurns } from "./turns";
import type { CallMetrics } from "./results";
import type { Turn } from "./types";

export type { CallMetrics } from "./results";

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function mostHesitant(rep: readonly Turn[]): Evidence | undefined {
  let best: { evidence: Evidence; fillers: number } | undefined;
  for (const turn of rep) {
    turn.texts.forEach((text, i) => {
      const fillers = countFillers([text]).total;
      if (fillers > (best?.fillers ?? 0))
        best = { evidence: { speaker: "agent", time: turn.times[i] ?? turn.start, text: clipQuote(text) }, fillers };
    });
  }
  return best?.evidence;
}

/** The call's counts and the lead's arc; the lead's sentiment is the fitted classifier's (model/sentiment.ts), read by the caller from the call's signals. */
export function computeMetricsFromTurns(turns: readonly Turn[], leadSentiment: LeadSentiment): CallMetrics {
  const rep = turns.filter((t) => t.speaker === "agent");
  const lead = turns.filter((t) => t.speaker === "customer");
  const repTexts = rep.flatMap((t) => t.texts);
  const repTalkSeconds = sum(rep.map((t) => t.seconds));
  const leadTalkSeconds = sum(lead.map((t) => t.seconds));
  const speaking = repTalkSeconds + leadTalkSeconds;
  const repWords = sum(rep.map((t) => t.words));
  const last = turns.at(-1);
  const fillers = countFillers(repTexts);
  const reactions = readReactions(turns);
  const nextStep = detectNextStep(turns);
  const arc = leadArc(turns, reactions, nextStep);
  const { pushedTurns, acknowledgedTurns, ...conduct } = assessConduct(turns, reactions);
  const proposal = nextStep.turnIndex === undefined ? undefined : turns[nextStep.turnIndex];
  const answer = nextStep.agreementIndex === undefined ? undefined : turns[nextStep.agreementIndex];
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
    repAcknowledgements: conduct.realAcknowledgements.length,
    objections: detectObjections(turns, { pushedTurns, acknowledgedTurns }),
    nextStepAsked: nextStep.asked,
    nextStepSecured: arc.outcome === "committed" || arc.outcome === "soft",
    openingQuality: assessOpening(turns),
    repTurns: rep.length,
    leadTurns: lead.length,
    leadSentimentSignals: arc.counts,
    interruptions: interruptionsOf(turns),
    discovery: assessDiscovery(turns, nextStep.secured ? nextStep.agreementIndex : undefined),
    conduct,
    lead: { ...arc, sentiment: leadSentiment },
    nextStepProposal: proposal ? wholeTurn(proposal) : undefined,
    nextStepAnswer: answer ? wholeTurn(answer) : undefined,
    mostHesitantLine: mostHesitant(rep),
  };
}

export function computeMetrics(transcript: readonly TranscriptEntry[]): CallMetrics {
  const turns = buildTurns(transcript);
  return computeMetricsFromTurns(turns, leadSentimentOf(callSignals(turns, null)));
}
