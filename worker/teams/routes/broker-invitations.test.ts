import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  ALREADY_ON_TEAM_MESSAGE,
  DUPLICATE_INVITATION_MESSAGE,
  type TeamInvitation,
} from "../../../domain/invitations";
import { invitations, type User } from "../../../lib/db/schema";
import { apiAs, createUser, jsonAs, uniqueEmail, withDb } from "../../testing/team-fixture";

const invite = (broker: User | null, body: unknown) =>
  apiAs(broker, "/api/broker/invitations", { method: "POST", body });

const invitationRows = (brokerId: string) =>
  withDb((db) => db.select().from(invitations).where(eq(invitations.brokerId, brokerId)));

describe("POST /api/broker/invitations", () => {
  it("invites an address (stored lowercase) and lists it as pending", async () => {
    const broker = await createUser({ role: "broker" });
    const email = uniqueEmail("Newcomer");
    const response = await invite(broker, { email: `  ${email.toUpperCase()} ` });
    expect(response.status).toBe(201);
    const created = (await response.json()) as TeamInvitation;
    expect(created).toMatchObject({
      email: email.toLowerCase(),
      status: "pending",
      link: expect.stringContaining("/join/"),
    });
    expect(await jsonAs<TeamInvitation[]>(broker, "/api/broker/invitations")).toEqual([created]);
  });

  it("refuses a second open invitation for the same address with 409, in any letter case", async () => {
    const broker = await createUser({ role: "broker" });
    const email = uniqueEmail("twice");
    expect((await invite(broker, { email })).status).toBe(201);
    const again = await invite(broker, { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: DUPLICATE_INVITATION_MESSAGE, code: "conflict" });
    expect(await invitationRows(broker.id)).toHaveLength(1);
  });

  it("lets two simultaneous invitations for one address make one row", async () => {
    const broker = await createUser({ role: "broker" });
    const email = uniqueEmail("race");
    const statuses = (await Promise.all([invite(broker, { email }), invite(broker, { email })]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, 409]);
    expect(await invitationRows(broker.id)).toHaveLength(1);
  });

  it("refuses to invite someone already on the team, or the broker themself, with 409", async () => {
    const broker = await createUser({ role: "broker" });
    const agent = await createUser({ brokerId: broker.id });
    for (const email of [agent.email.toUpperCase(), broker.email]) {
      const response = await invite(broker, { email });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: ALREADY_ON_TEAM_MESSAGE, code: "conflict" });
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

describe("expiry in the broker's list", () => {
  it("shows an invitation past its expiry as expired, with the same link, until the broker revokes or renews it", async () => {
    const broker = await createUser({ role: "broker" });
    const email = uniqueEmail("lapsed");
    const created = (await (await invite(broker, { email })).json()) as TeamInvitation;
    await withDb((db) =>
      db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(invitations.id, created.id)),
    );
    const [listed] = await jsonAs<TeamInvitation[]>(broker, "/api/broker/invitations");
    expect(listed).toMatchObject({ id: created.id, status: "expired", link: created.link });

    // A new invitation for the address replaces the expired one.
    const renewed = (await (await invite(broker, { email, validForDays: 14 })).json()) as TeamInvitation;
    expect(renewed.status).toBe("pending");
    expect(renewed.link).not.toBe(created.link);
    expect((await jsonAs<TeamInvitation[]>(broker, "/api/broker/invitations")).map((row) => row.id)).toEqual([
      renewed.id,
    ]);
    expect((await invitationRows(broker.id)).find((row) => row.id === created.id)).toMatchObject({ status: "revoked" });
  });

  it("refuses a validity the dialog does not offer, with 400 and nothing stored", async () => {
    const broker = await createUser({ role: "broker" });
    const response = await invite(broker, { email: uniqueEmail("odd"), validForDays: 365 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("validForDays");
    expect(await invitationRows(broker.id)).toEqual([]);
  });
});
