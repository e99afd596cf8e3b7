/**
 * @file Uploaded transcripts in the accepted formats (WebVTT, SRT, plain "Name: line" text, the voice provider's
 * speech-to-text JSON) read into one shape: the speakers as the file names them, and their turns in order (a
 * speaker's consecutive cues or words are one turn). Pure.
 */
import type { TranscriptEntry } from "../analysis";
import type { TranscriptFormat } from "./real-call";

export interface SpokenTurn {
  speaker: string;
  text: string;
  /** Seconds from the start of the call. */
  timestamp: number;
}

export class UnreadableTranscript extends Error {}

/** The provider's speech-to-text answer (`speechToText.convert`): words with times and a speaker label. */
export interface SpeechToTextWord {
  text: string;
  start?: number | null;
  end?: number | null;
  type: "word" | "spacing" | "audio_event";
  speaker_id?: string | null;
}

/** A speaker's consecutive pieces are one turn; empty pieces are dropped. */
function joinTurns(pieces: SpokenTurn[]): SpokenTurn[] {
  const turns: SpokenTurn[] = [];
  for (const piece of pieces) {
    const text = piece.text.replace(/\s+/g, " ").trim();
    if (!text) continue;
    const last = turns.at(-1);
    if (last && last.speaker === piece.speaker) last.text = `${last.text} ${text}`;
    else turns.push({ speaker: piece.speaker, text, timestamp: piece.timestamp });
  }
  return turns;
}

