import type { ObjectionVerdict, Quote, TimelineMoment } from "../../../domain/call-review";
import { countFillers } from "../fillers";
import { clipQuote, evidenceIn, wholeTurn, type Evidence } from "../moments";
import { longestMonologueSpan } from "../monologue";
import { objectionKinds } from "../objections";
import { isOpenQuestion, questionSentences } from "../questions";
import type { CallMetrics } from "../results";
import type { Objection, Turn } from "../types";

/** A rep line with this many fillers reads as hesitation a listener notices. */
export const FILLER_CLUSTER_MIN = 3;

const quoteOf = (evidence: Evidence): Quote => ({ time: evidence.time, quote: evidence.text });

export function objectionVerdict(o: Pick<Objection, "acknowledged" | "answered" | "pushed">): ObjectionVerdict {
  if (o.pushed) return "pushed";
  if (o.acknowledged && o.answered) return "handled";
  return o.acknowledged || o.answered ? "partly" : "missed";
}

/** The lead turn an objection was raised in (objections are recorded at their turn's start). */
function objectionTurn(turns: readonly Turn[], o: Objection): number {
  return turns.findIndex((t) => t.speaker === "customer" && t.start === o.timestamp);
}

/** The objection in the lead's words: the sentence that raised it. */
export function objectionPlace(turns: readonly Turn[], o: Objection): Evidence {
  const turn = turns[objectionTurn(turns, o)];
  if (!turn) return { speaker: "customer", time: o.timestamp, text: clipQuote(o.leadText) };
  return evidenceIn(turn, (s) => objectionKinds(s).length > 0) ?? wholeTurn(turn);
}

function objectionMoments(turns: readonly Turn[], m: CallMetrics): TimelineMoment[] {
  return m.objections.flatMap((o) => {
    const index = objectionTurn(turns, o);
    if (index < 0) return [];
    const raised = objectionPlace(turns, o);
    const response = turns[index + 1];
    return [
      {
        kind: "objection" as const,
        speaker: "customer" as const,
        ...quoteOf(raised),
        objections: o.kinds,
        response: response?.speaker === "agent" ? quoteOf(wholeTurn(response)) : null,
        verdict: objectionVerdict(o),
      },
    ];
  });
}

/** Every rep question, open or closed; whether it built on the lead and whether the lead's answer got a follow-up. */
function questionMoments(turns: readonly Turn[], m: CallMetrics): TimelineMoment[] {
  const followUps = m.discovery.followUps;
  const isFollowUp = (time: number, text: string) => followUps.some((e) => e.time === time && e.text === text);
  const turnFollowsUp = (turn: Turn | undefined) =>
    !!turn && turn.speaker === "agent" && followUps.some((e) => turn.times.includes(e.time));
  return turns.flatMap((turn, index) => {
    if (turn.speaker !== "agent") return [];
    const answered = turns[index + 1]?.speaker === "customer";
    const followedUp = answered && turnFollowsUp(turns[index + 2]);
    return turn.texts.flatMap((text, i) =>
      questionSentences(text).map((sentence) => {
        const time = turn.times[i] ?? turn.start;
        const quote = clipQuote(sentence);
        return {
          kind: "question" as const,
          speaker: "agent" as const,
          time,
          quote,
          open: isOpenQuestion(sentence),
          followUp: isFollowUp(time, quote),
          followedUp,
        };
      }),
    );
  });
}

function monologueMoment(turns: readonly Turn[]): TimelineMoment[] {
  const span = longestMonologueSpan(turns);
  const first = span ? turns[span.firstTurn] : undefined;
  if (!span || !first || span.seconds <= 0) return [];
  return [
    { kind: "monologue", speaker: "agent", ...quoteOf(wholeTurn(first)), seconds: Math.round(span.seconds * 10) / 10 },
  ];
}

function fillerClusters(turns: readonly Turn[]): TimelineMoment[] {
  return turns.flatMap((turn) =>
    turn.speaker !== "agent"
      ? []
      : turn.texts.flatMap((text, i) => {
          const fillers = countFillers([text]).total;
          return fillers >= FILLER_CLUSTER_MIN
            ? [
                {
                  kind: "filler_cluster" as const,
                  speaker: "agent" as const,
                  time: turn.times[i] ?? turn.start,
                  quote: clipQuote(text),
                  fillers,
                },
              ]
            : [];
        }),
  );
}

function nextStepMoment(m: CallMetrics): TimelineMoment[] {
  if (!m.nextStepProposal) return [];
  return [
    {
      kind: "next_step",
      speaker: "agent",
      ...quoteOf(m.nextStepProposal),
      answer: m.nextStepAnswer ? quoteOf(m.nextStepAnswer) : null,
      outcome: m.lead.outcome,
    },
  ];
}

/** The call's moments a coach replays, in call order (an earlier kind first when two share a time). */
export function buildTimeline(turns: readonly Turn[], m: CallMetrics): TimelineMoment[] {
  const all: TimelineMoment[] = [
    ...objectionMoments(turns, m),
    ...questionMoments(turns, m),
    ...monologueMoment(turns),
    ...fillerClusters(turns),
    ...m.interruptions.map((e) => ({ kind: "interruption" as const, speaker: "agent" as const, ...quoteOf(e) })),
    ...nextStepMoment(m),
    ...m.conduct.redFlags.map((f) => ({
      kind: "red_flag" as const,
      speaker: "agent" as const,
      ...quoteOf(f.evidence),
      flag: f.kind,
    })),
  ];
  return all
    .map((moment, order) => ({ moment, order }))
    .sort((a, b) => a.moment.time - b.moment.time || a.order - b.order)
    .map((x) => x.moment);
}
