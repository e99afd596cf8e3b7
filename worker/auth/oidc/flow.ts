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

export interface VerifiedIdentity extends IdentityClaims {
  /** The provider that vouches for `sub`: the configured issuer, which the ID token's `iss` matched exactly. */
  issuer: string;
  email: string;
  emailVerified: true;
}

/**
 * Checks the callback against this browser's login state, redeems the code and returns who signed in: always
 * with an email the provider says is verified (`email_verified === true`), or an OidcError.
 */
export async function completeLogin(
  settings: OidcSettings,
  loginState: LoginState,
  params: CallbackParams,
): Promise<VerifiedIdentity> {
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
  const needsUserInfo =
    identity.email === undefined ||
    identity.emailVerified === undefined ||
    (!identity.givenName && !identity.familyName);
  if (needsUserInfo && provider.userinfo_endpoint && tokens.access_token) {
    try {
      identity = withFallback(
        identity,
        await fetchUserInfo(provider.userinfo_endpoint, tokens.access_token, identity.sub),
      );
    } catch (error) {
      if (!identity.email) throw error;
    }
  }
  const { email, emailVerified } = identity;
  if (!email) throw new OidcError("email_missing");
  // Missing counts as unverified: a provider that does not vouch for the address must not open an account by it.
  if (emailVerified !== true) throw new OidcError("email_unverified");
  return { ...identity, issuer: settings.issuer, email, emailVerified };
}

/**
 * The ID token's claims, with gaps filled from UserInfo. The email and its verification travel as a pair: a
 * verification from UserInfo counts only for the address the ID token names (or when it names none).
 */
function withFallback(primary: IdentityClaims, extra: IdentityClaims): IdentityClaims {
  const defined = Object.fromEntries(Object.entries(primary).filter(([, value]) => value !== undefined));
  const email = primary.email ?? extra.email;
  const sameAddress = primary.email === undefined || extra.email?.toLowerCase() === primary.email.toLowerCase();
  const emailVerified = primary.emailVerified ?? (sameAddress ? extra.emailVerified : undefined);
  return { ...extra, ...defined, sub: primary.sub, email, emailVerified };
}
