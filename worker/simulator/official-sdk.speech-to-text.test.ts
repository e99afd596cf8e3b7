/**
 * The simulator's speech to text judged by the provider's own server SDK (@elevenlabs/elevenlabs-js, pinned in
 * provider-sdks.ts), as its conversation API is in official-sdk.test.ts: the SDK's `speechToText.convert` (diarized,
 * word timestamps) reads the simulator's answer through its response schema, our adapter sends the same form the SDK
 * sends and reads the same words, and dropping a field the SDK requires fails the SDK.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SPEECH_TO_TEXT_MODEL, transcribeRecording } from "../../lib/voice/speech-to-text";
import { heardRecording } from "./heard-recording";
import { PROVIDER_SDKS } from "./provider-sdks";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { officialSdk, SIMULATOR_BASE, withoutField } from "./testing/official-sdk";

const SDK = `@elevenlabs/elevenlabs-js ${PROVIDER_SDKS["@elevenlabs/elevenlabs-js"]}`;
const RECORDING = heardRecording(
  [
    { start: 0, speakerId: "speaker_0", text: "Hi, it's Sam from Northside Realty." },
    { start: 3, speakerId: "speaker_1", text: "We already have an agent, thanks." },
  ],
  8,
);
/** What the upload asks for: Scribe, speakers told apart, a time on each word, no audio events. */
const OPTIONS = {
  modelId: SPEECH_TO_TEXT_MODEL,
  diarize: true,
  timestampsGranularity: "word",
  tagAudioEvents: false,
} as const;
const convert = (sdk: ReturnType<typeof officialSdk>) =>
  sdk.speechToText.convert({ ...OPTIONS, file: new File([RECORDING], "call.mp3", { type: "audio/mpeg" }) });

/** The multipart form fields (name → value, the file as its name) of a request sent through `fetch`. */
async function sentForm(
  send: (fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) => Promise<unknown>,
): Promise<Record<string, string>> {
  let fields: Record<string, string> = {};
  await send(async (input, init) => {
    const request = new Request(input, init);
    const form = await request.clone().formData();
    fields = Object.fromEntries(
      [...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : `file:${value.name}`]),
    );
    return SELF.fetch(request);
  });
  return fields;
}

describe(`the simulator's speech to text, read by ${SDK}`, () => {
  it("answers the SDK's diarized convert with what its response schema accepts: every word timed and given its speaker", async () => {
    const answer = await convert(officialSdk());
    expect(answer).toMatchObject({
      languageCode: "eng",
      text: "Hi, it's Sam from Northside Realty. We already have an agent, thanks.",
    });
    const words = (
      answer as {
        words: {
          text: string;
          type: string;
          speakerId?: string | null;
          start?: number | null;
          end?: number | null;
          logprob: number;
        }[];
      }
    ).words;
    const spoken = words.filter((word) => word.type === "word");
    expect(spoken.map((word) => word.speakerId)).toEqual([
      ...Array<string>(6).fill("speaker_0"),
      ...Array<string>(6).fill("speaker_1"),
    ]);
    for (const word of words) expect(word.end! >= word.start!, JSON.stringify(word)).toBe(true);
  });

  it("is sent by our adapter with the very form the SDK sends, and read by it as the same words", async () => {
    const bySdk = await sentForm((fetch) =>
      new ElevenLabsClient({
        apiKey: env.ELEVENLABS_API_KEY,
        baseUrl: SIMULATOR_BASE,
        fetch: fetch as typeof globalThis.fetch,
        maxRetries: 0,
      }).speechToText.convert({
        ...OPTIONS,
        file: new File([RECORDING], "call.mp3", { type: "audio/mpeg" }),
      }),
    );
    let adapterWords: Awaited<ReturnType<typeof transcribeRecording>> = [];
    const byAdapter = await sentForm(async (fetch) => {
      adapterWords = await transcribeRecording(
        { baseUrl: SIMULATOR_BASE, apiKey: env.ELEVENLABS_API_KEY!, fetch },
        { bytes: RECORDING, fileName: "call.mp3", contentType: "audio/mpeg" },
      );
    });
    expect(byAdapter).toEqual(bySdk);
    const sdkWords = (await convert(officialSdk())).words as {
      text: string;
      start?: number | null;
      end?: number | null;
      type: string;
      speakerId?: string | null;
    }[];
    expect(adapterWords).toEqual(
      sdkWords.map((word) => ({
        text: word.text,
        start: word.start,
        end: word.end,
        type: word.type,
        speaker_id: word.speakerId,
      })),
    );
  });

  it("fails when the simulator drops a field the SDK requires, and only then", async () => {
    for (const field of [
      "language_code",
      "language_probability",
      "text",
      "words",
      "words.0.text",
      "words.0.type",
      "words.0.logprob",
    ]) {
      await expect(convert(officialSdk((body) => withoutField(body, field))), `without ${field}`).rejects.toThrow(
        /Missing required key/,
      );
    }
    for (const field of ["transcription_id", "words.0.start", "words.0.end", "words.0.speaker_id"])
      await convert(officialSdk((body) => withoutField(body, field)));
  });
});