/** "01:02:03.500", "02:03,5", "2:03" → seconds. */
function clockSeconds(clock: string): number {
  const parts = clock.trim().replace(",", ".").split(":").map(Number);
  if (parts.length < 2 || parts.some((part) => !Number.isFinite(part)))
    throw new UnreadableTranscript(`Not a time: ${clock}`);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

const NAMED_LINE = /^([^:\n]{1,40}?):\s+(\S.*)$/;
const VOICE_TAG = /^<v(?:\.[^\s>]+)*\s+([^>]+)>(.*?)(?:<\/v>)?$/;

/** A cue's text: `<v Name>line`, or `Name: line`, or a continuation of the previous speaker. */
function cueTurns(lines: string[], timestamp: number, previous: string | null): SpokenTurn[] {
  const turns: SpokenTurn[] = [];
  let speaker = previous;
  for (const raw of lines) {
    const line = raw.trim();
    const voiced = VOICE_TAG.exec(line);
    const named = voiced ? null : NAMED_LINE.exec(line);
    if (voiced) speaker = voiced[1]!.trim();
    else if (named) speaker = named[1]!.trim();
    const text = (voiced ? voiced[2]! : named ? named[2]! : line).replace(/<[^>]+>/g, "");
    if (speaker === null) throw new UnreadableTranscript("A line names no speaker");
    turns.push({ speaker, text, timestamp });
  }
  return turns;
}

/** WebVTT and SRT: blocks of an optional id, a `start --> end` line and the cue's text. */
function parseCues(content: string, format: "vtt" | "srt"): SpokenTurn[] {
  const body = content.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (format === "vtt" && !body.startsWith("WEBVTT"))
    throw new UnreadableTranscript("A WebVTT file starts with WEBVTT");
  const pieces: SpokenTurn[] = [];
  for (const block of body.split(/\n{2,}/)) {
    const lines = block.split("\n").filter((line) => line.trim() !== "");
    const timing = lines.findIndex((line) => line.includes("-->"));
    if (timing < 0) {
      if (format === "srt" && lines.length > 0) throw new UnreadableTranscript("An SRT block has no timing line");
      continue;
    }
    const start = clockSeconds(lines[timing]!.split("-->")[0]!);
    pieces.push(...cueTurns(lines.slice(timing + 1), start, pieces.at(-1)?.speaker ?? null));
  }
  return joinTurns(pieces);
}

const TIMED_LINE = /^\[?(\d{1,2}(?::\d{1,2}){1,2}(?:[.,]\d+)?)\]?\s+(.*)$/;
/** A plain transcript without times: each turn is placed after the previous one at a talking pace of 150 words a minute. */
const WORDS_PER_SECOND = 2.5;

/** Plain text: `Name: line`, optionally after a `[m:ss]` time; a line without a name continues the last turn. */
function parsePlain(content: string): SpokenTurn[] {
  const pieces: SpokenTurn[] = [];
  let clock = 0;
  for (const raw of content.replace(/^\uFEFF/, "").split(/\r\n?|\n/)) {
    let line = raw.trim();
    if (!line) continue;
    const timed = TIMED_LINE.exec(line);
    let timestamp: number | null = null;
    if (timed) {
      timestamp = clockSeconds(timed[1]!);
      line = timed[2]!;
    }
    const named = NAMED_LINE.exec(line);
    const previous = pieces.at(-1);
    if (!named) {
      if (!previous) throw new UnreadableTranscript('A plain transcript\'s lines read "Name: line"');
      previous.text = `${previous.text} ${line}`;
      continue;
    }
    const at = timestamp ?? clock;
    pieces.push({ speaker: named[1]!.trim(), text: named[2]!, timestamp: at });
    clock = at + Math.max(1, Math.round(named[2]!.split(/\s+/).length / WORDS_PER_SECOND));
  }
  return joinTurns(pieces);
}

/** The provider's speech-to-text JSON: a speaker's consecutive words (and the spacing between them) are a turn. */
export function turnsFromWords(words: SpeechToTextWord[]): SpokenTurn[] {
  const pieces: SpokenTurn[] = [];
  for (const word of words) {
    if (word.type === "audio_event") continue;
    const speaker = word.speaker_id ?? "speaker_0";
    const last = pieces.at(-1);
    if (last && last.speaker === speaker) last.text += word.text;
    else if (word.type === "word")
      pieces.push({ speaker, text: word.text, timestamp: word.start ?? last?.timestamp ?? 0 });
  }
  return joinTurns(pieces);
}

function parseProviderJson(content: string): SpokenTurn[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new UnreadableTranscript("Not JSON");
  }
  const words = (parsed as { words?: unknown } | null)?.words;
  if (!Array.isArray(words)) throw new UnreadableTranscript("The provider's JSON has no words");
  for (const word of words) {
    const candidate = word as Partial<SpeechToTextWord> | null;
    if (typeof candidate?.text !== "string" || typeof candidate.type !== "string")
      throw new UnreadableTranscript("A word has no text or type");
  }
  return turnsFromWords(words as SpeechToTextWord[]);
}

export function parseTranscript(content: string, format: TranscriptFormat): SpokenTurn[] {
  switch (format) {
    case "vtt":
    case "srt":
      return parseCues(content, format);
    case "text":
      return parsePlain(content);
    case "provider-json":
      return parseProviderJson(content);
  }
}

/** The speakers in the order they first speak. */
export const speakersOf = (turns: SpokenTurn[]): string[] => [...new Set(turns.map((turn) => turn.speaker))];

/** The turns as the analyser reads them: the rep's are the agent's, everyone else's the lead's. */
export const toTranscriptEntries = (turns: SpokenTurn[], repSpeaker: string): TranscriptEntry[] =>
  turns.map((turn) => ({
    speaker: turn.speaker === repSpeaker ? "agent" : "customer",
    text: turn.text,
    timestamp: turn.timestamp,
  }));

/** The format a transcript's name (and, for a .txt that is really WebVTT, its first line) says. */
export function transcriptFormatOf(fileName: string, content: string): TranscriptFormat | null {
  const extension = fileName.toLowerCase().split(".").at(-1);
  if (extension === "vtt") return "vtt";
  if (extension === "srt") return "srt";
  if (extension === "json") return "provider-json";
  if (extension === "txt") return content.replace(/^\uFEFF/, "").startsWith("WEBVTT") ? "vtt" : "text";
  return null;
}
