import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  BROKER_CANNOT_JOIN_MESSAGE,
  CONFIRM_LEAVING_TEAM_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_USED_MESSAGE,
  type InvitationPreview,
  type TeamInvitation,
} from "../../../domain/invitations";
import type { CurrentTeam } from "../../../domain/teams";
import { codeOfStatus } from "../../http/errors";
import { finishLogin, signInAtProvider, startLogin } from "../../auth/testing/oidc-login";
import { invitations, userSettings, users, type User } from "../../../lib/db/schema";
import { apiAs, createUser, TEST_ORIGIN, uniqueEmail, withDb } from "../../testing/team-fixture";

async function invite(broker: User, email = uniqueEmail("invitee"), validForDays?: number): Promise<TeamInvitation> {
  const response = await apiAs(broker, "/api/broker/invitations", { method: "POST", body: { email, validForDays } });
  expect(response.status).toBe(201);
  return (await response.json()) as TeamInvitation;
}

const codeOf = (invitation: TeamInvitation) => invitation.link.slice(invitation.link.lastIndexOf("/") + 1);
const accept = (user: User | null, code: string, body: unknown = {}) =>
  apiAs(user, `/api/invitations/${encodeURIComponent(code)}/accept`, { method: "POST", body });
const preview = (user: User | null, code: string) => apiAs(user, `/api/invitations/${encodeURIComponent(code)}`);

const stored = (id: string) => withDb(async (db) => (await db.select().from(users).where(eq(users.id, id)))[0]!);
const invitationRow = (id: string) =>
  withDb(async (db) => (await db.select().from(invitations).where(eq(invitations.id, id)))[0]!);

async function brokerOf(companyName: string): Promise<User> {
  const broker = await createUser({ role: "broker", firstName: "Bea", lastName: "Broker" });
  await withDb((db) => db.insert(userSettings).values({ userId: broker.id, companyName }));
  return broker;
}

async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ message, code: codeOfStatus(status) });
}

describe("an invitation is a single-use link that expires", () => {
  it("gives the broker a link to the join screen, valid 7 days unless they choose otherwise", async () => {
    const broker = await brokerOf("Sunrise Realty");
    const before = Date.now();
    const week = await invite(broker);
    expect(week.link).toMatch(new RegExp(`^${TEST_ORIGIN}/join/[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$`));
    expect(week.status).toBe("pending");
    const days = (Date.parse(week.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const day = await invite(broker, uniqueEmail("short"), 1);
    expect(Math.round((Date.parse(day.expiresAt) - before) / 3_600_000)).toBe(24);
  });

  it("shows the team to whoever holds the link, and the invited address only when signed in", async () => {
    const broker = await brokerOf("Sunrise Realty");
    const invitation = await invite(broker, uniqueEmail("Preview"));
    const anonymous = await preview(null, codeOf(invitation));
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({
      teamId: broker.id,
      teamName: "Sunrise Realty",
      invitedBy: "Bea Broker",
      status: "pending",
      expiresAt: invitation.expiresAt,
    });
    const person = await createUser({});
    expect(((await (await preview(person, codeOf(invitation))).json()) as InvitationPreview).invitedEmail).toBe(
      invitation.email,
    );
  });

  it("puts the person who accepts it on the team, once", async () => {
    const broker = await brokerOf("Sunrise Realty");
    const invitation = await invite(broker);
    const person = await createUser({});
    const response = await accept(person, codeOf(invitation));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ team: { id: broker.id, name: "Sunrise Realty" } });
    expect(await stored(person.id)).toMatchObject({ role: "agent", brokerId: broker.id });
    expect(await invitationRow(invitation.id)).toMatchObject({ status: "accepted", acceptedUserId: person.id });
    const team = (await (await apiAs(person, "/api/team")).json()) as CurrentTeam;
    expect(team.team).toMatchObject({ id: broker.id, name: "Sunrise Realty" });

    const latecomer = await createUser({});
    await expectRefusal(await accept(latecomer, codeOf(invitation)), 409, INVITATION_USED_MESSAGE);
    expect((await stored(latecomer.id)).brokerId).toBeNull();
    expect(((await (await preview(latecomer, codeOf(invitation))).json()) as InvitationPreview).status).toBe(
      "accepted",
    );
  });

  it("lets exactly one of two simultaneous accepts through", async () => {
    const broker = await brokerOf("Race Realty");
    const invitation = await invite(broker);
    const [first, second] = [await createUser({}), await createUser({})];
    const statuses = (await Promise.all([accept(first, codeOf(invitation)), accept(second, codeOf(invitation))])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    const joined = [await stored(first.id), await stored(second.id)].filter((user) => user.brokerId === broker.id);
    expect(joined).toHaveLength(1);
  });

  it("does nothing once expired", async () => {
    const broker = await brokerOf("Old News Realty");
    const invitation = await invite(broker);
    await withDb((db) =>
      db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.id, invitation.id)),
    );
    const person = await createUser({});
    await expectRefusal(await accept(person, codeOf(invitation)), 409, INVITATION_EXPIRED_MESSAGE);
    expect((await stored(person.id)).brokerId).toBeNull();
    expect(await invitationRow(invitation.id)).toMatchObject({ status: "pending", acceptedUserId: null });
    expect(((await (await preview(person, codeOf(invitation))).json()) as InvitationPreview).status).toBe("expired");
  });

  it("does nothing once revoked", async () => {
    const broker = await brokerOf("Changed Mind Realty");
    const invitation = await invite(broker);
    expect((await apiAs(broker, `/api/broker/invitations/${invitation.id}`, { method: "DELETE" })).status).toBe(204);
    const person = await createUser({});
    await expectRefusal(await accept(person, codeOf(invitation)), 409, INVITATION_REVOKED_MESSAGE);
    expect((await stored(person.id)).brokerId).toBeNull();
  });

  it.each([
    ["a tampered signature", (code: string) => `${code.slice(0, -1)}${code.endsWith("A") ? "B" : "A"}`],
    ["another invitation's signature", (code: string) => `${crypto.randomUUID()}.${code.split(".")[1]}`],
    ["no signature", (code: string) => code.split(".")[0]!],
    ["garbage", () => "not-an-invitation"],
  ])("answers 404 for %s and changes nothing", async (_label, mangle) => {
    const broker = await brokerOf("Guarded Realty");
    const invitation = await invite(broker);
    const person = await createUser({});
    await expectRefusal(await accept(person, mangle(codeOf(invitation))), 404, INVITATION_NOT_FOUND_MESSAGE);
    await expectRefusal(await preview(person, mangle(codeOf(invitation))), 404, INVITATION_NOT_FOUND_MESSAGE);
    expect((await stored(person.id)).brokerId).toBeNull();
    expect((await invitationRow(invitation.id)).status).toBe("pending");
  });
});

