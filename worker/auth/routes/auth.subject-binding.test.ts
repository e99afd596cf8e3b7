import { env, SELF } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionCookieName } from "../cookies";
import { setCookies } from "../testing/cookies";
import {
  finishLogin,
  signInAtProvider,
  startLogin,
  TEST_ORIGIN,
  uniqueEmail,
  type ProviderAccount,
} from "../testing/oidc-login";
import { createTestUser } from "../testing/sign-in-as";
import { sessions, users } from "../../../lib/db/schema";
import { withDb } from "../../../lib/db/testing/with-db";

const userById = (id: string) => withDb(async (db) => (await db.select().from(users).where(eq(users.id, id)))[0]);
const usersWithEmail = (email: string) =>
  withDb((db) =>
    db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase())),
  );
const sessionCount = (userId: string) =>
  withDb(
    async (db) =>
      (
        await db
          .select()
          .from(sessions)
          .where(sql`${sessions.sess}->>'userId' = ${userId}`)
      ).length,
  );

/** The whole sign-in as `account`: the callback's response. */
async function signIn(account: ProviderAccount): Promise<Response> {
  const start = await startLogin();
  return finishLogin(await signInAtProvider(start.authorizeUrl, account), start.loginCookie);
}

/** Who the callback signed in, through `GET /api/auth/user` with the session cookie it set. */
async function signedInAs(response: Response): Promise<string> {
  expect(response.status).toBe(302);
  const token = setCookies(response).get(sessionCookieName(env));
  const me = await SELF.fetch(`${TEST_ORIGIN}/api/auth/user`, {
    headers: { cookie: `${sessionCookieName(env)}=${token}` },
  });
  expect(me.status).toBe(200);
  return ((await me.json()) as { id: string }).id;
}

async function expectRefused(response: Response, text: string) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.headers.get("content-type")).toContain("text/html");
  const page = await response.text();
  expect(page).toContain("We couldn&#39;t sign you in");
  expect(page).toContain(text);
  expect(setCookies(response).get(sessionCookieName(env)) ?? "").toBe("");
}

const NEEDS_VERIFIED_EMAIL = "PracticeLine needs a verified email address";

describe("accounts are bound to the provider's subject", () => {
  it.each([
    ["missing", {}],
    ["false", { email_verified: false }],
  ])("never signs anyone in as an existing user when email_verified is %s", async (_label, verification) => {
    const broker = await createTestUser({ role: "broker", label: "seeded-broker" });
    const response = await signIn({ sub: `attacker-${crypto.randomUUID()}`, email: broker.email, ...verification });
    await expectRefused(response, NEEDS_VERIFIED_EMAIL);
    expect(await sessionCount(broker.id)).toBe(0);
    expect(await userById(broker.id)).toMatchObject({ oidcIssuer: null, oidcSubject: null, role: "broker" });
  });

  it.each([
    ["missing", {}],
    ["false", { email_verified: false }],
  ])("creates no account when email_verified is %s", async (_label, verification) => {
    const email = uniqueEmail("unverified-newcomer");
    await expectRefused(await signIn({ email, ...verification }), NEEDS_VERIFIED_EMAIL);
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it("stores a new user with the provider's issuer and subject", async () => {
    const email = uniqueEmail("newcomer");
    const subject = `subject-${crypto.randomUUID()}`;
    const id = await signedInAs(await signIn({ sub: subject, email, email_verified: true }));
    expect(await userById(id)).toMatchObject({
      email: email.toLowerCase(),
      role: "agent",
      oidcIssuer: env.OIDC_ISSUER,
      oidcSubject: subject,
    });
  });

  it("links an existing email-only user once, on a verified email, then knows them by the subject alone", async () => {
    const broker = await createTestUser({ role: "broker", label: "email-only" });
    const subject = `subject-${crypto.randomUUID()}`;
    expect(
      await signedInAs(await signIn({ sub: subject, email: broker.email.toUpperCase(), email_verified: true })),
    ).toBe(broker.id);
    expect(await userById(broker.id)).toMatchObject({
      oidcIssuer: env.OIDC_ISSUER,
      oidcSubject: subject,
      role: "broker",
    });

    // Another subject with the same (verified) address is someone else: the account is not theirs.
    const other = await signIn({ sub: `other-${crypto.randomUUID()}`, email: broker.email, email_verified: true });
    await expectRefused(other, "already belongs to a PracticeLine account");
    expect(await usersWithEmail(broker.email)).toHaveLength(1);

    // The bound subject signs in even after the provider changed its address.
    const changed = uniqueEmail("changed-address");
    expect(await signedInAs(await signIn({ sub: subject, email: changed, email_verified: true }))).toBe(broker.id);
    expect(await userById(broker.id)).toMatchObject({ email: broker.email, oidcSubject: subject });
    expect(await usersWithEmail(changed)).toEqual([]);
  });

  it("does not let a bound subject sign in with an unverified email either", async () => {
    const email = uniqueEmail("bound");
    const subject = `subject-${crypto.randomUUID()}`;
    const id = await signedInAs(await signIn({ sub: subject, email, email_verified: true }));
    await expectRefused(await signIn({ sub: subject, email }), NEEDS_VERIFIED_EMAIL);
    expect(await sessionCount(id)).toBe(1);
  });

  it("gives two simultaneous first sign-ins of one subject one account", async () => {
    const email = uniqueEmail("twice-at-once");
    const subject = `subject-${crypto.randomUUID()}`;
    const [first, second] = await Promise.all([
      signIn({ sub: subject, email, email_verified: true }),
      signIn({ sub: subject, email, email_verified: true }),
    ]);
    const ids = [await signedInAs(first), await signedInAs(second)];
    expect(ids[0]).toBe(ids[1]);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });
});
