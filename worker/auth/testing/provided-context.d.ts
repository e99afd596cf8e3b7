/** Values scripts/testing/oidc-global-setup.ts provides to the Worker tests (`inject(...)`). */
import type { JWK } from "jose";

declare module "vitest" {
  export interface ProvidedContext {
    oidcIssuer: string;
    oidcClientId: string;
    oidcClientSecret: string;
    /** A JWKS endpoint on 127.0.0.1 publishing the public half of `testSigningJwk`. */
    testJwksUrl: string;
    testSigningJwk: JWK;
  }
}
