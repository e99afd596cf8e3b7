import { jwtVerify, SignJWT } from "jose";

/** Distinguishes session tokens from the other token we sign with the same key (the sign-in state). */
const SESSION_AUDIENCE = "practiceline:session";

export async function signSessionToken(sid: string, expiresAt: Date, key: Uint8Array): Promise<string> {
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
}

/** The session id of a valid token; null for anything else (other algorithms, no `exp`, expired, tampered). */
export async function verifySessionToken(token: string, key: Uint8Array): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      audience: SESSION_AUDIENCE,
      requiredClaims: ["exp", "sid"],
    });
    return typeof payload.sid === "string" && payload.sid.length > 0 ? payload.sid : null;
  } catch {
    return null;
  }
}
