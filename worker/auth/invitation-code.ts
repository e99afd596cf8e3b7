import { base64url } from "jose";
import { paths } from "../../domain/app-paths";
import { isUuid } from "../../domain/ids";
import { signingKey } from "./secret";

/**
 * The secret part of an invitation link: `{id}.{HMAC-SHA256(SESSION_SECRET, purpose + id)}`. Nothing secret is
 * stored, so a database copy opens no team, yet the broker's list can show the same link again at any time.
 * Rotating SESSION_SECRET ends every open link (as it ends every session); the broker can send new ones.
 */
const PURPOSE = "practiceline team invitation v1:";

function hmacKey(env: Pick<Env, "SESSION_SECRET">): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", signingKey(env), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

export async function invitationCode(env: Pick<Env, "SESSION_SECRET">, invitationId: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(env), new TextEncoder().encode(PURPOSE + invitationId));
  return `${invitationId}.${base64url.encode(new Uint8Array(mac))}`;
}

/** The invitation id a code was made for, or null for anything we did not sign (checked in constant time). */
export async function invitationIdFromCode(env: Pick<Env, "SESSION_SECRET">, code: string): Promise<string | null> {
  const [id, mac, ...rest] = code.split(".");
  if (!id || !mac || rest.length > 0 || !isUuid(id)) return null;
  let signature: Uint8Array;
  try {
    signature = base64url.decode(mac);
  } catch {
    return null;
  }
  // One spelling per link: a variant that decodes to the same bytes (the last character's spare bits) is not it.
  if (base64url.encode(signature) !== mac) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(env),
    signature,
    new TextEncoder().encode(PURPOSE + id),
  );
  return valid ? id.toLowerCase() : null;
}

/** The link the broker hands to the invitee: our join screen, on APP_ORIGIN. */
export async function invitationLink(
  env: Pick<Env, "SESSION_SECRET" | "APP_ORIGIN">,
  requestUrl: string,
  invitationId: string,
): Promise<string> {
  const origin = new URL(env.APP_ORIGIN || requestUrl).origin;
  return `${origin}${paths.joinTeam(await invitationCode(env, invitationId))}`;
}
