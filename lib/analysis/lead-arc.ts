import type { NextStepOutcome, TemperaturePoint } from "../../domain/call-review";
import { clamp } from "./curves";
import { readLeadTurn, type LeadReaction } from "./lead-reaction";
import { evidenceIn, wholeTurn, type Evidence } from "./moments";
import { isBackChannel } from "./monologue";
import { onlySignsOff, type NextStep } from "./next-step";
import { isResistance } from "./pressure";
import type { Turn } from "./types";

export type { NextStepOutcome };

/** The lead's state over the call, read from the lead's own words, the end weighing most. */
export interface LeadArc {
  /** −1 (hostile) … +1 (keen), each lead turn weighted more the later it comes. */
  mood: number;
  outcome: NextStepOutcome;
  /** The last hostile, annoyed, or coerced lead line, when there is one. */
  hostile?: Evidence;
  annoyed?: Evidence;
  coerced?: Evidence;
  counts: { positive: number; negative: number; hostile: number; interested: number };
  /** The lead's temperature after each turn that says something, for the review's curve. */
  temperature: TemperaturePoint[];
}

/** Where "the end of the call" starts, as a share of the lead's turns (always the last two, or the last one of two). */
const LATE_SHARE = 0.6;
/** How much of the lead's temperature carries into their next turn: one warm line does not make a warm lead. */
const TEMPERATURE_CARRY = 0.5;

const silent = (r: LeadReaction) =>
  !r.hostile && !r.annoyed && !r.refusal && !r.brushOff && !r.duress && !r.warmth && !r.interest;

function valence(r: LeadReaction): number {
  if (r.hostile) return -1;
  const v =
    (r.annoyed ? -0.8 : 0) +
    (r.duress ? -0.7 : 0) +
    (r.refusal ? -0.5 : 0) +
    (r.brushOff ? -0.3 : 0) +
    (r.warmth ? 0.5 : 0) +
    (r.interest ? 0.8 : 0);
  return clamp(v, -1, 1);
}

/** The lead's running temperature: each turn's valence blended with what came before, so a turn in the call shows. */
function temperatureOf(lead: ReadonlyArray<{ turn: Turn; reaction: LeadReaction }>): TemperaturePoint[] {
  let previous: number | null = null;
  return lead.map(({ turn, reaction }) => {
    const v = valence(reaction);
    const value = previous === null ? v : TEMPERATURE_CARRY * previous + (1 - TEMPERATURE_CARRY) * v;
    previous = value;
    return {
      time: turn.start,
      value: Math.round(value * 100) / 100,
      interest: reaction.interest || reaction.warmth,
      annoyance: reaction.hostile || reaction.annoyed || reaction.duress,
    };
  });
}

export function readReactions(turns: readonly Turn[]): Array<LeadReaction | undefined> {
  return turns.map((t) => (t.speaker === "customer" ? readLeadTurn(t.text) : undefined));
}

/** Agreement that came only under pressure, or that the lead took back, is not a next step. */
function outcomeOf(step: NextStep, reactions: ReadonlyArray<LeadReaction | undefined>): NextStepOutcome {
  if (!step.asked) return "none";
  if (!step.secured || step.agreementIndex === undefined) return "declined";
  const at = step.agreementIndex;
  const agreement = reactions[at];
  const before = reactions.slice(0, at).filter((r): r is LeadReaction => r !== undefined);
  const after = reactions.slice(at + 1).filter((r): r is LeadReaction => r !== undefined);
  const wornDown = before.filter(isResistance).length >= 3 && !before.some((r) => r.interest) && !agreement?.interest;
  if (agreement?.duress || agreement?.hostile || after.some((r) => r.hostile || r.annoyed || r.refusal) || wornDown)
    return "coerced";
  return step.specific ? "committed" : "soft";
}

export function leadArc(
  turns: readonly Turn[],
  reactions: ReadonlyArray<LeadReaction | undefined>,
  step: NextStep,
): LeadArc {
  const outcome = outcomeOf(step, reactions);
  const lead = turns
    .map((turn, index) => ({ turn, index, reaction: reactions[index] }))
    .filter((x): x is { turn: Turn; index: number; reaction: LeadReaction } => x.reaction !== undefined)
    .filter((x) => !(silent(x.reaction) && (isBackChannel(x.turn.text) || onlySignsOff(x.turn.text))));
  const n = lead.length;
  let weighted = 0;
  let weights = 0;
  lead.forEach((x, k) => {
    const w = 0.4 + 2.6 * (n > 1 ? k / (n - 1) : 1) ** 2;
    weighted += w * valence(x.reaction);
    weights += w;
  });
  const mood = weights > 0 ? weighted / weights : 0;
  const late = lead.slice(n <= 2 ? n - 1 : Math.min(Math.floor(n * LATE_SHARE), n - 2));
  const lastOf = (test: (r: LeadReaction) => boolean, among = lead) => {
    const found = [...among].reverse().find((x) => test(x.reaction));
    return found ? (evidenceIn(found.turn, (s) => test(readLeadTurn(s))) ?? wholeTurn(found.turn)) : undefined;
  };
  return {
    mood,
    outcome,
    hostile: lastOf((r) => r.hostile),
    annoyed: lastOf((r) => r.annoyed, late),
    coerced:
      outcome === "coerced" && step.agreementIndex !== undefined
        ? coercedLine(turns, reactions, step.agreementIndex)
        : undefined,
    counts: {
      positive: lead.filter((x) => x.reaction.warmth).length,
      negative: lead.filter((x) => isResistance(x.reaction) || x.reaction.duress).length,
      hostile: lead.filter((x) => x.reaction.hostile).length,
      interested: lead.filter((x) => x.reaction.interest).length,
    },
    temperature: temperatureOf(lead),
  };
}

/** The lead's worn-out yes, or the line after it that took it back. */
function coercedLine(turns: readonly Turn[], reactions: ReadonlyArray<LeadReaction | undefined>, at: number): Evidence {
  const agreement = turns[at]!;
  const duress = evidenceIn(agreement, (s) => readLeadTurn(s).duress);
  if (duress) return duress;
  const later = turns.findIndex(
    (t, i) =>
      i > at &&
      t.speaker === "customer" &&
      reactions[i] &&
      (reactions[i]!.hostile || reactions[i]!.annoyed || reactions[i]!.refusal),
  );
  return later >= 0 ? wholeTurn(turns[later]!) : wholeTurn(agreement);
}
