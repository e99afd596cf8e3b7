import { base64url } from "jose";

/** 32 random bytes, base64url: state, nonce and PKCE verifier (RFC 7636 §4.1 asks for 43+ characters). */
export function randomToken(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
}

/** PKCE S256 code challenge (RFC 7636 §4.2). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url.encode(new Uint8Array(digest));
}
