/**
 * @file An uploaded recording's container, by its first bytes, and its length where the header says it cheaply
 * (WAV exactly, constant-bit-rate MP3 from its first frame); other containers are measured by their transcript. Pure.
 */
import type { RecordingFormat } from "./real-call";

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The ID3v2 tag's length in front of an MP3's first frame (0 without one). */
export function id3Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== "ID3") return 0;
  return (
    10 + (((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f))
  );
}

/** Whether the bytes are the container the file's name says. */
export function looksLike(format: RecordingFormat, bytes: Uint8Array): boolean {
  switch (format) {
    case "mp3": {
      const at = id3Length(bytes);
      return bytes.length > at + 1 && bytes[at] === 0xff && (bytes[at + 1]! & 0xe0) === 0xe0;
    }
    case "wav":
      return ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WAVE";
    case "m4a":
      return ascii(bytes, 4, 4) === "ftyp" || (bytes[0] === 0xff && (bytes[1]! & 0xf6) === 0xf0);
    case "ogg":
      return ascii(bytes, 0, 4) === "OggS";
  }
}

const MP3_BITRATES_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];

/** Seconds of audio when the header says (WAV; MP3 at its first frame's bit rate), else null. */
export function recordingSeconds(format: RecordingFormat, bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === "wav" && bytes.length >= 44) {
    const byteRate = view.getUint32(28, true);
    return byteRate > 0 ? (bytes.length - 44) / byteRate : null;
  }
  if (format === "mp3") {
    const at = id3Length(bytes);
    // MPEG-1 Layer III only: the common case; other versions go by their transcript's length.
    if (bytes.length < at + 4 || (bytes[at + 1]! & 0x1e) !== 0x1a) return null;
    const kbps = MP3_BITRATES_KBPS[bytes[at + 2]! >> 4] ?? 0;
    return kbps > 0 ? ((bytes.length - at) * 8) / (kbps * 1000) : null;
  }
  return null;
}
