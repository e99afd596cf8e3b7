import { env, SELF } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "../../../domain/auth";
import { loginStateCookieName, sessionCookieName } from "../cookies";
import { setCookieHeader, setCookies } from "../testing/cookies";
import { fetchWithEnv, PRODUCTION_ORIGIN, productionEnv } from "../testing/fetch-with-env";
import { finishLogin, signInAtProvider, startLogin, TEST_ORIGIN, uniqueEmail } from "../testing/oidc-login";
import { NORMALISING_REDIRECT_PAYLOADS } from "../testing/redirect-payloads";
import { createTestUser } from "../testing/sign-in-as";
import { sessions, users } from "../../../lib/db/schema";
import { withDb } from "../../../lib/db/testing/with-db";

const userByEmail = (email: string) =>
  withDb(async (db) => (await db.select().from(users).where(eq(users.email, email.toLowerCase())))[0]);

const sessionsOf = (userId: string) =>
  withDb((db) =>
    db
      .select()
      .from(sessions)
      .where(sql`${sessions.sess}->>'userId' = ${userId}`),
  );

function sessionCookie(response: Response): string {
  const name = sessionCookieName(env);
  const value = setCookies(response).get(name);
  if (!value) throw new Error("no session cookie was set");
  return `${name}=${value}`;
}

const currentUser = (cookie: string) => SELF.fetch(`${TEST_ORIGIN}/api/auth/user`, { headers: { cookie } });

async function expectFriendlyRefusal(response: Response, status = 400) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("text/html");
  const page = await response.text();
  expect(page).toContain("We couldn&#39;t sign you in");
  expect(page).not.toMatch(/Error:|at .*\(|stack|invalid_grant|JWS|JWT/);
  expect(setCookies(response).get(sessionCookieName(env)) ?? "").toBe("");
}

