/** @file Call recordings in R2: one deterministic key per conversation, so a repeated upload overwrites itself. */
import { retentionMs } from "../../domain/retention";
import { audioKey } from "./protocol";

export const AUDIO_CONTENT_TYPE = "audio/mpeg";

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

/** When a recording stored now leaves R2: AUDIO_RETENTION_DAYS from now. */
export function retentionExpiry(env: Pick<Env, "AUDIO_RETENTION_DAYS">, now: number): number {
  return now + retentionMs(env.AUDIO_RETENTION_DAYS);
}
