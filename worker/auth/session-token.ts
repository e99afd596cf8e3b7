import { signedToken } from "./signed-token";

/** Distinguishes session tokens from the other tokens we sign with the same key (the sign-in state, cookies). */
const sessionToken = signedToken({ audience: "practiceline:session", requiredClaims: ["sid"] });

export function signSessionToken(sid: string, expiresAt: Date, key: Uint8Array): Promise<string> {
  return sessionToken.sign({ sid }, expiresAt, key);
}

/** The session id of a valid token; null for anything else (other algorithms, no `exp`, expired, tampered). */
export async function verifySessionToken(token: string, key: Uint8Array): Promise<string | null> {
  const payload = await sessionToken.verify(token, key);
  return typeof payload?.sid === "string" && payload.sid.length > 0 ? payload.sid : null;
}
