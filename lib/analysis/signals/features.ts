/**
 * @file The call's signals: the general features the overall score, the lead's sentiment and the eight
 * criteria are read from. Structure (who talks how long, turns, monologues, interruptions), the lead's
 * engagement over the call, questions and uptake, the opening, the next step, respect, and compliance.
 */
import type { Vertical } from "../../../domain/enums";
import { isTopicWord } from "../content-words";
import { countFillers } from "../fillers";
import { interruptingTurns } from "../interruptions";
import {
  ACKNOWLEDGE,
  AFFIRMATIVE,
  COURTEOUS_CLOSE,
  HONOURED_STOP,
  INTRODUCTION,
  NO_NEED_SEEN,
  OPEN_QUESTION,
  PERMISSION,
  REASON,
} from "../lexicons/conversation";
import { matches } from "../lexicons/lexicon";
import {
  ABUSE,
  BRUSH_OFF,
  BUSY,
  GIVING_IN,
  LOST,
  REFUSAL,
  RELUCTANT,
  STOP_CONTACT,
  UNHEARD,
} from "../lexicons/lead-state";
import { isBackChannel, longestMonologue } from "../monologue";
import type { Turn } from "../types";
import { breachesIn, honestLimitsIn, type Breach } from "./compliance";
import { readTurns, type ReadTurn, type Sentence } from "./lines";
import { nextStepOf, proposalsAfterNo, proposesMeeting, type NextStepSignal } from "./next-step";

export interface Evidence {
  time: number;
  quote: string;
}

