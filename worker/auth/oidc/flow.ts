import { discoverProvider } from "./discovery";
import { verifyIdToken, type IdentityClaims } from "./id-token";
import { remoteKeySet } from "./jwks";
import { signLoginState, type LoginState } from "./login-state";
import { OidcError } from "./oidc-error";
import { codeChallengeS256, randomToken } from "./random";
import type { OidcSettings } from "./settings";
import { exchangeCode } from "./token-exchange";
import { fetchUserInfo } from "./userinfo";

const SCOPE = "openid email profile";

export interface LoginStart {
  authorizationUrl: string;
  /** Signed state, nonce, PKCE verifier and return path: the browser keeps it in a cookie until the callback. */
  loginStateToken: string;
}

/** Authorization code request with PKCE (S256), a fresh state and a fresh nonce. */
export async function beginLogin(settings: OidcSettings, key: Uint8Array, returnTo: string): Promise<LoginStart> {
  const provider = await discoverProvider(settings.issuer);
  const loginState: LoginState = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken(), returnTo };
  const url = new URL(provider.authorization_endpoint);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", settings.clientId);
  url.searchParams.set("redirect_uri", settings.redirectUri);
  url.searchParams.set("scope", SCOPE);
  url.searchParams.set("state", loginState.state);
  url.searchParams.set("nonce", loginState.nonce);
  url.searchParams.set("code_challenge", await codeChallengeS256(loginState.codeVerifier));
  url.searchParams.set("code_challenge_method", "S256");
  return { authorizationUrl: url.href, loginStateToken: await signLoginState(loginState, key) };
}

export interface CallbackParams {
  state?: string;
  code?: string;
  error?: string;
  iss?: string;
}

/** Checks the callback against this browser's login state, redeems the code and returns who signed in. */
export async function completeLogin(
  settings: OidcSettings,
  loginState: LoginState,
  params: CallbackParams,
): Promise<IdentityClaims & { email: string }> {
  if (!params.state || params.state !== loginState.state) throw new OidcError("state_mismatch");
  if (params.error) throw new OidcError(`provider_${params.error}`);
  // RFC 9207: a provider that names itself in the response must be the one we sent the visitor to.
  if (params.iss !== undefined && params.iss !== settings.issuer) throw new OidcError("issuer_mismatch");
  if (!params.code) throw new OidcError("code_missing");

  const provider = await discoverProvider(settings.issuer);
  const tokens = await exchangeCode(provider, settings, params.code, loginState.codeVerifier);
  let identity = await verifyIdToken(tokens.id_token, {
    issuer: settings.issuer,
    clientId: settings.clientId,
    nonce: loginState.nonce,
    keys: remoteKeySet(provider.jwks_uri),
  });
  const needsProfile = !identity.email || (!identity.givenName && !identity.familyName);
  if (needsProfile && provider.userinfo_endpoint && tokens.access_token) {
    try {
      identity = withFallback(identity, await fetchUserInfo(provider.userinfo_endpoint, tokens.access_token, identity.sub));
    } catch (error) {
      if (!identity.email) throw error;
    }
  }
  const { email } = identity;
  if (!email) throw new OidcError("email_missing");
  if (identity.emailVerified === false) throw new OidcError("email_unverified");
  return { ...identity, email };
}

/** The ID token's claims, with gaps filled from UserInfo. */
function withFallback(primary: IdentityClaims, extra: IdentityClaims): IdentityClaims {
  const defined = Object.fromEntries(Object.entries(primary).filter(([, value]) => value !== undefined));
  return { ...extra, ...defined, sub: primary.sub };
}
