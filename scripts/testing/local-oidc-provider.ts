/**
 * @file A real OpenID provider (npm `oidc-provider`) on 127.0.0.1 for tests. The login screen is replaced
 * by `POST /interaction/:uid/login` with the account's claims as JSON (`sub` optional, the email by default),
 * so a test can sign in over HTTP as anyone, with a verified, unverified or unstated email;
 * everything else (discovery, authorize, PKCE, token, JWKS, UserInfo) is the library's real protocol.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";

export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface LocalOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

const SCOPE = "openid email profile";

export async function startLocalOidcProvider(client: LocalOidcClient): Promise<LocalOidcProvider> {
  const accounts = new Map<string, Record<string, unknown>>();
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "local-provider", alg: "RS256", use: "sig" };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ["local-oidc-provider-cookie-key"] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "picture"],
    },
    async findAccount(_ctx, sub) {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: async () => ({ sub, ...claims }) } : undefined;
    },
    // A first-party client: consent is implied, so the login is the only interaction.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { session, client: oidcClient, provider: oidc } = ctx.oidc;
      if (!session?.accountId || !oidcClient) return undefined;
      const grantId = session.grantIdFor(oidcClient.clientId);
      if (grantId) return oidc.Grant.find(grantId);
      const grant = new oidc.Grant({ clientId: oidcClient.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
  });
  const handleProtocol = provider.callback();

  server.on("request", (req, res) => {
    const path = new URL(req.url ?? "/", issuer).pathname;
    const login = /^\/interaction\/[^/]+\/login$/.test(path);
    if (req.method === "POST" && login) {
      void (async () => {
        try {
          // The posted claims are the account: `sub` when given (else the email), and `email_verified` exactly
          // as given, so tests can have the provider say false or nothing at all.
          const claims = JSON.parse(await readBody(req)) as Record<string, unknown>;
          const accountId = String(claims.sub ?? claims.email);
          accounts.set(accountId, claims);
          await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
        } catch (error) {
          res.statusCode = 400;
          res.end(String(error));
        }
      })();
      return;
    }
    handleProtocol(req, res);
  });

  return {
    issuer,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
