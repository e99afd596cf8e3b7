/**
 * @file An uploaded recording, checked (its container, its length) and transcribed with speaker separation by the
 * voice provider's speech to text, before anything is stored.
 */
import {
  REAL_CALL_MAX_SECONDS,
  REAL_CALL_MESSAGES as MESSAGES,
  type RecordingFormat,
} from "../../domain/real-calls/real-call";
import { looksLike, recordingSeconds } from "../../domain/real-calls/recording-format";
import { turnsFromWords, type SpokenTurn } from "../../domain/real-calls/transcript-formats";
import { ApiError } from "../http/errors";
import type { FetchLike } from "../../lib/voice/elevenlabs-client";
import { transcribeRecording } from "../../lib/voice/speech-to-text";
import { checkTurns } from "./read-upload";

export const RECORDING_CONTENT_TYPES: Record<RecordingFormat, string> = {
  mp3: "audio/mpeg",
  wav: "audio/wav",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
};

export interface TranscribedRecording {
  bytes: Uint8Array<ArrayBuffer>;
  turns: SpokenTurn[];
  seconds: number;
}

export async function transcribeUpload(
  env: Pick<Env, "ELEVENLABS_API_KEY" | "ELEVENLABS_BASE_URL">,
  fetch: FetchLike,
  file: File,
  format: RecordingFormat,
): Promise<TranscribedRecording> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLike(format, bytes))
    throw new ApiError(415, MESSAGES.notThatFormat(format), {
      issues: [{ path: "file", message: MESSAGES.notThatFormat(format) }],
    });
  const headerSeconds = recordingSeconds(format, bytes);
  if (headerSeconds !== null && headerSeconds > REAL_CALL_MAX_SECONDS)
    throw new ApiError(422, MESSAGES.tooLong, { issues: [{ path: "file", message: MESSAGES.tooLong }] });
  if (!env.ELEVENLABS_API_KEY || !env.ELEVENLABS_BASE_URL)
    throw new ApiError(503, "Recordings cannot be transcribed here: the voice provider is not configured.");
  const words = await transcribeRecording(
    { baseUrl: env.ELEVENLABS_BASE_URL, apiKey: env.ELEVENLABS_API_KEY, fetch },
    { bytes, fileName: file.name, contentType: RECORDING_CONTENT_TYPES[format] },
  ).catch((error: unknown) => {
    throw new ApiError(
      502,
      "The recording could not be transcribed: the voice provider did not answer. Try again in a minute.",
      {
        issues: [
          { path: "file", message: error instanceof Error ? error.message.slice(0, 200) : "speech to text failed" },
        ],
      },
    );
  });
  const turns = checkTurns(turnsFromWords(words));
  const lastEnd = Math.max(0, ...words.map((word) => word.end ?? 0));
  return { bytes, turns, seconds: Math.round(headerSeconds ?? lastEnd) };
}
