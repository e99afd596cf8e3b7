import { acknowledgementOf } from "./acknowledgement";
import { interruptingTurns } from "./interruptions";
import type { LeadReaction } from "./lead-reaction";
import { evidenceIn, wholeTurn, type Evidence } from "./moments";
import { objectionKinds } from "./objections";
import { pressureIn, isResistance, type Pressure } from "./pressure";
import type { RedFlagKind } from "../../domain/call-review";
import type { MarkedRepTurns, Turn } from "./types";

/** How the rep treated the lead, turn by turn: empathy that was real or empty, pressure, red flags. */
export interface Conduct extends MarkedRepTurns {
  realAcknowledgements: Evidence[];
  emptyAcknowledgements: Evidence[];
  pressure: Array<{ kind: Pressure; evidence: Evidence }>;
  /** Compliance breaches: filled from the signals (signals/compliance.ts), which read the call's vertical. */
  redFlags: Array<{ kind: RedFlagKind; evidence: Evidence }>;
}

export function assessConduct(turns: readonly Turn[], reactions: ReadonlyArray<LeadReaction | undefined>): Conduct {
  const conduct: Conduct = {
    realAcknowledgements: [],
    emptyAcknowledgements: [],
    pressure: [],
    redFlags: [],
    pushedTurns: new Set(),
    acknowledgedTurns: new Set(),
  };
  let resisted = 0;
  const cutIn = new Set(interruptingTurns(turns));
  turns.forEach((turn, i) => {
    if (turn.speaker !== "agent") return;
    const lead = turns[i - 1]?.speaker === "customer" ? turns[i - 1] : undefined;
    const reaction = lead ? reactions[i - 1] : undefined;
    const pressure = lead && reaction ? pressureIn(turn, lead, reaction, resisted) : undefined;
    if (reaction && isResistance(reaction)) resisted += 1;
    if (pressure) {
      conduct.pressure.push({ kind: pressure, evidence: wholeTurn(turn) });
      conduct.pushedTurns.add(i);
    }
    const concern =
      !!reaction && !!lead && (isResistance(reaction) || reaction.concern || objectionKinds(lead.text).length > 0);
    const ack = acknowledgementOf(turn, lead, concern);
    if (ack.kind !== "none") {
      const evidence = evidenceIn(turn, (s) => s === ack.sentence) ?? wholeTurn(turn);
      const real = ack.kind === "real" && !pressure && !cutIn.has(i);
      (real ? conduct.realAcknowledgements : conduct.emptyAcknowledgements).push(evidence);
      if (real) conduct.acknowledgedTurns.add(i);
    }
  });
  return conduct;
}
