/**
 * Our `ElevenLabs-Signature` check against the provider's own (`webhooks.constructEvent` of the pinned
 * @elevenlabs/elevenlabs-js): the same header, body, secret and clock go to both, and the verdicts must agree on
 * every row. A change on either side (ours, or the SDK's after an upgrade) shows up here as a disagreeing row.
 */
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_SIGNATURE_AGE_SECONDS, signWebhookBody, verifyWebhookSignature } from "./webhook-signature";

const SECRET = "wsec_differential";
const NOW = 1_800_000_000;
const BODY = JSON.stringify({
  type: "post_call_transcription",
  event_timestamp: NOW,
  data: { conversation_id: "conv_1", transcript: [] },
});
const sdk = new ElevenLabsClient({ apiKey: "unused" }).webhooks;

interface Row {
  name: string;
  header: () => Promise<string | undefined>;
  body?: string;
  secret?: string;
  accepted: boolean;
}

const signed = (at: number, secret = SECRET, body = BODY) => signWebhookBody(secret, body, at);
const digestOf = async (at: number | string, body = BODY) =>
  (await signWebhookBody(SECRET, body, at as number)).split(",v0=")[1]!;

const ROWS: Row[] = [
  { name: "signed now", header: () => signed(NOW), accepted: true },
  {
    name: `signed ${MAX_SIGNATURE_AGE_SECONDS} s ago (the edge of the window)`,
    header: () => signed(NOW - MAX_SIGNATURE_AGE_SECONDS),
    accepted: true,
  },
  {
    name: "stale: one second past the window",
    header: () => signed(NOW - MAX_SIGNATURE_AGE_SECONDS - 1),
    accepted: false,
  },
  { name: "stale: a day old", header: () => signed(NOW - 86_400), accepted: false },
  { name: "future: ten minutes ahead", header: () => signed(NOW + 600), accepted: true },
  { name: "future: a day ahead", header: () => signed(NOW + 86_400), accepted: true },
  { name: "wrong secret", header: () => signed(NOW, "wsec_someone_else"), accepted: false },
  { name: "no secret configured", header: () => signed(NOW), secret: "", accepted: false },
  { name: "no header", header: async () => undefined, accepted: false },
  { name: "empty header", header: async () => "", accepted: false },
  { name: "missing v0 (timestamp only)", header: async () => `t=${NOW}`, accepted: false },
  {
    name: "missing v0 (another scheme only)",
    header: async () => `t=${NOW},v1=${await digestOf(NOW)}`,
    accepted: false,
  },
  { name: "missing t", header: async () => `v0=${await digestOf(NOW)}`, accepted: false },
  { name: "edited body", header: () => signed(NOW), body: BODY.replace("conv_1", "conv_2"), accepted: false },
  {
    name: "re-serialised body (whitespace)",
    header: () => signed(NOW),
    body: JSON.stringify(JSON.parse(BODY), null, 1),
    accepted: false,
  },
  {
    name: "digest in upper case",
    header: async () => `t=${NOW},v0=${(await digestOf(NOW)).toUpperCase()}`,
    accepted: false,
  },
  {
    name: "digest cut short",
    header: async () => `t=${NOW},v0=${(await digestOf(NOW)).slice(0, 32)}`,
    accepted: false,
  },
  {
    name: "digest of another timestamp",
    header: async () => `t=${NOW},v0=${await digestOf(NOW - 1)}`,
    accepted: false,
  },
  { name: "parts in the other order", header: async () => `v0=${await digestOf(NOW)},t=${NOW}`, accepted: true },
  {
    name: "an extra unknown part",
    header: async () => `t=${NOW},v0=${await digestOf(NOW)},v1=deadbeef`,
    accepted: true,
  },
  {
    name: "two v0 parts, the first right",
    header: async () => `t=${NOW},v0=${await digestOf(NOW)},v0=${"0".repeat(64)}`,
    accepted: true,
  },
  {
    name: "two v0 parts, the first wrong",
    header: async () => `t=${NOW},v0=${"0".repeat(64)},v0=${await digestOf(NOW)}`,
    accepted: false,
  },
  { name: "a space after the comma", header: async () => `t=${NOW}, v0=${await digestOf(NOW)}`, accepted: false },
  {
    name: "timestamp with leading zeros, signed as written",
    header: async () => `t=00${NOW},v0=${await digestOf(`00${NOW}`)}`,
    accepted: true,
  },
];

async function sdkAccepts(row: Row, header: string | undefined): Promise<boolean> {
  try {
    await sdk.constructEvent(row.body ?? BODY, header as string, row.secret ?? SECRET);
    return true;
  } catch {
    return false;
  }
}

async function weAccept(row: Row, header: string | undefined): Promise<boolean> {
  const check = await verifyWebhookSignature({
    header,
    rawBody: new TextEncoder().encode(row.body ?? BODY),
    secret: row.secret ?? SECRET,
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  return check.valid;
}

describe("our webhook signature check and the provider SDK's", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW * 1000);
  });
  afterEach(() => vi.useRealTimers());

  it.each(ROWS)("agree: $name", async (row) => {
    const header = await row.header();
    expect({ sdk: await sdkAccepts(row, header), ours: await weAccept(row, header) }).toEqual({
      sdk: row.accepted,
      ours: row.accepted,
    });
  });

  it("differ on purpose in one place: a timestamp that is not decimal seconds, which only the secret's holder can sign", async () => {
    // The SDK verifies the HMAC over whatever text `t` holds; `Number("1.8e9") * 1000` passes its age check, and a
    // text like "soon" (NaN) never fails it. We take decimal seconds only, so every accepted signature grows stale.
    for (const text of [`${NOW / 1e8}e8`, "soon"]) {
      const row: Row = { name: text, header: async () => `t=${text},v0=${await digestOf(text)}`, accepted: false };
      const header = await row.header();
      expect({ sdk: await sdkAccepts(row, header), ours: await weAccept(row, header) }).toEqual({
        sdk: true,
        ours: false,
      });
    }
  });
});
