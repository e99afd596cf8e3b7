import type { TranscriptEntry } from "../../../domain/analysis";
import { clock } from "../moments";

/** The transcript as the judge reads it: one line per entry, with its time and who spoke. */
export function formatTranscript(transcript: readonly TranscriptEntry[]): string {
  return transcript
    .map((e) => `[${clock(e.timestamp)}] ${e.speaker === "agent" ? "Rep" : "Lead"}: ${e.text}`)
    .join("\n");
}
