import type { Evidence } from "./moments";
import { clipQuote } from "./moments";
import { isBackChannel } from "./monologue";
import type { Turn } from "./types";

/** A line that stops mid-word or mid-sentence: "…and the thing is we—", "…if I could…". */
const TRAILS_OFF = /(?:[—–]|-{1,2}|\.{3}|…)\s*["'”’)]*\s*$/u;

/**
 * Indexes of rep turns that cut the lead off: the provider marked the lead's line interrupted, or the
 * line breaks off unfinished and the rep spoke next. A rep "mm-hm" over the lead is listening, not cutting in.
 */
export function interruptingTurns(turns: readonly Turn[]): number[] {
  const found: number[] = [];
  turns.forEach((turn, i) => {
    const next = turns[i + 1];
    if (turn.speaker !== "customer" || next?.speaker !== "agent" || isBackChannel(next.text)) return;
    const last = turn.texts.length - 1;
    if (turn.interrupted[last] || TRAILS_OFF.test(turn.texts[last]!)) found.push(i + 1);
  });
  return found;
}

/** Each interruption as the rep's line that cut in. */
export function interruptionsOf(turns: readonly Turn[]): Evidence[] {
  return interruptingTurns(turns).map((i) => {
    const rep = turns[i]!;
    return { speaker: "agent", time: rep.start, text: clipQuote(rep.texts[0]!) };
  });
}
