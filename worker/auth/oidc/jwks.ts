import { createRemoteJWKSet, jwksCache, type ExportedJWKSCache, type JWTVerifyGetKey } from "jose";

/** Fetched key sets, shared by requests of this isolate as plain data (never an in-flight fetch). */
const keySets = new Map<string, ExportedJWKSCache | Record<string, never>>();

/** The issuer's signing keys from its `jwks_uri`, refetched when a token names an unknown key. */
export function remoteKeySet(jwksUri: string): JWTVerifyGetKey {
  let cache = keySets.get(jwksUri);
  if (!cache) {
    cache = {};
    keySets.set(jwksUri, cache);
  }
  return createRemoteJWKSet(new URL(jwksUri), { [jwksCache]: cache, timeoutDuration: 5000 });
}
