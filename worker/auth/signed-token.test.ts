import { base64url, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signedToken } from "./signed-token";

const key = new TextEncoder().encode("a-test-key-of-at-least-thirty-two-bytes!");
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);
const purpose = signedToken({ audience: "practiceline:test-purpose", requiredClaims: ["sub"] });

describe("signed tokens", () => {
  it("verify their own claims within their expiry", async () => {
    const token = await purpose.sign({ sub: "call-1" }, inAnHour(), key);
    expect(await purpose.verify(token, key)).toMatchObject({ sub: "call-1", aud: "practiceline:test-purpose" });
  });

  it("refuse a token signed with another algorithm and the same key", async () => {
    const token = await new SignJWT({ sub: "call-1" })
      .setProtectedHeader({ alg: "HS512" })
      .setAudience("practiceline:test-purpose")
      .setExpirationTime(inAnHour())
      .sign(key);
    expect(await purpose.verify(token, key)).toBeNull();
  });

  it("refuse an unsigned alg:none token", async () => {
    const encode = (value: object) => base64url.encode(JSON.stringify(value));
    const token = `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: "call-1", aud: "practiceline:test-purpose", exp: Math.floor(inAnHour().getTime() / 1000) })}.`;
    expect(await purpose.verify(token, key)).toBeNull();
  });

  it("refuse a token of another purpose (audience)", async () => {
    const other = signedToken({ audience: "practiceline:another-purpose", requiredClaims: ["sub"] });
    expect(await purpose.verify(await other.sign({ sub: "call-1" }, inAnHour(), key), key)).toBeNull();
  });

  it("refuse an expired token", async () => {
    const token = await purpose.sign({ sub: "call-1" }, new Date(Date.now() - 60 * 1000), key);
    expect(await purpose.verify(token, key)).toBeNull();
  });

  it("refuse a token with no expiry, or without a required claim", async () => {
    const noExpiry = await new SignJWT({ sub: "call-1" })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("practiceline:test-purpose")
      .sign(key);
    expect(await purpose.verify(noExpiry, key)).toBeNull();
    expect(await purpose.verify(await purpose.sign({}, inAnHour(), key), key)).toBeNull();
  });

  it("refuse a token signed with another key", async () => {
    const token = await purpose.sign(
      { sub: "call-1" },
      inAnHour(),
      new TextEncoder().encode("another-key-of-at-least-thirty-two-bytes"),
    );
    expect(await purpose.verify(token, key)).toBeNull();
  });
});
