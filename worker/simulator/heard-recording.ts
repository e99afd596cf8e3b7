/**
 * @file What the simulator's speech to text can hear. It has no speech recognition: a recording it can transcribe
 * carries its words in an ID3v2 `TXXX` frame named `PracticeLine-Simulator-Words` (one line per turn:
 * `start|speaker_id|text`) in front of silent MP3 frames. Any other recording is heard as silence (no words),
 * which the upload refuses as "no speech", as it would a silent call on the provider.
 */
import type { SpeechToTextWord } from "../../domain/real-calls/transcript-formats";
import { id3Length } from "../../domain/real-calls/recording-format";
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
  const payload = new TextEncoder().encode(`\u0003${DESCRIPTION}\u0000${value}`);
  const frame = new Uint8Array(10 + payload.length);
  frame.set(new TextEncoder().encode("TXXX"), 0);
  frame.set(syncsafe(payload.length), 4);
  frame.set(payload, 10);
  const tag = new Uint8Array(10 + frame.length);
  tag.set([0x49, 0x44, 0x33, 4, 0, 0, ...syncsafe(frame.length)], 0);
  tag.set(frame, 10);
  const audio = silentMp3(seconds);
  const file = new Uint8Array(tag.length + audio.length);
  file.set(tag, 0);
  file.set(audio, tag.length);
  return file;
}

/** The words the tag carries, as the provider's diarized answer gives them (none for any other recording). */
export function heardWords(bytes: Uint8Array): SpeechToTextWord[] {
  const end = id3Length(bytes);
  if (end === 0) return [];
  const tag = new TextDecoder().decode(bytes.subarray(10, end));
  const marker = tag.indexOf(`${DESCRIPTION}\u0000`);
  if (marker < 0) return [];
  const turns = tag
    .slice(marker + DESCRIPTION.length + 1)
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
