/**
 * @file What the simulator's speech to text can hear. It has no speech recognition: a recording it can transcribe
 * carries its words after the marker `PracticeLine-Simulator-Words` and a NUL (one line per turn:
 * `start|speaker_id|text`): in an MP3, an ID3v2 `TXXX` frame in front of silent MP3 frames; in a WAV, M4A or OGG
 * file, a chunk (box, page) of its own after the silent audio. Any other recording is heard as silence (no words),
 * which the upload refuses as "no speech", as it would a silent call on the provider.
 */
import type { SpeechToTextWord } from "../../domain/real-calls/transcript-formats";
import type { RecordingFormat } from "../../domain/real-calls/real-call";
import { silentMp3 } from "./silent-mp3";

const DESCRIPTION = "PracticeLine-Simulator-Words";

export interface HeardTurn {
  start: number;
  speakerId: string;
  text: string;
}

const syncsafe = (size: number) => [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];

/** A silent MP3 of `seconds` whose tag carries the turns the simulator will "hear". */
export function heardRecording(turns: HeardTurn[], seconds: number): Uint8Array<ArrayBuffer> {
  const value = turns.map((turn) => `${turn.start}|${turn.speakerId}|${turn.text}`).join("\n");
  const payload = new TextEncoder().encode(`\u0003${DESCRIPTION}\u0000${value}\u0000`);
  const frame = new Uint8Array(10 + payload.length);
  frame.set(new TextEncoder().encode("TXXX"), 0);
  frame.set(syncsafe(payload.length), 4);
  frame.set(payload, 10);
  const tag = new Uint8Array(10 + frame.length);
  tag.set([0x49, 0x44, 0x33, 4, 0, 0, ...syncsafe(frame.length)], 0);
  tag.set(frame, 10);
  return concat(tag, silentMp3(seconds));
}

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const file = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
};
const ascii = (text: string) => new TextEncoder().encode(text);
const uint32 = (value: number, littleEndian: boolean) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value, littleEndian);
  return bytes;
};
/** The words as a block the simulator finds in any container: the marker, a NUL, the turns, a NUL. */
const wordsBlock = (turns: HeardTurn[]) =>
  ascii(`${DESCRIPTION}\u0000${turns.map((turn) => `${turn.start}|${turn.speakerId}|${turn.text}`).join("\n")}\u0000`);

/** Eight-kHz eight-bit mono WAV of silence (its header says its length), words in a chunk after the data. */
function heardWav(turns: HeardTurn[], seconds: number): Uint8Array<ArrayBuffer> {
  const byteRate = 8000;
  const data = new Uint8Array(Math.round(seconds * byteRate)).fill(0x80);
  const words = wordsBlock(turns);
  const header = concat(
    ascii("RIFF"),
    uint32(36 + data.length + 8 + words.length, true),
    ascii("WAVEfmt "),
    uint32(16, true),
    new Uint8Array([1, 0, 1, 0]), // PCM, one channel
    uint32(byteRate, true),
    uint32(byteRate, true),
    new Uint8Array([1, 0, 8, 0]), // block align 1, 8 bits
    ascii("data"),
    uint32(data.length, true),
  );
  return concat(header, data, ascii("plsw"), uint32(words.length, true), words);
}

/** An M4A (an `ftyp` box) or an OGG (an `OggS` page) whose words follow in a box or page of their own. */
function heardContainer(format: "m4a" | "ogg", turns: HeardTurn[]): Uint8Array<ArrayBuffer> {
  const words = wordsBlock(turns);
  if (format === "m4a")
    return concat(
      uint32(16, false),
      ascii("ftypM4A "),
      uint32(0, false),
      uint32(8 + words.length, false),
      ascii("free"),
      words,
    );
  return concat(ascii("OggS"), new Uint8Array(23), words);
}

/** The same call as a recording of any accepted container, for tests that every format is heard alike. */
export function heardRecordingAs(
  format: RecordingFormat,
  turns: HeardTurn[],
  seconds: number,
): Uint8Array<ArrayBuffer> {
  if (format === "mp3") return heardRecording(turns, seconds);
  if (format === "wav") return heardWav(turns, seconds);
  return heardContainer(format, turns);
}

function indexOfBytes(bytes: Uint8Array, wanted: Uint8Array): number {
  for (let at = bytes.indexOf(wanted[0]!); at >= 0; at = bytes.indexOf(wanted[0]!, at + 1)) {
    if (wanted.every((byte, offset) => bytes[at + offset] === byte)) return at;
  }
  return -1;
}

/** The words the recording carries, as the provider's diarized answer gives them (none for any other recording). */
export function heardWords(bytes: Uint8Array): SpeechToTextWord[] {
  const marker = indexOfBytes(bytes, ascii(`${DESCRIPTION}\u0000`));
  if (marker < 0) return [];
  const start = marker + DESCRIPTION.length + 1;
  const stop = bytes.indexOf(0, start);
  const turns = new TextDecoder()
    .decode(bytes.subarray(start, stop < 0 ? bytes.length : stop))
    .split("\n")
    .map((line) => line.split("|"))
    .filter((parts) => parts.length >= 3)
    .map(([start, speakerId, ...text]) => ({ start: Number(start), speakerId: speakerId!, text: text.join("|") }));
  return turns.flatMap((turn, index) => {
    const tokens = turn.text.split(/\s+/).filter(Boolean);
    const next = turns[index + 1]?.start ?? turn.start + tokens.length / 2.5;
    const step = (next - turn.start) / Math.max(1, tokens.length);
    return tokens.flatMap((token, at): SpeechToTextWord[] => {
      const start = Math.round((turn.start + at * step) * 1000) / 1000;
      const word: SpeechToTextWord = {
        text: token,
        start,
        end: Math.round((start + step * 0.9) * 1000) / 1000,
        type: "word",
        speaker_id: turn.speakerId,
      };
      // As the provider's: a spacing between every two words, across a change of speaker too.
      const last = index === turns.length - 1 && at === tokens.length - 1;
      return last
        ? [word]
        : [word, { text: " ", start: word.end, end: word.end, type: "spacing", speaker_id: turn.speakerId }];
    });
  });
}