export interface CallSignals {
  durationSeconds: number;
  repWords: number;
  leadWords: number;
  repTurns: number;
  /** Rep share of speaking time, 0…1. */
  talkShare: number;
  longestMonologueSeconds: number;
  fillersPer100Words: number;
  interruptions: Evidence[];
  questions: Evidence[];
  openQuestions: Evidence[];
  /** Rep questions that take up a content word of the lead's last turn. */
  followUps: Evidence[];
  /** Of the rep turns after a lead turn with something to take up, the share that took it up. */
  uptakeShare: number;
  /** How many rep turns followed a lead turn with something to take up. */
  uptakeEligible: number;
  /** The first rep turn after a lead turn with something to take up that took none of it up. */
  missedUptake?: Evidence;
  /** The rep's first and last lines: where a missing opening, reason or next step would have been. */
  repFirst?: Evidence;
  repLast?: Evidence;
  /** The lead's objections (a no, "I'm busy", "just email me", "stop calling"): the reply that handled one, or the first that did not. */
  objectionReply?: { raised: Evidence; reply?: Evidence; handled: boolean };
  /** Lead words / all words. */
  leadWordShare: number;
  /** log2 of the lead's words per turn, late half over early half (answers lengthening > 0). */
  leadTrend: number;
  /** Lead questions after the opening exchange (curiosity, or at least engagement). */
  leadQuestions: number;
  /** The model's sentiment of the lead's late sentences, −1…1. */
  lateSentiment: number;
  introduced?: Evidence;
  reason?: Evidence;
  permission?: Evidence;
  nextStep: NextStepSignal;
  /** The step was proposed after the lead said they were short of time: the talk postponed, not a pitch said yes to. */
  rescheduled: boolean;
  /** Lead turns saying no, and the last one. */
  refusals: number;
  lastRefusal?: Evidence;
  /** Rep turns that pressed on after a no, a stop request or "I'm busy". */
  pressure: Evidence[];
  /** The lead asked to stop contact. */
  stopRequest?: Evidence;
  /**
   * The second time the rep pressed on after the lead's stop request: the guide's unacceptable band ("abuses or
   * harasses the lead"), not a pushy call. Once can be a rep slow to hear it; twice is wearing the lead down.
   */
  harassment?: Evidence;
  abuse?: Evidence;
  unheard: Evidence[];
  /** The lead said they could not follow the rep ("you lost me", "in plain English?"), and the rep's answer asked nothing. */
  lost: Evidence[];
  acknowledgements: Evidence[];
  /** After the lead's final no: the rep thanked them, left the door open and stopped. */
  gracefulExit?: Evidence;
  /** The rep told the lead they are set ("sounds like you're well covered") and pressed nowhere after it. */
  noNeedSeen?: Evidence;
  breaches: Breach[];
  honestLimits: Evidence[];
  lastLead?: ReadTurn;
  /** The lead's last lines (last 40% of their turns, at least the last two), lower-cased. */
  lateLeadTexts: string[];
  /** Questions the lead asked in those last lines. */
  lateLeadQuestions: number;
  /** The questions the lead asked in the second half of their turns, lower-cased. */
  leadLateQuestionTexts: string[];
  /** Words in the lead's answer to the next step. */
  nextStepAnswerWords: number;
  /** Every lead turn, lower-cased, in order. */
  leadTexts: string[];
  /** The first name the rep introduced themselves by, lower-cased (only where the transcript capitalises it). */
  repName?: string;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const at = (turn: ReadTurn, s?: Sentence): Evidence => ({ time: s?.time ?? turn.start, quote: s?.text ?? turn.text });
const firstSentence = (turn: ReadTurn, test: (s: Sentence) => boolean): Sentence | undefined =>
  turn.sentences.find(test);

/** "This is Dana", "my name's Dana", "I'm Dana", "it's Dana from…": a capitalised word after the introduction is the rep's name. */
const INTRODUCED_AS = /\b(?:[Tt]his is|[Mm]y name(?:['’]s| is)|I['’]m|I am|[Ii]t['’]s|[Nn]ame['’]s) ([A-Z][a-z]+)\b/;

/**
 * A transcript in lower case ("my name is dana reyes, i'm with…", "this is dana from…"): the word after the
 * introduction, when a name's place follows it (a comma, or "with/from/at" the company), and it is no function word.
 */
const INTRODUCED_AS_LOWER =
  /\b(?:this is|my name(?:'s| is)|it's|name's) ([a-z]{2,})(?: [a-z]{2,})?(?:,| (?:with|from|at|calling|over at|here)\b)/;

function repNameOf(rep: readonly ReadTurn[]): string | undefined {
  for (const turn of rep.slice(0, 2)) {
    const name = INTRODUCED_AS.exec(turn.text)?.[1]?.toLowerCase() ?? INTRODUCED_AS_LOWER.exec(turn.norm)?.[1];
    if (name && isTopicWord(name)) return name;
  }
  return undefined;
}

function meanWordsPerTurn(turns: readonly ReadTurn[]): number {
  return turns.length === 0 ? 0 : sum(turns.map((t) => t.words)) / turns.length;
}

function uptake(turns: readonly ReadTurn[]): {
  share: number;
  eligible: number;
  turns: Set<number>;
  firstMissed: ReadTurn | undefined;
} {
  let eligible = 0;
  const took = new Set<number>();
  let firstMissed: ReadTurn | undefined;
  turns.forEach((turn, i) => {
    const lead = turns[i - 1];
    if (turn.speaker !== "agent" || lead?.speaker !== "customer" || lead.content.size < 2) return;
    eligible += 1;
    for (const word of lead.content) {
      if (turn.content.has(word)) {
        took.add(i);
        return;
      }
    }
    firstMissed ??= turn;
  });
  return { share: eligible === 0 ? 0 : took.size / eligible, eligible, turns: took, firstMissed };
}

function opening(turns: readonly ReadTurn[]) {
  const early = turns.filter((t) => t.speaker === "agent").slice(0, 2);
  const find = (test: (s: Sentence) => boolean) => {
    for (const turn of early) {
      const s = firstSentence(turn, test);
      if (s) return at(turn, s);
    }
    return undefined;
  };
  return {
    introduced: find((s) => matches(INTRODUCTION, s.norm)),
    reason: find((s) => matches(REASON, s.norm)),
    permission: find((s) => s.question && matches(PERMISSION, s.norm)),
  };
}

/**
 * The lead objecting, in any of the ways leads resist: a no, no time, feeling unheard, a demand to stop, abuse,
 * a hedge ("no promises"), or a brush-off ("just email me"). "Who is this?" is not one: every cold call hears it.
 * Measured on the graded calls' criteria, reading only the no, busy and unheard agreed with the writers' verdict
 * on objection handling in 31% of calls (most objections went unseen, "not shown"); with these, 41%.
 */
const OBJECTING = [REFUSAL, BUSY, UNHEARD, STOP_CONTACT, ABUSE, RELUCTANT, BRUSH_OFF];

/** Objections are handled when at least one reply took the objection in (and kept to the point) and none pushed. */
function objectionReplyOf(turns: readonly ReadTurn[], pressure: readonly Evidence[]): CallSignals["objectionReply"] {
  const raisedAt = turns.flatMap((t, i) =>
    t.speaker === "customer" && OBJECTING.some((lex) => matches(lex, t.norm)) ? [i] : [],
  );
  if (raisedAt.length === 0) return undefined;
  const replies = raisedAt.map((i) => {
    const raised = at(turns[i]!);
    const reply = turns[i + 1]?.speaker === "agent" ? turns[i + 1]! : undefined;
    if (!reply) return { raised, handled: false };
    const pushed = pressure.some(
      (p) => p.time === reply.start || reply.sentences.some((s) => s.time === p.time && s.text === p.quote),
    );
    const handled =
      !pushed && (matches(ACKNOWLEDGE, reply.norm) || matches(COURTEOUS_CLOSE, reply.norm)) && reply.words >= 4;
    return { raised, reply: at(reply, reply.sentences[0]), handled };
  });
  const handled = pressure.length === 0 ? replies.find((r) => r.handled) : undefined;
  return handled ?? { ...(replies.find((r) => !r.handled) ?? replies[0]!), handled: false };
}

/**
 * The rep honours a stop request: says it is done (in a turn that proposes nothing, up to 45 words, room to
 * confirm which number to remove) or just apologises or says goodbye (up to 20 words); "sorry, but…" goes on, and
 * a lead who has to ask again after a mere "I hear you" was not heard. Once the rep has said it is done, the lead
 * saying it once more ("don't call here again", "you'd better, unbelievable") is emphasis, not a second request.
 */
const honoursStop = (turn: ReadTurn, next?: ReadTurn) =>
  !turn.sentences.some(proposesMeeting) &&
  !GOES_ON.test(turn.norm) &&
  ((matches(HONOURED_STOP, turn.norm) && turn.words <= 45) ||
    ((matches(ACKNOWLEDGE, turn.norm) || matches(COURTEOUS_CLOSE, turn.norm)) &&
      turn.words <= 20 &&
      !turn.sentences.some((x) => x.question) &&
      !(next && matches(STOP_CONTACT, next.norm))));
/** "Sorry, but…", "just one quick question", "it'll only take a minute": the rep going on after the stop. */
const GOES_ON = /\b(?:but|quick|quickly|(?:only|just) (?:takes?|need|one|a (?:sec|second|minute|moment)))\b/;

const APOLOGY = /\b(?:sorry|apologi[sz]e)\b/;

/** Where the rep said the lead has no need of them, unless the rep pressed on after saying it. */
function noNeedSeenAt(turn: ReadTurn | undefined, pressure: readonly Evidence[]): Evidence | undefined {
  if (!turn || pressure.some((p) => p.time >= turn.start)) return undefined;
  return at(turn, turn.sentences.find((x) => matches(NO_NEED_SEEN, x.norm)) ?? turn.sentences[0]);
}

/** The rep turns that honour a stop request (see honoursStop), read once per call: every later check asks this set. */
function stopHonouringTurns(turns: readonly ReadTurn[]): ReadonlySet<number> {
  const honouring = turns.filter((t, i) => t.speaker === "agent" && honoursStop(t, turns[i + 1]));
  return new Set(honouring.map((t) => t.index));
}

/**
 * Where the stop request was answered: the first one the rep honoured (the lead saying it once more after that is
 * emphasis), or else the last one.
 */
function stopAnswered(lead: readonly ReadTurn[], honouring: ReadonlySet<number>): number {
  const stops = lead.filter((t) => matches(STOP_CONTACT, t.norm));
  return (stops.find((t) => honouring.has(t.index + 1)) ?? stops.at(-1))?.index ?? -1;
}

/** A rep turn after a no / stop / busy that keeps pitching (long, or any at all after a stop request), or that asks again for a step just declined. */
function pressureOf(turns: readonly ReadTurn[], honouring: ReadonlySet<number>): Evidence[] {
  const out: Evidence[] = [];
  const firstRefusal = turns.find((t) => t.speaker === "customer" && matches(REFUSAL, t.norm))?.index;
  turns.forEach((turn, i) => {
    const lead = turns[i - 1];
    if (turn.speaker !== "agent" || lead?.speaker !== "customer") return;
    const stop = matches(STOP_CONTACT, lead.norm) || matches(ABUSE, lead.norm);
    const refused = matches(REFUSAL, lead.norm);
    const unheard = matches(UNHEARD, lead.norm);
    if (!stop && !refused && !unheard && !matches(BUSY, lead.norm)) return;
    // A no the lead has to repeat, or a complaint of not being heard, is as firm as a stop request: going on at all is
    // pressing, however short the turn or however politely it pivots to the next question.
    const insisted = unheard || (refused && firstRefusal !== undefined && firstRefusal < lead.index);
    const closes =
      (matches(COURTEOUS_CLOSE, turn.norm) && turn.words <= 30) || ((stop || insisted) && honouring.has(turn.index));
    const asksWhy = turn.sentences.some((s) => s.question) && turn.words <= 25;
    // Taking the no in and then asking about it, or saying they will not argue, is listening, not pushing: unless
    // the turn goes on ("but…", "just one quick…") or asks for the step again.
    const takesItIn =
      !GOES_ON.test(turn.norm) &&
      !turn.sentences.some(proposesMeeting) &&
      (matches(NO_NEED_SEEN, turn.norm) ||
        (matches(ACKNOWLEDGE, turn.norm) && turn.sentences.some((s) => s.question) && turn.words <= 45));
    // "Where is my name from?" asked with the stop: a short, straight answer with an apology, that asks and
    // proposes nothing, is owed to the lead, not a pitch.
    const answersTheirQuestion =
      stop &&
      lead.sentences.some((s) => s.question) &&
      APOLOGY.test(turn.norm) &&
      !GOES_ON.test(turn.norm) &&
      !turn.sentences.some((s) => s.question || proposesMeeting(s)) &&
      turn.words <= 30;
    if (
      stop || insisted
        ? turn.words > 12 && !closes && !answersTheirQuestion
        : turn.words > 30 && !closes && !asksWhy && !takesItIn
    )
      out.push(at(turn, turn.sentences[0]));
  });
  for (const turn of proposalsAfterNo(turns))
    if (!out.some((p) => p.time >= turn.start && p.time < turn.start + turn.seconds + 0.001))
      out.push(at(turn, turn.sentences[0]));
  return out.sort((a, b) => a.time - b.time);
}

/** The lead is short of time: they say so, or say yes when the rep's last question asks whether it is a bad time. */
function saysBusy(lead: ReadTurn, before: ReadTurn | undefined): boolean {
  if (matches(BUSY, lead.norm)) return true;
  const asked = before?.speaker === "agent" ? before.sentences.at(-1) : undefined;
  const answer = lead.sentences[0];
  return (
    asked !== undefined &&
    answer !== undefined &&
    asked.question &&
    matches(BUSY, asked.norm) &&
    !/^(?:no|nope|nah|not)\b/.test(answer.norm) &&
    matches(AFFIRMATIVE, answer.norm)
  );
}

/** A yes the lead follows with "whatever" while the details are fixed was given to end the call: coerced. */
function shruggedOff(step: NextStepSignal, turns: readonly ReadTurn[]): NextStepSignal {
  if ((step.kind !== "specific" && step.kind !== "vague") || !step.answer) return step;
  const after = turns.filter((t) => t.speaker === "customer" && t.start > step.answer!.time).slice(0, 2);
  return after.some((t) => matches(GIVING_IN, t.norm)) ? { ...step, kind: "coerced" } : step;
}

export function callSignals(turnsIn: readonly Turn[], vertical: Vertical | null): CallSignals {
  const turns = readTurns(turnsIn);
  const rep = turns.filter((t) => t.speaker === "agent");
  const lead = turns.filter((t) => t.speaker === "customer");
  const repWords = sum(rep.map((t) => t.words));
  const leadWords = sum(lead.map((t) => t.words));
  const repSeconds = sum(rep.map((t) => t.seconds));
  const leadSeconds = sum(lead.map((t) => t.seconds));
  const last = turns.at(-1);
  const fillers = countFillers(rep.flatMap((t) => turnsIn[t.index]!.texts)).total;

  const questions: Evidence[] = [];
  const openQuestions: Evidence[] = [];
  const followUps: Evidence[] = [];
  const taken = uptake(turns);
  for (const turn of rep) {
    for (const s of turn.sentences) {
      if (!s.question) continue;
      questions.push(at(turn, s));
      if (matches(OPEN_QUESTION, s.norm)) openQuestions.push(at(turn, s));
      if (taken.turns.has(turn.index)) followUps.push(at(turn, s));
    }
  }

  const talking = lead.filter((t, k) => k > 0 && !isBackChannel(t.text));
  const half = Math.ceil(talking.length / 2);
  const early = meanWordsPerTurn(talking.slice(0, half));
  const late = meanWordsPerTurn(talking.slice(half));
  const lateLead = lead.slice(Math.min(Math.floor(lead.length * 0.6), Math.max(0, lead.length - 2)));
  const lateSentences = lateLead.flatMap((t) => t.sentences);
  const leadQuestions = lead.slice(2).reduce((n, t) => n + t.sentences.filter((s) => s.question).length, 0);

  const refusing = lead.filter((t) => matches(REFUSAL, t.norm));
  const lastRefusal = refusing.at(-1);
  const stop = lead.find((t) => matches(STOP_CONTACT, t.norm));
  const abusive = lead.find((t) => matches(ABUSE, t.norm));
  const honouring = stopHonouringTurns(turns);
  const pressure = pressureOf(turns, honouring);
  const nextStep = shruggedOff(nextStepOf(turns), turns);
  const noNeedTurn = rep.find((t) => matches(NO_NEED_SEEN, t.norm));

  // A graceful exit: the lead has said no (or asked not to be called, or turned the proposal down, or the rep saw they had
  // no need), and the rep stops pushing, thanks them and leaves the door open in the turns that end the call (the
  // very last words may be a plain goodbye).
  let gracefulExit: Evidence | undefined;
  const lastRep = rep.at(-1);
  // Or the rep says it for them (NO_NEED_SEEN): the lead is set, and the rep will not argue. The no is the lead's
  // line before it, so the rep's own turn can be the exit ("sounds like you're covered; thanks, take care").
  const noNeedAt = noNeedTurn ? noNeedTurn.index - 1 : -1;
  const noAt = Math.max(
    lastRefusal?.index ?? -1,
    stopAnswered(lead, honouring),
    noNeedAt,
    nextStep.kind === "declined" && nextStep.answer
      ? (lead.find((t) => t.start === nextStep.answer!.time)?.index ?? -1)
      : -1,
  );
  if (noAt >= 0 && lastRep && lastRep.index > noAt && nextStep.kind !== "specific" && nextStep.kind !== "coerced") {
    const after = rep.filter((t) => t.index > noAt);
    // After "don't call me again" the call should end there: an apology and a goodbye, not a last pitch.
    const stoppedAt = matches(STOP_CONTACT, turns[noAt]!.norm);
    // An exit is no graceful one if a stop request had to be made twice: the first one was pushed past.
    const pushedAfter = pressure.some((p) => p.time >= turns[stoppedAt && stop ? stop.index : noAt]!.start);
    const honoured = (t: ReadTurn) => honouring.has(t.index);
    const closing = after.findLast((t) => matches(COURTEOUS_CLOSE, t.norm) || (stoppedAt && honoured(t)));
    if (
      closing &&
      !pushedAfter &&
      // After a stop request, an apology and a goodbye; more turns only when each of them still honours it.
      (stoppedAt ? after.length <= 2 || after.every(honoured) : after.length <= 4) &&
      sum(after.map((t) => t.words)) <= (stoppedAt ? (after.every(honoured) ? 60 : 25) : 120)
    )
      gracefulExit = at(closing, closing.sentences.at(-1));
  }

  return {
    durationSeconds: last ? last.start + last.seconds : 0,
    repWords,
    leadWords,
    repTurns: rep.length,
    talkShare: repSeconds + leadSeconds > 0 ? repSeconds / (repSeconds + leadSeconds) : 0,
    longestMonologueSeconds: longestMonologue(turnsIn),
    fillersPer100Words: repWords > 0 ? (fillers / repWords) * 100 : 0,
    interruptions: interruptingTurns(turnsIn).map((i) => at(turns[i]!, turns[i]!.sentences[0])),
    questions,
    openQuestions,
    followUps,
    uptakeShare: taken.share,
    uptakeEligible: taken.eligible,
    missedUptake: taken.firstMissed ? at(taken.firstMissed, taken.firstMissed.sentences[0]) : undefined,
    repFirst: rep[0] ? at(rep[0], rep[0].sentences[0]) : undefined,
    repLast: lastRep ? at(lastRep, lastRep.sentences.at(-1)) : undefined,
    leadWordShare: repWords + leadWords > 0 ? leadWords / (repWords + leadWords) : 0,
    leadTrend: early > 0 && late > 0 ? Math.log2(late / early) : 0,
    leadQuestions,
    lateSentiment: lateSentences.length ? sum(lateSentences.map((s) => s.sentiment)) / lateSentences.length : 0,
    ...opening(turns),
    nextStep,
    rescheduled:
      nextStep.proposal !== undefined &&
      lead.some((t) => t.start < nextStep.proposal!.time && saysBusy(t, turns[t.index - 1])),
    refusals: refusing.length,
    lastRefusal: lastRefusal ? at(lastRefusal) : undefined,
    pressure,
    objectionReply: objectionReplyOf(turns, pressure),
    stopRequest: stop ? at(stop) : undefined,
    harassment: stop ? pressure.filter((p) => p.time > stop.start).at(1) : undefined,
    abuse: abusive ? at(abusive) : undefined,
    // "You'd better. Unbelievable." straight after the rep honoured a stop request is aimed at the calls, not at
    // this rep: the rep just did what was asked.
    unheard: lead.filter((t) => matches(UNHEARD, t.norm) && !honouring.has(t.index - 1)).map((t) => at(t)),
    lost: lead
      .filter((t) => matches(LOST, t.norm) && !turns[t.index + 1]?.sentences.some((x) => x.question))
      .map((t) => at(t)),
    acknowledgements: rep.filter((t) => matches(ACKNOWLEDGE, t.norm)).map((t) => at(t, t.sentences[0])),
    gracefulExit,
    noNeedSeen: noNeedSeenAt(noNeedTurn, pressure),
    breaches: breachesIn(turns, vertical),
    honestLimits: honestLimitsIn(turns).map((s) => ({ time: s.time, quote: s.text })),
    lastLead: lead.at(-1),
    lateLeadTexts: lateLead.map((t) => t.norm),
    lateLeadQuestions: lateLead.reduce((n, t) => n + t.sentences.filter((x) => x.question).length, 0),
    leadLateQuestionTexts: lead
      .slice(Math.floor(lead.length / 2))
      .flatMap((t) => t.sentences.filter((x) => x.question).map((x) => x.norm)),
    leadTexts: lead.map((t) => t.norm),
    repName: repNameOf(rep),
    nextStepAnswerWords: nextStep.answer
      ? (turns.find((t) => t.speaker === "customer" && t.start === nextStep.answer!.time)?.words ?? 0)
      : 0,
  };
}
