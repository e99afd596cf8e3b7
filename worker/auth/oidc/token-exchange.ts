import { z } from "zod";
import type { ProviderMetadata } from "./discovery";
import { OidcError } from "./oidc-error";
import type { OidcSettings } from "./settings";

const tokenResponseSchema = z.object({
  id_token: z.string().min(1),
  access_token: z.string().min(1).optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

const FETCH_TIMEOUT_MS = 5000;

/** Authorization code → tokens at the token endpoint (client_secret_basic, PKCE verifier). */
export async function exchangeCode(
  provider: ProviderMetadata,
  settings: OidcSettings,
  code: string,
  codeVerifier: string,
): Promise<TokenResponse> {
  const credentials = btoa(`${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`);
  let response: Response;
  try {
    response = await fetch(provider.token_endpoint, {
      method: "POST",
      headers: {
        authorization: `Basic ${credentials}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: settings.redirectUri,
        code_verifier: codeVerifier,
      }),
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch {
    throw new OidcError("token_endpoint_unreachable", 502);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: unknown } | null)?.error;
    throw new OidcError(`token_exchange_${typeof error === "string" ? error : response.status}`);
  }
  const parsed = tokenResponseSchema.safeParse(body);
  if (!parsed.success) throw new OidcError("token_response_invalid", 502);
  return parsed.data;
}
