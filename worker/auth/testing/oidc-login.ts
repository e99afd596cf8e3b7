/** @file Worker-test driver for the whole OpenID Connect sign-in against the local provider. */
import { env, SELF } from "cloudflare:test";
import { inject } from "vitest";
import { loginStateCookieName } from "../cookies";
import { CookieJar, setCookies } from "./cookies";

export const TEST_ORIGIN = "http://localhost:8787";

/** Claims the provider will hold for the account that signs in (the login form of a real provider). */
export interface ProviderAccount {
  /** The provider's subject; the email when left out. */
  sub?: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface LoginStart {
  response: Response;
  authorizeUrl: URL;
  /** `Cookie` header carrying the browser's login state. */
  loginCookie: string;
}

/** `GET /api/login`: where the provider is, and the cookie that binds the login to this "browser". */
export async function startLogin(query = ""): Promise<LoginStart> {
  const response = await SELF.fetch(`${TEST_ORIGIN}/api/login${query}`, { redirect: "manual" });
  const name = loginStateCookieName(env);
  const value = setCookies(response).get(name);
  if (response.status !== 302 || !value) throw new Error(`login did not start: ${response.status}`);
  return { response, authorizeUrl: new URL(response.headers.get("location")!), loginCookie: `${name}=${value}` };
}

/** Signs in at the provider as `account`; returns the URL the provider sends the browser back to. */
export async function signInAtProvider(authorizeUrl: URL, account: ProviderAccount): Promise<URL> {
  const issuer = inject("oidcIssuer");
  const jar = new CookieJar();
  const follow = async (url: URL | string, init: RequestInit = {}): Promise<URL> => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get("location");
    if (!location) throw new Error(`provider answered ${response.status} without a redirect: ${await response.text()}`);
    return new URL(location, url);
  };

  const interaction = await follow(authorizeUrl);
  if (!interaction.pathname.startsWith("/interaction/"))
    throw new Error(`expected the login interaction, got ${interaction}`);
  let next = await follow(`${interaction.href}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  while (next.origin === issuer) next = await follow(next);
  return next;
}

/** `GET /api/callback` as the browser that started the login. */
export function finishLogin(callbackUrl: URL, loginCookie: string): Promise<Response> {
  return SELF.fetch(callbackUrl.href, { headers: { cookie: loginCookie }, redirect: "manual" });
}

export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@oidc.test.practiceline.dev`;
}
