/** @file Call recordings in R2: one deterministic key per conversation, so a repeated upload overwrites itself. */
import { AUDIO_RETENTION_DAYS } from "../../domain/constants";

export const AUDIO_CONTENT_TYPE = "audio/mpeg";

export function audioKey(conversationId: string): string {
  return `calls/${conversationId}/recording.mp3`;
}

export async function storeCallAudio(
  bucket: R2Bucket,
  conversationId: string,
  bytes: Uint8Array,
): Promise<{ key: string; size: number }> {
  const key = audioKey(conversationId);
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: AUDIO_CONTENT_TYPE },
    customMetadata: { conversationId },
  });
  return { key, size: bytes.byteLength };
}

/** AUDIO_RETENTION_DAYS in milliseconds: how long a demo call's recording and transcript are kept. */
export function retentionMs(env: Pick<Env, "AUDIO_RETENTION_DAYS">): number {
  const days = Number(env.AUDIO_RETENTION_DAYS);
  return (Number.isFinite(days) && days > 0 ? days : AUDIO_RETENTION_DAYS) * 86_400_000;
}

export function retentionExpiry(env: Pick<Env, "AUDIO_RETENTION_DAYS">, now: number): number {
  return now + retentionMs(env);
}

type Base64Decoder = { fromBase64?: (text: string) => Uint8Array };

/** Decodes base64 (the provider's `full_audio`); null when it is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, "");
  if (clean.length === 0 || clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  const native = (Uint8Array as unknown as Base64Decoder).fromBase64;
  if (native) return native(clean);
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

type Base64Encoder = { toBase64?: (this: Uint8Array) => string };

export function encodeBase64(bytes: Uint8Array): string {
  const native = (bytes as unknown as Base64Encoder).toBase64;
  if (native) return native.call(bytes);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