describe("OpenID Connect sign-in against a local provider", () => {
  it("starts an authorization code flow with PKCE S256, state and nonce bound to the browser", async () => {
    const { response, authorizeUrl } = await startLogin();
    const params = authorizeUrl.searchParams;
    expect(authorizeUrl.origin).toBe(new URL(env.OIDC_ISSUER!).origin);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("client_id")).toBe(env.OIDC_CLIENT_ID);
    expect(params.get("redirect_uri")).toBe(`${TEST_ORIGIN}/api/callback`);
    expect(params.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("nonce")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cookie = setCookieHeader(response, loginStateCookieName(env))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=600/);
    // The cookie is signed: the state and the verifier are not readable in plain text in the URL.
    expect(cookie).not.toContain(params.get("state")!);
  });

  it("signs a new user in as an agent, returns where they were going, and signs them out for good", async () => {
    const email = uniqueEmail("Dana.Whitfield").replace("dana", "Dana");
    const start = await startLogin("?returnTo=%2Fagent-dashboard%3Ftab%3Dhistory");
    const callback = await signInAtProvider(start.authorizeUrl, {
      email,
      email_verified: true,
      given_name: "Dana",
      family_name: "Whitfield",
      picture: "https://images.example/dana.png",
    });
    expect(`${callback.origin}${callback.pathname}`).toBe(`${TEST_ORIGIN}/api/callback`);
    expect(callback.searchParams.get("code")).toBeTruthy();

    const response = await finishLogin(callback, start.loginCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/agent-dashboard?tab=history");
    const cookies = setCookies(response);
    expect(cookies.get(loginStateCookieName(env))).toBe("");
    expect(cookies.get(SIGNED_IN_HINT_COOKIE)).toBe("1");
    const sessionHeader = setCookieHeader(response, sessionCookieName(env))!;
    expect(sessionHeader).toMatch(/HttpOnly/);
    expect(sessionHeader).toMatch(/SameSite=Lax/);
    expect(sessionHeader).toMatch(/Path=\//);

    const cookie = sessionCookie(response);
    const me = await currentUser(cookie);
    expect(me.status).toBe(200);
    const user = await userByEmail(email);
    expect(await me.json()).toEqual({
      id: user!.id,
      email: email.toLowerCase(),
      firstName: "Dana",
      lastName: "Whitfield",
      profileImageUrl: "https://images.example/dana.png",
      role: "agent",
      isTrainer: "no",
    });
    expect(user!.brokerId).toBeNull();
    expect(await sessionsOf(user!.id)).toHaveLength(1);

    const logout = await SELF.fetch(`${TEST_ORIGIN}/api/logout`, {
      method: "POST",
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(logout.status).toBe(204);
    expect(setCookies(logout).get(sessionCookieName(env))).toBe("");
    expect(setCookies(logout).get(SIGNED_IN_HINT_COOKIE)).toBe("");
    expect(await sessionsOf(user!.id)).toHaveLength(0);
    expect((await currentUser(cookie)).status).toBe(401);
  });

  it("keeps an existing user's role and team, refreshes the profile, and starts a new session id each time", async () => {
    const broker = await createTestUser({ role: "broker", label: "oidc-broker" });
    const first = await startLogin();
    const firstResponse = await finishLogin(
      await signInAtProvider(first.authorizeUrl, {
        sub: broker.id,
        email: broker.email.toUpperCase(),
        email_verified: true,
        given_name: "Renamed",
      }),
      first.loginCookie,
    );
    expect(firstResponse.headers.get("location")).toBe("/");
    const firstCookie = sessionCookie(firstResponse);
    expect(await (await currentUser(firstCookie)).json()).toMatchObject({
      id: broker.id,
      role: "broker",
      firstName: "Renamed",
      lastName: broker.lastName,
    });

    // The same browser signs in again: the old session ends, a new one begins.
    const second = await startLogin();
    const secondResponse = await finishLogin(
      await signInAtProvider(second.authorizeUrl, { sub: broker.id, email: broker.email, email_verified: true }),
      `${second.loginCookie}; ${firstCookie}`,
    );
    const secondCookie = sessionCookie(secondResponse);
    expect(secondCookie).not.toBe(firstCookie);
    expect((await currentUser(firstCookie)).status).toBe(401);
    expect((await currentUser(secondCookie)).status).toBe(200);
    expect(await sessionsOf(broker.id)).toHaveLength(1);
  });

  it.each([
    ...NORMALISING_REDIRECT_PAYLOADS,
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
  ])("never redirects off-site after signing in with returnTo=%s", async (returnTo) => {
    const start = await startLogin(`?returnTo=${encodeURIComponent(returnTo)}`);
    const response = await finishLogin(
      await signInAtProvider(start.authorizeUrl, { email: uniqueEmail("redirect"), email_verified: true }),
      start.loginCookie,
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(new URL(location, TEST_ORIGIN).origin).toBe(TEST_ORIGIN);
    expect(location).toBe("/");
  });

  it.each(NORMALISING_REDIRECT_PAYLOADS)(
    "sends the development login only a path on this site for returnTo=%s",
    async (returnTo) => {
      const unconfigured = { OIDC_ISSUER: undefined, OIDC_CLIENT_ID: undefined, OIDC_CLIENT_SECRET: undefined };
      const response = await fetchWithEnv(
        unconfigured,
        `${TEST_ORIGIN}/api/login?returnTo=${encodeURIComponent(returnTo)}`,
      );
      expect(response.headers.get("location")).toBe("/dev");
    },
  );
});

describe("refused sign-ins end on a friendly page and create nothing", () => {
  it("refuses a callback whose state is not this browser's", async () => {
    const email = uniqueEmail("wrong-state");
    const start = await startLogin();
    const callback = await signInAtProvider(start.authorizeUrl, { email, email_verified: true });
    callback.searchParams.set("state", "attacker-chosen-state");
    await expectFriendlyRefusal(await finishLogin(callback, start.loginCookie));
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("refuses a callback from a browser that never started the login (no login cookie)", async () => {
    const email = uniqueEmail("no-cookie");
    const start = await startLogin();
    const callback = await signInAtProvider(start.authorizeUrl, { email, email_verified: true });
    await expectFriendlyRefusal(await SELF.fetch(callback.href, { redirect: "manual" }));
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("refuses a login cookie that was tampered with", async () => {
    const email = uniqueEmail("tampered-state");
    const start = await startLogin();
    const callback = await signInAtProvider(start.authorizeUrl, { email, email_verified: true });
    // The signature's first character: its last one holds padding bits, so changing it may decode to the same bytes.
    const signatureStart = start.loginCookie.lastIndexOf(".") + 1;
    const original = start.loginCookie[signatureStart];
    const tampered = `${start.loginCookie.slice(0, signatureStart)}${original === "A" ? "B" : "A"}${start.loginCookie.slice(signatureStart + 1)}`;
    await expectFriendlyRefusal(await finishLogin(callback, tampered));
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("refuses a replayed authorization code", async () => {
    const email = uniqueEmail("replay");
    const start = await startLogin();
    const callback = await signInAtProvider(start.authorizeUrl, { email, email_verified: true });
    expect((await finishLogin(callback, start.loginCookie)).status).toBe(302);
    const user = await userByEmail(email);
    expect(await sessionsOf(user!.id)).toHaveLength(1);

    await expectFriendlyRefusal(await finishLogin(callback, start.loginCookie));
    expect(await sessionsOf(user!.id)).toHaveLength(1);
  });

  it("refuses a code redeemed with a login state from another attempt (PKCE verifier and nonce differ)", async () => {
    const email = uniqueEmail("swapped");
    const victim = await startLogin();
    const attacker = await startLogin();
    const callback = await signInAtProvider(attacker.authorizeUrl, { email, email_verified: true });
    callback.searchParams.set("state", victim.authorizeUrl.searchParams.get("state")!);
    await expectFriendlyRefusal(await finishLogin(callback, victim.loginCookie));
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("refuses a made-up code", async () => {
    const start = await startLogin();
    const state = start.authorizeUrl.searchParams.get("state")!;
    const callback = new URL(`${TEST_ORIGIN}/api/callback?code=made-up&state=${state}`);
    await expectFriendlyRefusal(await finishLogin(callback, start.loginCookie));
  });

  it("shows the provider's refusal (access_denied) as a cancelled sign-in", async () => {
    const start = await startLogin();
    const state = start.authorizeUrl.searchParams.get("state")!;
    const callback = new URL(`${TEST_ORIGIN}/api/callback?error=access_denied&state=${state}`);
    const response = await finishLogin(callback, start.loginCookie);
    await expectFriendlyRefusal(response.clone());
    expect(await response.text()).toContain("cancelled or refused");
  });

  it("refuses an account whose email the provider says is not verified", async () => {
    const email = uniqueEmail("unverified");
    const start = await startLogin();
    const callback = await signInAtProvider(start.authorizeUrl, { email, email_verified: false });
    await expectFriendlyRefusal(await finishLogin(callback, start.loginCookie));
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("says the provider could not be reached with a 502 page when its discovery document is unusable", async () => {
    // A server that answers every path with a key set, not a provider configuration.
    const notAProvider = new URL(inject("testJwksUrl")).origin;
    const response = await fetchWithEnv({ OIDC_ISSUER: notAProvider }, `${TEST_ORIGIN}/api/login`);
    await expectFriendlyRefusal(response, 502);
    expect(setCookies(response).get(loginStateCookieName(env))).toBeUndefined();
  });
});

describe("sign-in without a configured provider", () => {
  const unconfigured = { OIDC_ISSUER: undefined, OIDC_CLIENT_ID: undefined, OIDC_CLIENT_SECRET: undefined };

  it("sends the visitor to the development login in development, keeping where they were going", async () => {
    const response = await fetchWithEnv(unconfigured, `${TEST_ORIGIN}/api/login?returnTo=%2Fbroker-dashboard`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dev?returnTo=%2Fbroker-dashboard");
    const plain = await fetchWithEnv(unconfigured, `${TEST_ORIGIN}/api/login`);
    expect(plain.headers.get("location")).toBe("/dev");
  });

  it("answers a friendly 503 page in production", async () => {
    const response = await fetchWithEnv({ ...productionEnv, ...unconfigured }, `${PRODUCTION_ORIGIN}/api/login`);
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Sign-in is not set up on this site yet.");
  });
});

describe("session cookies in production", () => {
  it("uses a __Host- cookie with Secure, HttpOnly, SameSite=Lax and Path=/, and ignores the local name", async () => {
    const email = uniqueEmail("production");
    const login = await fetchWithEnv(productionEnv, `${PRODUCTION_ORIGIN}/api/login`);
    expect(setCookieHeader(login, "__Host-pl_oidc")).toMatch(/Secure/);
    const loginCookie = `__Host-pl_oidc=${setCookies(login).get("__Host-pl_oidc")}`;
    const callback = await signInAtProvider(new URL(login.headers.get("location")!), { email, email_verified: true });
    expect(callback.origin).toBe(PRODUCTION_ORIGIN);

    const response = await fetchWithEnv(productionEnv, callback.href, { headers: { cookie: loginCookie } });
    expect(response.status).toBe(302);
    const header = setCookieHeader(response, "__Host-pl_session")!;
    for (const attribute of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]) expect(header).toContain(attribute);
    expect(header).not.toMatch(/Domain=/i);
    expect(setCookieHeader(response, "pl_session")).toBeUndefined();
    expect(setCookieHeader(response, SIGNED_IN_HINT_COOKIE)).toContain("Secure");

    const token = setCookies(response).get("__Host-pl_session")!;
    const signedIn = await fetchWithEnv(productionEnv, `${PRODUCTION_ORIGIN}/api/auth/user`, {
      headers: { cookie: `__Host-pl_session=${token}` },
    });
    expect(signedIn.status).toBe(200);
    const localName = await fetchWithEnv(productionEnv, `${PRODUCTION_ORIGIN}/api/auth/user`, {
      headers: { cookie: `pl_session=${token}` },
    });
    expect(localName.status).toBe(401);
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 with the error body when signed out, and drops the signed-in hint", async () => {
    const response = await SELF.fetch(`${TEST_ORIGIN}/api/auth/user`, {
      headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized", code: "not_signed_in" });
    expect(setCookies(response).get(SIGNED_IN_HINT_COOKIE)).toBe("");
  });
});
