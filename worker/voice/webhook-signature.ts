/**
 * @file The `ElevenLabs-Signature` scheme of the post-call webhooks: `t=<unix seconds>,v0=<hex>` where hex is
 * HMAC-SHA256(secret, "<t>.<raw body>"). Verified on the raw bytes, compared in constant time.
 */
import { constantTimeEqual } from "./constant-time";

export const SIGNATURE_HEADER = "ElevenLabs-Signature";
/** The provider's own tolerance for old timestamps. */
export const MAX_SIGNATURE_AGE_SECONDS = 30 * 60;
/** Clock skew we forgive for timestamps ahead of ours; the SDKs do not check this side at all. */
export const MAX_SIGNATURE_SKEW_SECONDS = 5 * 60;

export type SignatureCheck =
  | { valid: true; timestamp: number }
  | { valid: false; reason: "missing" | "malformed" | "stale" | "future" | "mismatch" | "unconfigured" };

const encoder = new TextEncoder();

export async function verifyWebhookSignature(input: {
  header: string | null | undefined;
  rawBody: Uint8Array;
  secret: string | undefined;
  nowSeconds: number;
}): Promise<SignatureCheck> {
  if (!input.secret) return { valid: false, reason: "unconfigured" };
  if (!input.header) return { valid: false, reason: "missing" };
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) return { valid: false, reason: "malformed" };
  if (input.nowSeconds - parsed.timestamp > MAX_SIGNATURE_AGE_SECONDS) return { valid: false, reason: "stale" };
  if (parsed.timestamp - input.nowSeconds > MAX_SIGNATURE_SKEW_SECONDS) return { valid: false, reason: "future" };
  const expected = `v0=${await hmacHex(input.secret, parsed.timestamp, input.rawBody)}`;
  return constantTimeEqual(encoder.encode(expected), encoder.encode(`v0=${parsed.v0}`))
    ? { valid: true, timestamp: parsed.timestamp }
    : { valid: false, reason: "mismatch" };
}

/** What the provider sends; used by the simulator and by tests playing the provider. */
export async function signWebhookBody(secret: string, rawBody: string | Uint8Array, timestamp: number): Promise<string> {
  const bytes = typeof rawBody === "string" ? encoder.encode(rawBody) : rawBody;
  return `t=${timestamp},v0=${await hmacHex(secret, timestamp, bytes)}`;
}

function parseSignatureHeader(header: string): { timestamp: number; v0: string } | null {
  let timestamp: string | undefined;
  let v0: string | undefined;
  for (const part of header.split(",")) {
    const separator = part.indexOf("=");
    if (separator <= 0) return null;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === "t") timestamp = value;
    else if (key === "v0") v0 = value;
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return null;
  if (!v0 || !/^[0-9a-f]{64}$/.test(v0)) return null;
  return { timestamp: Number(timestamp), v0 };
}

async function hmacHex(secret: string, timestamp: number, body: Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const prefix = encoder.encode(`${timestamp}.`);
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix, 0);
  message.set(body, prefix.length);
  const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
