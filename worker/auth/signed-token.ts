/**
 * @file The one way the Worker signs a token of its own: HS256 with SESSION_SECRET's key (the algorithm is pinned
 * on both sides, so an `alg: none` or another algorithm never verifies), one audience per purpose (a token of one
 * kind never passes as another) and an expiry on every token.
 */
import { jwtVerify, SignJWT, type JWTPayload } from "jose";

const ALGORITHM = "HS256";

export interface SignedToken {
  /** A token carrying `claims` for this purpose until `expiresAt`. */
  sign(claims: JWTPayload, expiresAt: Date, key: Uint8Array): Promise<string>;
  /** The claims of a valid token of this purpose; null for anything else (other algorithm or audience, no or past `exp`, tampered, a missing required claim). */
  verify(token: string, key: Uint8Array): Promise<JWTPayload | null>;
}

export function signedToken(options: { audience: string; requiredClaims?: readonly string[] }): SignedToken {
  const { audience, requiredClaims = [] } = options;
  return {
    sign(claims, expiresAt, key) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    async verify(token, key) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience,
          requiredClaims: ["exp", ...requiredClaims],
        });
        return payload;
      } catch {
        return null;
      }
    },
  };
}
