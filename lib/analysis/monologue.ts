import { memo, normalise, words } from "./text";
import type { Turn } from "./types";

export const BACK_CHANNEL_MAX_WORDS = 3;

const BACK_CHANNEL_WORDS = new Set([
  "mm",
  "mmm",
  "mhm",
  "mm-hm",
  "mm-hmm",
  "mmhm",
  "mmhmm",
  "hm",
  "hmm",
  "uh-huh",
  "uh",
  "huh",
  "um",
  "ah",
  "oh",
  "yeah",
  "yes",
  "yep",
  "yup",
  "ok",
  "okay",
  "right",
  "sure",
  "alright",
  "gotcha",
  "got",
  "it",
  "i",
  "see",
  "cool",
  "true",
  "wow",
  "really",
  "totally",
  "nice",
  "exactly",
  "interesting",
]);

/** A short listener noise ("mm-hm", "yeah, right") that doesn't take the floor. */
export const isBackChannel = memo((text: string): boolean => {
  const tokens = words(normalise(text));
  return tokens.length > 0 && tokens.length <= BACK_CHANNEL_MAX_WORDS && tokens.every((t) => BACK_CHANNEL_WORDS.has(t));
});

/**
 * Longest stretch of rep speech, from the start of its first rep turn to the end of its last. A lead
 * back-channel between two rep turns doesn't end the stretch, and its slot counts as part of it
 * because the rep is still holding the floor.
 */
export function longestMonologue(turns: readonly Turn[]): number {
  return longestMonologueSpan(turns)?.seconds ?? 0;
}

/** The longest monologue's length and where it began (the index of its first rep turn); none without rep speech. */
export function longestMonologueSpan(turns: readonly Turn[]): { seconds: number; firstTurn: number } | undefined {
  let longest: { seconds: number; firstTurn: number } | undefined;
  let run: { start: number; firstTurn: number } | undefined;
  turns.forEach((turn, index) => {
    if (turn.speaker === "agent") {
      run ??= { start: turn.start, firstTurn: index };
      const seconds = turn.start + turn.seconds - run.start;
      if (!longest || seconds > longest.seconds) longest = { seconds, firstTurn: run.firstTurn };
      return;
    }
    const resumes = turns[index + 1]?.speaker === "agent";
    if (!(resumes && run !== undefined && isBackChannel(turn.text))) run = undefined;
  });
  return longest;
}
