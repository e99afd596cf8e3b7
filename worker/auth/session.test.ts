import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { base64url, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../lib/db/schema";
import { sessionCookieName } from "./cookies";
import { signLoginState } from "./oidc/login-state";
import { signingKey } from "./secret";
import { createSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./session-store";
import { signSessionToken } from "./session-token";
import { setCookies } from "./testing/cookies";
import { createTestUser } from "./testing/sign-in-as";
import { withDb } from "../../lib/db/testing/with-db";

const ORIGIN = "http://localhost:8787";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A signed-in user: their session id and a valid token for it. */
async function signedIn() {
  const user = await createTestUser();
  const session = await withDb((db) => createSession(db, user.id));
  const token = await signSessionToken(session.sid, session.endsAt, signingKey(env));
  return { user, sid: session.sid, token };
}

function currentUser(token: string) {
  return SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { cookie: `${sessionCookieName(env)}=${token}` } });
}

const sessionRow = (sid: string) =>
  withDb(async (db) => (await db.select().from(sessions).where(eq(sessions.sid, sid)))[0]);

async function expectRefused(token: string) {
  const response = await currentUser(token);
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ message: "Unauthorized", code: "not_signed_in" });
  expect(setCookies(response).get(sessionCookieName(env))).toBe("");
}

const encodeJson = (value: object) => base64url.encode(JSON.stringify(value));
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe("session cookies", () => {
  it("sign the request in when the token and the session row are valid", async () => {
    const { user, token } = await signedIn();
    const response = await currentUser(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.id, email: user.email, role: "agent" });
  });

  it("carry only a signed session id, never the user", async () => {
    const { token } = await signedIn();
    const [header, payload] = token.split(".");
    expect(JSON.parse(new TextDecoder().decode(base64url.decode(header!)))).toMatchObject({ alg: "HS256" });
    expect(Object.keys(JSON.parse(new TextDecoder().decode(base64url.decode(payload!)))).sort()).toEqual([
      "aud",
      "exp",
      "iat",
      "sid",
    ]);
  });

  it("refuse a token whose payload was tampered with", async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    const [header, , signature] = token.split(".");
    const [, otherPayload] = other.token.split(".");
    await expectRefused(`${header}.${otherPayload}.${signature}`);
  });

  it("refuse a token whose signature was altered", async () => {
    const { token } = await signedIn();
    // The signature's first character: the last one holds padding bits, so changing it may decode to the same bytes.
    const at = token.lastIndexOf(".") + 1;
    const flipped = `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
    await expectRefused(flipped);
  });

  it("refuse an unsigned alg:none token naming a real session", async () => {
    const { sid } = await signedIn();
    await expectRefused(
      `${encodeJson({ alg: "none", typ: "JWT" })}.${encodeJson({ sid, aud: "practiceline:session", exp: inAnHour() })}.`,
    );
  });

  it("refuse another algorithm even with the right secret (HS256 is pinned)", async () => {
    const { sid } = await signedIn();
    const token = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS512" })
      .setAudience("practiceline:session")
      .setExpirationTime("1h")
      .sign(signingKey(env));
    await expectRefused(token);
  });

  it("refuse a token signed with another secret", async () => {
    const { sid } = await signedIn();
    const token = await signSessionToken(sid, new Date(Date.now() + HOUR), new TextEncoder().encode("x".repeat(48)));
    await expectRefused(token);
  });

  it("refuse a token without exp", async () => {
    const { sid } = await signedIn();
    const token = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("practiceline:session")
      .sign(signingKey(env));
    await expectRefused(token);
  });

  it("refuse an expired token even if its session row still exists", async () => {
    const { sid } = await signedIn();
    await expectRefused(await signSessionToken(sid, new Date(Date.now() - 1000), signingKey(env)));
  });

  it("refuse a sign-in state token presented as a session (same key, other purpose)", async () => {
    const { sid } = await signedIn();
    const token = await signLoginState({ state: sid, nonce: sid, codeVerifier: sid, returnTo: "/" }, signingKey(env));
    await expectRefused(token);
  });

  it("refuse a session idle past its expiry", async () => {
    const { sid, token } = await signedIn();
    await withDb((db) =>
      db
        .update(sessions)
        .set({ expire: new Date(Date.now() - 1000) })
        .where(eq(sessions.sid, sid)),
    );
    await expectRefused(token);
  });

  it("refuse a session past its absolute lifetime however active, and remove it", async () => {
    const { sid, token, user } = await signedIn();
    const createdAt = Date.now() - SESSION_ABSOLUTE_MS - 1000;
    await withDb((db) =>
      db
        .update(sessions)
        .set({ sess: { userId: user.id, createdAt }, expire: new Date(Date.now() + DAY) })
        .where(eq(sessions.sid, sid)),
    );
    await expectRefused(token);
    expect(await sessionRow(sid)).toBeUndefined();
  });

  it("refuse the cookie after logout", async () => {
    const { sid, token } = await signedIn();
    const cookie = `${sessionCookieName(env)}=${token}`;
    const logout = await SELF.fetch(`${ORIGIN}/api/logout`, { method: "POST", headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(await sessionRow(sid)).toBeUndefined();
    await expectRefused(token);
  });

  it("slide the idle expiry forward when used, at most once an hour", async () => {
    const { sid, token } = await signedIn();
    const fresh = (await sessionRow(sid))!.expire.getTime();
    expect((await currentUser(token)).status).toBe(200);
    expect((await sessionRow(sid))!.expire.getTime()).toBe(fresh);

    const twoHoursAgo = Date.now() - 2 * HOUR;
    await withDb((db) =>
      db
        .update(sessions)
        .set({ expire: new Date(twoHoursAgo + SESSION_IDLE_MS) })
        .where(eq(sessions.sid, sid)),
    );
    expect((await currentUser(token)).status).toBe(200);
    const slid = (await sessionRow(sid))!.expire.getTime();
    expect(slid).toBeGreaterThan(twoHoursAgo + SESSION_IDLE_MS + HOUR);
    expect(slid).toBeLessThanOrEqual(Date.now() + SESSION_IDLE_MS);
  });

  it("never slide past the absolute lifetime", async () => {
    const { sid, token, user } = await signedIn();
    const createdAt = Date.now() - SESSION_ABSOLUTE_MS + DAY;
    await withDb((db) =>
      db
        .update(sessions)
        .set({ sess: { userId: user.id, createdAt }, expire: new Date(Date.now() + HOUR) })
        .where(eq(sessions.sid, sid)),
    );
    expect((await currentUser(token)).status).toBe(200);
    expect((await sessionRow(sid))!.expire.getTime()).toBe(createdAt + SESSION_ABSOLUTE_MS);
  });

  it("are ignored when they belong to a user who no longer exists", async () => {
    const { user, token } = await signedIn();
    await withDb((db) => db.delete(users).where(eq(users.id, user.id)));
    await expectRefused(token);
  });
});
