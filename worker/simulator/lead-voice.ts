/**
 * @file What the simulated lead sounds like on the conversation WebSocket: `pcm_16000` audio (16-bit little-endian
 * mono, the format the provider announces by default), a soft blip where a line starts and then silence for as
 * long as the line takes to say, in the short chunks the provider streams. Enough for the voice client's
 * player and its speaking/listening modes; there is no speech synthesis.
 */
import { encodeBase64 } from "../../lib/voice/base64";
import { speakingSeconds } from "./sim-call";

export const LEAD_AUDIO_FORMAT = "pcm_16000";
const SAMPLE_RATE = 16_000;
const CHUNK_SECONDS = 0.25;
/** A long line still plays for at most this long: the audio is a cue, not speech. */
const MAX_SECONDS = 8;
const BLIP_SECONDS = 0.12;
const BLIP_HZ = 660;
const BLIP_AMPLITUDE = 0.08 * 32_767;

/** The line's audio as base64 chunks (`audio_event.audio_base_64`). */
export function leadAudioChunks(line: string): string[] {
  const samples = Math.round(Math.min(speakingSeconds(line), MAX_SECONDS) * SAMPLE_RATE);
  const pcm = new DataView(new ArrayBuffer(samples * 2));
  const blip = Math.min(Math.round(BLIP_SECONDS * SAMPLE_RATE), samples);
  for (let i = 0; i < blip; i++) {
    // Faded in and out, so it does not click.
    const envelope = Math.sin((Math.PI * i) / blip);
    pcm.setInt16(
      i * 2,
      Math.round(BLIP_AMPLITUDE * envelope * Math.sin((2 * Math.PI * BLIP_HZ * i) / SAMPLE_RATE)),
      true,
    );
  }
  const bytes = new Uint8Array(pcm.buffer);
  const chunkBytes = CHUNK_SECONDS * SAMPLE_RATE * 2;
  const chunks: string[] = [];
  for (let start = 0; start < bytes.length; start += chunkBytes)
    chunks.push(encodeBase64(bytes.subarray(start, start + chunkBytes)));
  return chunks;
}
