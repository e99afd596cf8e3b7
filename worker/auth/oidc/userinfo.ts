import { identityClaims, type IdentityClaims } from "./id-token";
import { OidcError } from "./oidc-error";

const FETCH_TIMEOUT_MS = 5000;

/**
 * Providers may keep profile claims out of the ID token (OIDC Core §5.4) and serve them from the
 * UserInfo endpoint instead. Its `sub` must be the ID token's (§5.3.2), or the answer is ignored.
 */
export async function fetchUserInfo(
  userinfoEndpoint: string,
  accessToken: string,
  sub: string,
): Promise<IdentityClaims> {
  let response: Response;
  try {
    response = await fetch(userinfoEndpoint, {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch {
    throw new OidcError("userinfo_unreachable", 502);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !body || typeof body !== "object") throw new OidcError(`userinfo_http_${response.status}`, 502);
  const claims = body as Record<string, unknown>;
  if (claims.sub !== sub) throw new OidcError("userinfo_sub_mismatch");
  return identityClaims(claims);
}