describe("nobody moves between teams without saying so", () => {
  it("does not join anyone to a team by signing in with the invited address", async () => {
    const broker = await brokerOf("Quiet Realty");
    const email = uniqueEmail("signs-in");
    const invitation = await invite(broker, email);
    const start = await startLogin();
    const callback = await signInAtProvider(start.authorizeUrl, { email, email_verified: true });
    expect((await finishLogin(callback, start.loginCookie)).status).toBe(302);
    const [person] = await withDb((db) => db.select().from(users).where(eq(users.email, email)));
    expect(person).toMatchObject({ role: "agent", brokerId: null });
    expect((await invitationRow(invitation.id)).status).toBe("pending");
  });

  it("keeps broker A's invitee on A's team when broker B invites them too", async () => {
    const brokerA = await brokerOf("Agency A");
    const brokerB = await brokerOf("Agency B");
    const person = await createUser({ email: uniqueEmail("sought-after") });
    const fromA = await invite(brokerA, person.email);
    const fromB = await invite(brokerB, person.email);
    expect((await accept(person, codeOf(fromA))).status).toBe(200);

    await expectRefusal(await accept(person, codeOf(fromB)), 409, CONFIRM_LEAVING_TEAM_MESSAGE);
    expect((await stored(person.id)).brokerId).toBe(brokerA.id);
    expect((await invitationRow(fromB.id)).status).toBe("pending");
    // Broker B holding the invitee's own link changes nothing either: accepting is the invitee's act.
    await expectRefusal(await accept(brokerB, codeOf(fromB)), 409, BROKER_CANNOT_JOIN_MESSAGE);
    expect((await stored(person.id)).brokerId).toBe(brokerA.id);
  });

  it("moves someone on another team only when they confirm leaving it", async () => {
    const current = await brokerOf("Current Team");
    const next = await brokerOf("Next Team");
    const person = await createUser({ brokerId: current.id });
    const invitation = await invite(next, person.email);
    await expectRefusal(
      await accept(person, codeOf(invitation), { leaveCurrentTeam: false }),
      409,
      CONFIRM_LEAVING_TEAM_MESSAGE,
    );
    expect((await stored(person.id)).brokerId).toBe(current.id);

    expect((await accept(person, codeOf(invitation), { leaveCurrentTeam: true })).status).toBe(200);
    expect((await stored(person.id)).brokerId).toBe(next.id);
  });

  it("never makes a broker an agent of another team", async () => {
    const inviting = await brokerOf("Inviting Team");
    const otherBroker = await brokerOf("Own Team");
    const invitation = await invite(inviting, otherBroker.email);
    await expectRefusal(
      await accept(otherBroker, codeOf(invitation), { leaveCurrentTeam: true }),
      409,
      BROKER_CANNOT_JOIN_MESSAGE,
    );
    expect(await stored(otherBroker.id)).toMatchObject({ role: "broker", brokerId: null });
  });

  it("needs a signed-in invitee and a well-formed answer", async () => {
    const broker = await brokerOf("Careful Team");
    const invitation = await invite(broker);
    expect((await accept(null, codeOf(invitation))).status).toBe(401);
    const person = await createUser({});
    const bad = await accept(person, codeOf(invitation), { leaveCurrentTeam: "yes" });
    expect(bad.status).toBe(400);
    expect((await stored(person.id)).brokerId).toBeNull();
    expect((await invitationRow(invitation.id)).status).toBe("pending");
    const response = await SELF.fetch(`${TEST_ORIGIN}/api/invitations/${codeOf(invitation)}/accept`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
  });
});
