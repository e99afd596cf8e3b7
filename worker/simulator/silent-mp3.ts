/**
 * A valid MP3 of silence: MPEG-1 Layer III frames at 32 kbit/s, 32 kHz, mono. Each frame is exactly 144 bytes
 * (144 × 32000 / 32000, no padding) and 1152 samples (36 ms) long; after the 4-byte header, all-zero side
 * information and main data decode to silence.
 */
const FRAME_BYTES = 144;
const FRAME_SECONDS = 1152 / 32_000;
const HEADER = [0xff, 0xfb, 0x18, 0xc0];

export function silentMp3(seconds: number): Uint8Array<ArrayBuffer> {
  const frames = Math.max(1, Math.ceil(seconds / FRAME_SECONDS));
  const bytes = new Uint8Array(frames * FRAME_BYTES);
  for (let frame = 0; frame < frames; frame++) bytes.set(HEADER, frame * FRAME_BYTES);
  return bytes;
}
