import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ALREADY_ON_TEAM_MESSAGE, DUPLICATE_INVITATION_MESSAGE, type TeamInvitation } from "../../domain/invitations";
import { finishLogin, signInAtProvider, startLogin } from "../auth/testing/oidc-login";
import { acceptPendingInvitations } from "../db/queries/invitations";
import { invitations, users, type User } from "../../db/schema";
import { apiAs, createUser, jsonAs, uniqueEmail, withDb } from "../db/testing/broker-team-fixture";

const invite = (broker: User | null, body: unknown) => apiAs(broker, "/api/broker/invitations", { method: "POST", body });

const invitationRows = (brokerId: string) =>
  withDb((db) => db.select().from(invitations).where(eq(invitations.brokerId, brokerId)));

const userByEmail = (email: string) =>
  withDb(async (db) => (await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())))[0]);

describe("POST /api/broker/invitations", () => {
  it("invites an address (stored lowercase) and lists it as pending", async () => {
    const broker = await createUser({ role: "broker" });
    const email = uniqueEmail("Newcomer");
    const response = await invite(broker, { email: `  ${email.toUpperCase()} ` });
    expect(response.status).toBe(201);
    const created = (await response.json()) as TeamInvitation;
    expect(created).toMatchObject({ email: email.toLowerCase(), status: "pending" });
    expect(await jsonAs<TeamInvitation[]>(broker, "/api/broker/invitations")).toEqual([created]);
  });

  it("refuses a second open invitation for the same address with 409, in any letter case", async () => {
    const broker = await createUser({ role: "broker" });
    const email = uniqueEmail("twice");
    expect((await invite(broker, { email })).status).toBe(201);
    const again = await invite(broker, { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: DUPLICATE_INVITATION_MESSAGE });
    expect(await invitationRows(broker.id)).toHaveLength(1);
  });

  it("lets two simultaneous invitations for one address make one row", async () => {
    const broker = await createUser({ role: "broker" });
    const email = uniqueEmail("race");
    const statuses = (await Promise.all([invite(broker, { email }), invite(broker, { email })])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await invitationRows(broker.id)).toHaveLength(1);
  });

  it("refuses to invite someone already on the team, or the broker themself, with 409", async () => {
    const broker = await createUser({ role: "broker" });
    const agent = await createUser({ brokerId: broker.id });
    for (const email of [agent.email.toUpperCase(), broker.email]) {
      const response = await invite(broker, { email });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: ALREADY_ON_TEAM_MESSAGE });
    }
    expect(await invitationRows(broker.id)).toEqual([]);
  });

  it.each([
    ["no email", {}],
    ["an empty email", { email: "  " }],
    ["something that is not an email", { email: "dana at example" }],
    ["an email as a number", { email: 42 }],
    ["an overlong email", { email: `${"a".repeat(250)}@example.test` }],
  ])("refuses %s with 400 and stores nothing", async (_label, body) => {
    const broker = await createUser({ role: "broker" });
    const response = await invite(broker, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("email");
    expect(await invitationRows(broker.id)).toEqual([]);
  });

  it("is for brokers only", async () => {
    const broker = await createUser({ role: "broker" });
    const agent = await createUser({ brokerId: broker.id });
    expect((await invite(null, { email: uniqueEmail("x") })).status).toBe(401);
    expect((await invite(agent, { email: uniqueEmail("x") })).status).toBe(403);
    expect((await apiAs(agent, "/api/broker/invitations")).status).toBe(403);
  });
});

describe("DELETE /api/broker/invitations/{id}", () => {
  it("revokes the broker's own open invitation", async () => {
    const broker = await createUser({ role: "broker" });
    const created = (await (await invite(broker, { email: uniqueEmail("revoke") })).json()) as TeamInvitation;
    const response = await apiAs(broker, `/api/broker/invitations/${created.id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await jsonAs<TeamInvitation[]>(broker, "/api/broker/invitations")).toEqual([]);
    expect((await invitationRows(broker.id))[0]).toMatchObject({ status: "revoked" });
    // Revoked, the address can be invited again.
    expect((await invite(broker, { email: created.email })).status).toBe(201);
  });

  it("answers 404 for another broker's invitation and leaves it open", async () => {
    const broker = await createUser({ role: "broker" });
    const other = await createUser({ role: "broker" });
    const theirs = (await (await invite(other, { email: uniqueEmail("theirs") })).json()) as TeamInvitation;
    for (const id of [theirs.id, crypto.randomUUID(), "not-an-id"]) {
      expect((await apiAs(broker, `/api/broker/invitations/${id}`, { method: "DELETE" })).status).toBe(404);
    }
    expect((await invitationRows(other.id))[0]).toMatchObject({ status: "pending" });
  });
});

describe("joining the team on sign-in", () => {
  it("puts an invited person on the broker's team the first time they sign in", async () => {
    const broker = await createUser({ role: "broker" });
    const email = uniqueEmail("invited");
    const created = (await (await invite(broker, { email })).json()) as TeamInvitation;

    const start = await startLogin();
    const callback = await signInAtProvider(start.authorizeUrl, { email: email.toUpperCase(), email_verified: true, given_name: "Ivy" });
    expect((await finishLogin(callback, start.loginCookie)).status).toBe(302);

    const joined = await userByEmail(email);
    expect(joined).toMatchObject({ role: "agent", brokerId: broker.id });
    expect((await invitationRows(broker.id))[0]).toMatchObject({ id: created.id, status: "accepted", acceptedUserId: joined!.id });
    expect(await jsonAs<TeamInvitation[]>(broker, "/api/broker/invitations")).toEqual([]);
    const team = await jsonAs<{ agent: { email: string } }[]>(broker, "/api/broker/agents");
    expect(team.map((member) => member.agent.email)).toEqual([email.toLowerCase()]);
  });

  it("joins the newest invitation's team when two brokers invited the same person", async () => {
    const first = await createUser({ role: "broker" });
    const second = await createUser({ role: "broker" });
    const person = await createUser({ email: uniqueEmail("popular") });
    await invite(first, { email: person.email });
    await invite(second, { email: person.email });
    const joined = await withDb((db) => acceptPendingInvitations(db, person));
    expect(joined.brokerId).toBe(second.id);
    expect((await invitationRows(second.id))[0]).toMatchObject({ status: "accepted" });
    expect((await invitationRows(first.id))[0]).toMatchObject({ status: "pending" });
    // Signing in again later never moves them to the other team.
    expect((await withDb((db) => acceptPendingInvitations(db, joined))).brokerId).toBe(second.id);
    expect((await userByEmail(person.email))!.brokerId).toBe(second.id);
  });

  it("never moves someone already on a team, nor a broker", async () => {
    const broker = await createUser({ role: "broker" });
    const current = await createUser({ role: "broker" });
    const teamed = await createUser({ brokerId: current.id });
    const otherBroker = await createUser({ role: "broker" });
    await invite(broker, { email: teamed.email });
    await invite(broker, { email: otherBroker.email });
    expect((await withDb((db) => acceptPendingInvitations(db, teamed))).brokerId).toBe(current.id);
    expect((await withDb((db) => acceptPendingInvitations(db, otherBroker))).brokerId).toBeNull();
    const rows = await withDb((db) =>
      db.select().from(invitations).where(and(eq(invitations.brokerId, broker.id), eq(invitations.status, "pending"))),
    );
    expect(rows).toHaveLength(2);
  });
});
