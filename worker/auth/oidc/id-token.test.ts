import { base64url, generateKeyPair, importJWK, SignJWT, type JWTPayload } from "jose";
import { describe, expect, inject, it } from "vitest";
import { verifyIdToken, type IdTokenExpectations } from "./id-token";
import { remoteKeySet } from "./jwks";
import { OidcError } from "./oidc-error";

/** ID tokens signed by the test's own key, published at a local JWKS endpoint (scripts/testing/oidc-global-setup.ts). */
const ISSUER = "https://id.example.test";
const CLIENT_ID = "practiceline";
const NONCE = "nonce-of-this-browser";

function expectations(overrides: Partial<IdTokenExpectations> = {}): IdTokenExpectations {
  return { issuer: ISSUER, clientId: CLIENT_ID, nonce: NONCE, keys: remoteKeySet(inject("testJwksUrl")), ...overrides };
}

async function idToken(claims: JWTPayload = {}, options: { expiresIn?: string | number; issuedAt?: number } = {}) {
  const jwk = inject("testSigningJwk");
  const key = await importJWK(jwk, "ES256");
  return new SignJWT({ sub: "user-123", nonce: NONCE, email: "Dana@Example.com", email_verified: true, ...claims })
    .setProtectedHeader({ alg: "ES256", kid: jwk.kid })
    .setIssuer(typeof claims.iss === "string" ? claims.iss : ISSUER)
    .setAudience(claims.aud ?? CLIENT_ID)
    .setIssuedAt(options.issuedAt)
    .setExpirationTime(options.expiresIn ?? "5m")
    .sign(key);
}

async function refusal(token: string, overrides: Partial<IdTokenExpectations> = {}): Promise<string> {
  try {
    await verifyIdToken(token, expectations(overrides));
  } catch (error) {
    expect(error).toBeInstanceOf(OidcError);
    return (error as OidcError).reason;
  }
  throw new Error("the ID token was accepted");
}

describe("verifyIdToken", () => {
  it("accepts a token from the issuer's keys for our client and nonce, and reads the profile claims", async () => {
    const token = await idToken({ given_name: "Dana", family_name: "Whitfield", picture: "https://img.example/d.png" });
    expect(await verifyIdToken(token, expectations())).toEqual({
      sub: "user-123",
      email: "Dana@Example.com",
      emailVerified: true,
      givenName: "Dana",
      familyName: "Whitfield",
      picture: "https://img.example/d.png",
    });
  });

  it("keeps a profile picture only when it is an https URL (the pages' CSP admits no other images from outside)", async () => {
    for (const picture of [
      "http://img.example/d.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "not a url",
      `https://img.example/${"a".repeat(2000)}`,
    ]) {
      const claims = await verifyIdToken(await idToken({ picture }), expectations());
      expect(claims.picture, picture.slice(0, 40)).toBeUndefined();
    }
  });

  it("refuses the wrong nonce", async () => {
    expect(await refusal(await idToken({ nonce: "someone-elses-nonce" }))).toBe("id_token_nonce_mismatch");
  });

  it("refuses a missing nonce", async () => {
    expect(await refusal(await idToken({ nonce: undefined }))).toBe("id_token_nonce_mismatch");
  });

  it("refuses the wrong audience", async () => {
    expect(await refusal(await idToken({ aud: "another-client" }))).toBe("id_token_ERR_JWT_CLAIM_VALIDATION_FAILED");
  });

  it("refuses several audiences when the authorized party is not us", async () => {
    expect(await refusal(await idToken({ aud: [CLIENT_ID, "another-client"], azp: "another-client" }))).toBe(
      "id_token_azp_mismatch",
    );
  });

  it("refuses the wrong issuer, including a near miss", async () => {
    expect(await refusal(await idToken({ iss: "https://evil.example.test" }))).toBe(
      "id_token_ERR_JWT_CLAIM_VALIDATION_FAILED",
    );
    expect(await refusal(await idToken({ iss: `${ISSUER}/` }))).toBe("id_token_ERR_JWT_CLAIM_VALIDATION_FAILED");
  });

  it("refuses an expired token", async () => {
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(await refusal(await idToken({}, { issuedAt: anHourAgo - 300, expiresIn: anHourAgo }))).toBe(
      "id_token_ERR_JWT_EXPIRED",
    );
  });

  it("refuses a token signed by a key the issuer does not publish", async () => {
    const { privateKey } = await generateKeyPair("ES256");
    const forged = await new SignJWT({ sub: "user-123", nonce: NONCE })
      .setProtectedHeader({ alg: "ES256", kid: inject("testSigningJwk").kid })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
    expect(await refusal(forged)).toBe("id_token_ERR_JWS_SIGNATURE_VERIFICATION_FAILED");
  });

  it("refuses an unsigned alg:none token", async () => {
    const encode = (value: object) => base64url.encode(JSON.stringify(value));
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: "none" })}.${encode({ iss: ISSUER, aud: CLIENT_ID, sub: "u", nonce: NONCE, iat: now, exp: now + 300 })}.`;
    expect(await refusal(unsigned)).toMatch(/^id_token_ERR_/);
  });

  it("refuses an HMAC token, whatever secret it was made with", async () => {
    const hmac = await new SignJWT({ sub: "u", nonce: NONCE })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode(CLIENT_ID.padEnd(32, "x")));
    expect(await refusal(hmac)).toBe("id_token_ERR_JOSE_ALG_NOT_ALLOWED");
  });

  it("refuses a token without iat", async () => {
    const jwk = inject("testSigningJwk");
    const token = await new SignJWT({ sub: "u", nonce: NONCE })
      .setProtectedHeader({ alg: "ES256", kid: jwk.kid })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setExpirationTime("5m")
      .sign(await importJWK(jwk, "ES256"));
    expect(await refusal(token)).toBe("id_token_ERR_JWT_CLAIM_VALIDATION_FAILED");
  });
});
