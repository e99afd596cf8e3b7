import { describe, expect, it } from "vitest";
import { MAX_SIGNATURE_AGE_SECONDS, signWebhookBody, verifyWebhookSignature } from "./webhook-signature";

const secret = "wsec_test";
const body = '{"type":"post_call_transcription","data":{}}';
const bytes = new TextEncoder().encode(body);
const now = 1_800_000_000;

async function check(header: string | null, at = now, key: string | undefined = secret) {
  return verifyWebhookSignature({ header, rawBody: bytes, secret: key, nowSeconds: at });
}

describe("ElevenLabs-Signature", () => {
  it("is t=<unix>,v0=<hex HMAC-SHA256 of t.body>, matching a known vector", async () => {
    // Computed independently: printf '1800000000.%s' "$body" | openssl dgst -sha256 -hmac wsec_test
    expect(await signWebhookBody(secret, body, now)).toBe(
      "t=1800000000,v0=b3b57c44f3c67bdcccb0187cf2c686286320b406aa3793a1cc3b561eeb6a36b6",
    );
    expect(await check(await signWebhookBody(secret, body, now))).toEqual({ valid: true, timestamp: now });
  });

  it("accepts the edge of the age window and refuses beyond it; like the provider, it sets no bound ahead", async () => {
    const old = now - MAX_SIGNATURE_AGE_SECONDS;
    expect((await check(await signWebhookBody(secret, body, old))).valid).toBe(true);
    expect(await check(await signWebhookBody(secret, body, old - 1))).toEqual({ valid: false, reason: "stale" });
    expect((await check(await signWebhookBody(secret, body, now + 24 * 3600))).valid).toBe(true);
  });

  it("names why a header is refused", async () => {
    const good = await signWebhookBody(secret, body, now);
    expect(await check(null)).toEqual({ valid: false, reason: "missing" });
    expect(await check("t=1,v1=abc")).toEqual({ valid: false, reason: "malformed" });
    expect(await check(good.replace("t=", "t=x"))).toEqual({ valid: false, reason: "malformed" });
    expect(await check(good.replace(/v0=./, "v0=g"))).toEqual({ valid: false, reason: "mismatch" });
    expect(await check(good.replace(/.$/, (c) => (c === "0" ? "1" : "0")))).toEqual({
      valid: false,
      reason: "mismatch",
    });
    expect(await verifyWebhookSignature({ header: good, rawBody: bytes, secret: undefined, nowSeconds: now })).toEqual({
      valid: false,
      reason: "unconfigured",
    });
    expect(await check(good, now, "another-secret")).toEqual({ valid: false, reason: "mismatch" });
  });
});
