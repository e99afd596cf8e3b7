import type { ScoreCategory } from "../../domain/analysis";
import { RED_FLAG_DEEDS, RED_FLAG_KINDS, type RedFlagKind } from "../../domain/call-review";
import { FILLERS_PER_100, MONOLOGUE_SECONDS, TALK_RATIO, TOP_REP_TALK_SHARE, WORDS_PER_MINUTE } from "./anchors";
import type { CallMetrics, ScoreComponent } from "./results";
import { at, pct, plural } from "./wording";

const NEXT_STEP_EXAMPLE = `("Would Tuesday at 4 or Thursday at 10 work better?")`;

/** Where the component's first moment happened, as " at 1:07 (“…”)", or nothing. */
function where(c: ScoreComponent): string {
  const moment = c.moments?.[0];
  return moment ? ` ${at({ time: moment.time, text: moment.quote })}` : "";
}

function topFiller(m: CallMetrics): string | undefined {
  return Object.entries(m.fillerWords).sort((a, b) => b[1] - a[1])[0]?.[0];
}

type Advice = (m: CallMetrics, c: ScoreComponent) => string;

/** What to do instead of each red flag; the bullet opens with the deed itself, as the moments and feedback name it. */
const RED_FLAG_REMEDY: Record<RedFlagKind, string> = {
  guaranteed_outcome: "never promise savings, a sale price or a result; show what similar clients achieved instead.",
  false_urgency: "deadlines you invent cost trust and break selling rules; give the lead a real reason to act.",
  competitor_disparaged: "respect the lead's current choice and let your own facts do the work.",
  sensitive_data_request: "a cold call never needs them, and asking is how identities are stolen.",
  steering: "talk about homes, prices, commute and schools' published data, never about the neighbours.",
  misrepresentation: "say your name, your company and the real reason in your first sentence.",
};

function redFlagAdvice(): Record<RedFlagKind, Advice> {
  return Object.fromEntries(
    RED_FLAG_KINDS.map((kind) => [
      kind,
      (_m: CallMetrics, c: ScoreComponent) => `you ${RED_FLAG_DEEDS[kind]}${where(c)}; ${RED_FLAG_REMEDY[kind]}`,
    ]),
  ) as Record<RedFlagKind, Advice>;
}

