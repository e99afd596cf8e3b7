import { z } from "zod";
import { OidcError } from "./oidc-error";

const providerMetadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
});
export type ProviderMetadata = z.infer<typeof providerMetadataSchema>;

const CACHE_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5000;
/** Only resolved documents are shared between requests (a Worker must not share in-flight I/O). */
const cache = new Map<string, { metadata: ProviderMetadata; fetchedAt: number }>();

/** `/.well-known/openid-configuration` of the issuer, whose `issuer` must match the configured one exactly. */
export async function discoverProvider(issuer: string, now = Date.now()): Promise<ProviderMetadata> {
  const cached = cache.get(issuer);
  if (cached && now - cached.fetchedAt < CACHE_MS) return cached.metadata;

  const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch {
    throw new OidcError("discovery_unreachable", 502);
  }
  if (!response.ok) throw new OidcError(`discovery_http_${response.status}`, 502);
  const parsed = providerMetadataSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new OidcError("discovery_invalid_document", 502);
  if (parsed.data.issuer !== issuer) throw new OidcError("discovery_issuer_mismatch", 502);
  const methods = parsed.data.code_challenge_methods_supported;
  if (methods && !methods.includes("S256")) throw new OidcError("discovery_no_pkce_s256", 502);

  cache.set(issuer, { metadata: parsed.data, fetchedAt: now });
  return parsed.data;
}
