export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** The OpenID provider of OIDC_ISSUER/CLIENT_ID/CLIENT_SECRET; null when sign-in is not configured. */
export function oidcSettings(
  env: Pick<Env, "OIDC_ISSUER" | "OIDC_CLIENT_ID" | "OIDC_CLIENT_SECRET" | "APP_ORIGIN">,
): OidcSettings | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, APP_ORIGIN: origin } = env;
  if (!issuer || !clientId || !clientSecret || !origin) return null;
  return { issuer, clientId, clientSecret, redirectUri: new URL("/api/callback", origin).href };
}
