/**
 * @file The call as the signals read it: each turn's sentences, parsed once, lower-cased for the lexicons,
 * with the time each was said.
 */
import { parseLines, type ParsedLine } from "../language/parse";
import { normalise } from "../text";
import type { Turn } from "../types";

export interface Sentence {
  /** Verbatim, for quoting. */
  text: string;
  /** Lower-cased, straight apostrophes: what the lexicons read. */
  norm: string;
  time: number;
  question: boolean;
  sentiment: number;
}

export interface ReadTurn {
  index: number;
  speaker: Turn["speaker"];
  start: number;
  seconds: number;
  words: number;
  text: string;
  norm: string;
  sentences: Sentence[];
  /** Content words (no stop words, three letters or more): what the other side can take up. */
  content: Set<string>;
  /** The entry's provider flag: the rep talked over this (lead) line. */
  interrupted: boolean;
  parses: ParsedLine[];
}

/** Words of talk itself, not of what is talked about: sharing them is not taking anything up. */
const HOLLOW = new Set([
  "yeah",
  "okay",
  "yes",
  "sure",
  "right",
  "thanks",
  "thank",
  "really",
  "just",
  "like",
  "know",
  "think",
  "well",
  "get",
  "got",
  "one",
  "can",
  "would",
  "could",
  "going",
  "want",
  "mean",
]);

/**
 * Three letters or digits and nothing else. wink-nlp splits a contraction it has not met before ("two t's") into
 * "t" + "'s" but keeps it whole once its vocabulary has seen it, so a token with an apostrophe is never content:
 * what a call's words share must not depend on which calls were parsed before it.
 */
const CONTENT_TOKEN = /^[\p{L}\p{N}]{3,}$/u;
/** The tail the library splits off a word it does not know ("'s", "'ll"). */
const SPLIT_OFF = /^['’]/;

export function readTurns(turns: readonly Turn[]): ReadTurn[] {
  parseLines(turns.flatMap((t) => t.texts));
  return turns.map((turn, index) => {
    const parses = parseLines(turn.texts);
    const sentences: Sentence[] = [];
    const content = new Set<string>();
    parses.forEach((p, i) => {
      for (const s of p.sentences)
        sentences.push({
          text: s.text,
          norm: normalise(s.text),
          time: turn.times[i] ?? turn.start,
          question: s.question,
          sentiment: s.sentiment,
        });
      p.tokens.forEach((token, k) => {
        // "husband" + "'s" is the split form of a whole "husband's": no content either way.
        const splitOff = SPLIT_OFF.test(p.tokens[k + 1] ?? "");
        if (!p.stop[k] && !splitOff && CONTENT_TOKEN.test(token) && !HOLLOW.has(token)) content.add(token);
      });
    });
    return {
      index,
      speaker: turn.speaker,
      start: turn.start,
      seconds: turn.seconds,
      words: turn.words,
      text: turn.text,
      norm: normalise(turn.text),
      sentences,
      content,
      interrupted: turn.interrupted.some(Boolean),
      parses,
    };
  });
}
