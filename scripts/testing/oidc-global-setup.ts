/**
 * @file Worker tests: a real local OpenID provider for the sign-in flow, and a bare JWKS endpoint whose
 * private key the tests hold, to sign ID tokens with exactly the flaws they want to see refused.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import type { TestProject } from "vitest/node";
import type {} from "../../worker/auth/testing/provided-context";
import { startLocalOidcProvider } from "./local-oidc-provider";

/** Callbacks of the Worker tests' origin (vitest.workers.config.ts) and of the production-mode tests. */
const TEST_REDIRECT_URIS = ["http://localhost:8787/api/callback", "https://practiceline.example/api/callback"];
const TEST_CLIENT = { clientId: "practiceline-test", clientSecret: "practiceline-test-client-secret" };

export default async function setup(project: TestProject) {
  const provider = await startLocalOidcProvider({ ...TEST_CLIENT, redirectUris: TEST_REDIRECT_URIS });

  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  const kid = "test-signer";
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig" };
  const jwksServer = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  jwksServer.listen(0, "127.0.0.1");
  await once(jwksServer, "listening");

  project.provide("oidcIssuer", provider.issuer);
  project.provide("oidcClientId", TEST_CLIENT.clientId);
  project.provide("oidcClientSecret", TEST_CLIENT.clientSecret);
  project.provide("testJwksUrl", `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`);
  project.provide("testSigningJwk", { ...(await exportJWK(privateKey)), kid, alg: "ES256" });

  return async () => {
    jwksServer.closeAllConnections();
    jwksServer.close();
    await provider.close();
  };
}