/** One piece of advice per score component, said the way a coach would, naming the moment when there is one. */
export const ADVICE: Record<string, Advice> = {
  fluency: (m) => ADVICE.fillers!(m, { id: "fillers", name: "", value: 0, points: 0, max: 0 }),
  fillers: (m) => {
    const top = topFiller(m);
    return `you used ${plural(m.fillerCount, "filler word")} (${m.fillersPer100Words.toFixed(1)} per 100 words; aim for under ${FILLERS_PER_100.target})${top ? `, mostly "${top}"` : ""}; replace them with a short pause.`;
  },
  acknowledgements: () =>
    `you rarely showed the lead you had heard them; reflect what they said ("So it is the commute that wears on you?") before you say anything about yourself.`,
  emptyEmpathy: (_m, c) =>
    `you said you understood and went straight on with the pitch${where(c)}; after an acknowledgement, ask about the concern or stop talking.`,
  pressure: (_m, c) =>
    `you pressed on after the lead said no${where(c)}; take a clear no gracefully, or ask one respectful question about it, then let the lead go.`,
  ignoredStop: (_m, c) =>
    `the lead asked for time back and you kept talking${where(c)}; offer to call back at a time they choose.`,
  leadMood: (m) =>
    m.lead.sentiment === "hostile" || m.lead.sentiment === "negative"
      ? `the lead ended the call ${m.lead.sentiment === "hostile" ? "hostile" : "annoyed"}; when a lead pushes back twice, acknowledge it, ask whether to call another time, and end politely.`
      : `the lead never warmed up; share one relevant result and check their reaction before asking for anything.`,
  talkRatio: (m) =>
    m.talkRatio > TALK_RATIO.idealHigh
      ? `you talked ${pct(m.talkRatio)} of the time; top reps stay near ${pct(TOP_REP_TALK_SHARE)}, so after each point ask an open question and let the lead finish.`
      : `you talked only ${pct(m.talkRatio)} of the time; steer the call by summarising what you heard and stating your reason for calling.`,
  wordsPerMinute: (m) =>
    m.repWordsPerMinute > WORDS_PER_MINUTE.idealHigh
      ? `you spoke at ${Math.round(m.repWordsPerMinute)} words per minute; slow to ${WORDS_PER_MINUTE.idealLow}–${WORDS_PER_MINUTE.idealHigh} and pause after each question and each objection.`
      : `you spoke at ${Math.round(m.repWordsPerMinute)} words per minute; lift your pace toward ${WORDS_PER_MINUTE.idealLow}–${WORDS_PER_MINUTE.idealHigh} with shorter, more decisive sentences.`,
  longestMonologue: (m) =>
    `your longest monologue ran ${Math.round(m.longestMonologueSeconds)} seconds; keep stretches under ${MONOLOGUE_SECONDS.fine} s by checking in ("Does that sound relevant to you?") before going on.`,
  interruptions: (m, c) =>
    `you cut the lead off ${plural(m.interruptions.length, "time")}, first${where(c)}; let the lead finish, then ask about what they were saying.`,
  noObjections: () =>
    `the lead raised no objections, so this score follows the rest of the call; when one comes, acknowledge it, ask what is behind it and answer with one checkable fact.`,
  acknowledged: (m) => {
    const missed = m.objections.find((o) => !o.acknowledged);
    return `you acknowledged ${m.objections.filter((o) => o.acknowledged).length} of ${plural(m.objections.length, "objection")}${missed ? `, not when the lead said "${missed.leadText.slice(0, 70)}"` : ""}; name the concern back before you respond.`;
  },
  answered: (m) =>
    `you answered ${m.objections.filter((o) => o.answered).length} of ${plural(m.objections.length, "objection")}; after acknowledging, ask what is behind it and answer with one checkable fact (a figure, a client like them).`,
  respected: () =>
    `you pushed past objections instead of dealing with them; acknowledge, ask, answer, and check before moving on.`,
  introducedSelf: () =>
    `you never clearly introduced yourself; open with "Hi, this is <name> from <company>" in the first sentence.`,
  statedReason: () =>
    `you didn't state why you were calling; within the first 30 seconds say "The reason I'm calling is…" and tie it to the lead.`,
  askedPermission: () =>
    `you didn't ask for a moment of the lead's time; ask whether this is an acceptable moment right after your introduction.`,
  followUps: () =>
    `few of your questions followed up on the lead's answers; pick a word the lead just used and ask about it ("What made that hard?").`,
  relevance: (m) =>
    `only ${m.discovery.followUps.length} of your ${plural(m.discovery.questionTurns, "question")} built on what the lead said; drop the next scripted question when the lead gives you something real.`,
  nextStepAsked: () =>
    `you never proposed a specific next step; before hanging up, offer two concrete times ${NEXT_STEP_EXAMPLE}.`,
  checklist: (m, c) =>
    `you moved to your next question without touching the lead's answer ${m.discovery.checklist.length} times, e.g.${where(c)}; follow the lead, not the list.`,
  ignoredConcern: (_m, c) =>
    `the lead came back to the same concern and you never took it up${where(c)}; when a lead repeats something, that is the conversation to have.`,
  ...redFlagAdvice(),
  nextStep: (m) =>
    m.lead.outcome === "coerced"
      ? `the lead agreed only to end the call; a meeting won under pressure will not happen, so earn it by uncovering a need first.`
      : m.lead.outcome === "declined"
        ? `you proposed a next step but the lead didn't agree; confirm the value first, then offer two specific times and repeat the agreed one back.`
        : m.lead.outcome === "soft"
          ? `the follow-up has no day or time; turn "next week" into "Tuesday at 4 or Thursday at 10?".`
          : m.lead.sentiment === "neutral"
            ? `the lead declined; when a lead is not a fit, ask for a referral or for permission to check back on a set date.`
            : `no next step was secured; end by offering two specific times ${NEXT_STEP_EXAMPLE}.`,
  leadInterest: () =>
    `the lead asked nothing about your offer; uncover a concrete pain with an open question before pitching so they start asking how it works.`,
};

export const SILENT_ADVICE: Record<ScoreCategory, string> = {
  tone: "no rep speech was captured, so tone couldn't be assessed; speak clearly and keep fillers under 5 per 100 words.",
  pacing: "no rep speech was captured; aim to talk about 43–55% of the time at 140–170 words per minute.",
  objectionHandling: "no rep speech was captured; when the lead objects, acknowledge it and answer with a question.",
  scriptAdherence:
    "no rep speech was captured; introduce yourself, state your reason for calling and ask for a moment of time.",
  conversionLikelihood: `no rep speech was captured; finish every call by offering two specific times ${NEXT_STEP_EXAMPLE}.`,
};
