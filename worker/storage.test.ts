import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("R2 audio bucket", () => {
  it("stores and returns call audio with its content type", async () => {
    const bytes = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 1, 2, 3]);
    await env.AUDIO.put("calls/test/audio.mp3", bytes, { httpMetadata: { contentType: "audio/mpeg" } });
    const object = await env.AUDIO.get("calls/test/audio.mp3");
    expect(object?.httpMetadata?.contentType).toBe("audio/mpeg");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
  });
});
