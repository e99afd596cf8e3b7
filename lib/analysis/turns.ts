import type { TranscriptEntry } from "../../domain/analysis";
import { wordCount } from "./text";
import type { Turn } from "./types";

/** Speaking rate used to estimate the last turn, which has no following timestamp. */
export const LAST_TURN_WORDS_PER_SECOND = 2.5;

interface TimedEntry {
  speaker: Turn["speaker"];
  text: string;
  timestamp: number;
  words: number;
  interrupted: boolean;
}

const NOT_SPEECH = /^\s*(?:\[[^\]]*\]\s*)*$/;

function cleanEntries(transcript: readonly TranscriptEntry[]): TimedEntry[] {
  const out: TimedEntry[] = [];
  let previous = 0;
  for (const entry of transcript) {
    if (entry.speaker !== "agent" && entry.speaker !== "customer") continue;
    // A line that is only a note on the call ("[hangs up]", "[call ended]") was not said by anyone.
    if (typeof entry.text !== "string" || NOT_SPEECH.test(entry.text)) continue;
    const timestamp = Number.isFinite(entry.timestamp) ? Math.max(0, entry.timestamp) : previous;
    previous = timestamp;
    out.push({
      speaker: entry.speaker,
      text: entry.text,
      timestamp,
      words: wordCount(entry.text),
      interrupted: entry.interrupted === true,
    });
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

/** Entry duration = next entry's timestamp − its own; consecutive entries of one speaker form one turn. */
export function buildTurns(transcript: readonly TranscriptEntry[]): Turn[] {
  const entries = cleanEntries(transcript);
  const turns: Turn[] = [];
  entries.forEach((entry, index) => {
    const next = entries[index + 1];
    const seconds = next ? Math.max(0, next.timestamp - entry.timestamp) : entry.words / LAST_TURN_WORDS_PER_SECOND;
    const current = turns.at(-1);
    if (current && current.speaker === entry.speaker) {
      current.seconds += seconds;
      current.texts.push(entry.text);
      current.text += ` ${entry.text}`;
      current.words += entry.words;
      current.times.push(entry.timestamp);
      current.interrupted.push(entry.interrupted);
    } else {
      turns.push({
        speaker: entry.speaker,
        start: entry.timestamp,
        seconds,
        texts: [entry.text],
        times: [entry.timestamp],
        interrupted: [entry.interrupted],
        text: entry.text,
        words: entry.words,
      });
    }
  });
  return turns;
}
