/**
 * @file The `ElevenLabs-Signature` scheme of the post-call webhooks: `t=<unix seconds>,v0=<hex>` where hex is
 * HMAC-SHA256(secret, "<t>.<raw body>"). Verified on the raw bytes, compared in constant time. The verdicts
 * match the provider's own verifier (`webhooks.constructEvent` of @elevenlabs/elevenlabs-js), row by row:
 * lib/voice/webhook-signature.differential.test.ts holds the table.
 */
import { constantTimeEqual } from "./constant-time";

export const SIGNATURE_HEADER = "ElevenLabs-Signature";
/**
 * The provider's tolerance for old timestamps: what stops a captured delivery from being replayed. Like the
 * provider's verifier, nothing bounds timestamps ahead of ours: only a holder of the secret can choose `t`, a
 * genuine delivery carries the provider's clock, and a bound would only refuse genuine deliveries when clocks drift.
 */
export const MAX_SIGNATURE_AGE_SECONDS = 30 * 60;

export type SignatureCheck =
  | { valid: true; timestamp: number }
  | { valid: false; reason: "missing" | "malformed" | "stale" | "mismatch" | "unconfigured" };

const encoder = new TextEncoder();

/**
 * What can be judged before the body is read: a request with no signature, an unusable one or a stale one is
 * refused without reading (let alone hashing) up to 25 MB of body. Null when the body must be read and verified.
 */
export function signatureRefusal(input: {
  header: string | null | undefined;
  secret: string | undefined;
  nowSeconds: number;
}): Exclude<SignatureCheck, { valid: true }>["reason"] | null {
  if (!input.header) return "missing";
  if (!input.secret) return "unconfigured";
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) return "malformed";
  if (input.nowSeconds - parsed.timestamp > MAX_SIGNATURE_AGE_SECONDS) return "stale";
  return null;
}

export async function verifyWebhookSignature(input: {
  header: string | null | undefined;
  rawBody: Uint8Array;
  secret: string | undefined;
  nowSeconds: number;
}): Promise<SignatureCheck> {
  const refusal = signatureRefusal(input);
  if (refusal) return { valid: false, reason: refusal };
  const parsed = parseSignatureHeader(input.header!)!;
  const expected = `v0=${await hmacHex(input.secret!, parsed.signedTimestamp, input.rawBody)}`;
  return constantTimeEqual(encoder.encode(expected), encoder.encode(parsed.signature))
    ? { valid: true, timestamp: parsed.timestamp }
    : { valid: false, reason: "mismatch" };
}

/** What the provider sends; used by the simulator and by tests playing the provider. */
export async function signWebhookBody(
  secret: string,
  rawBody: string | Uint8Array,
  timestamp: number,
): Promise<string> {
  const bytes = typeof rawBody === "string" ? encoder.encode(rawBody) : rawBody;
  return `t=${timestamp},v0=${await hmacHex(secret, String(timestamp), bytes)}`;
}

/**
 * Read as the provider's verifier reads it: the first `t=` and the first `v0=` of the comma-separated parts,
 * anything else ignored. One deliberate difference: `t` must be decimal seconds (the provider's verifier would
 * take any text there, and a `t` that is not a number would never grow stale).
 */
function parseSignatureHeader(
  header: string,
): { timestamp: number; signedTimestamp: string; signature: string } | null {
  const parts = header.split(",");
  const signedTimestamp = parts.find((part) => part.startsWith("t="))?.slice(2);
  const signature = parts.find((part) => part.startsWith("v0="));
  if (!signedTimestamp || !signature || !/^\d{1,20}$/.test(signedTimestamp)) return null;
  return { timestamp: Number(signedTimestamp), signedTimestamp, signature };
}

/** Over the timestamp exactly as written in the header, as the provider signs and verifies it. */
async function hmacHex(secret: string, timestamp: string, body: Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const prefix = encoder.encode(`${timestamp}.`);
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix, 0);
  message.set(body, prefix.length);
  const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
