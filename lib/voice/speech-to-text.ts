/**
 * @file The voice provider's speech to text (`POST /v1/speech-to-text`, `xi-api-key`): a recording in, its words
 * with times and speaker labels out (diarized), as `speechToText.convert` of `@elevenlabs/elevenlabs-js` sends it.
 */
import { z } from "zod";
import type { SpeechToTextWord } from "../../domain/real-calls/transcript-formats";
import { ElevenLabsApiError, type FetchLike } from "./elevenlabs-client";

/** Scribe v2, the provider's model for files. */
export const SPEECH_TO_TEXT_MODEL = "scribe_v2";

const speechToTextAnswer = z.object({
  language_code: z.string(),
  text: z.string(),
  words: z.array(
    z.object({
      text: z.string(),
      start: z.number().nullish(),
      end: z.number().nullish(),
      type: z.enum(["word", "spacing", "audio_event"]),
      speaker_id: z.string().nullish(),
    }),
  ),
});

export async function transcribeRecording(
  provider: { baseUrl: string; apiKey: string; fetch: FetchLike },
  recording: { bytes: Uint8Array<ArrayBuffer>; fileName: string; contentType: string },
): Promise<SpeechToTextWord[]> {
  const form = new FormData();
  form.set("model_id", SPEECH_TO_TEXT_MODEL);
  form.set("file", new File([recording.bytes], recording.fileName, { type: recording.contentType }));
  form.set("diarize", "true");
  form.set("timestamps_granularity", "word");
  form.set("tag_audio_events", "false");
  const response = await provider.fetch(`${provider.baseUrl.replace(/\/+$/, "")}/v1/speech-to-text`, {
    method: "POST",
    headers: { "xi-api-key": provider.apiKey },
    body: form,
  });
  if (!response.ok)
    throw new ElevenLabsApiError(
      response.status,
      `ElevenLabs /v1/speech-to-text answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  return speechToTextAnswer.parse(await response.json()).words;
}
