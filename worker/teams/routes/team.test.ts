import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  ALREADY_A_BROKER_MESSAGE,
  ALREADY_ON_A_TEAM_MESSAGE,
  TEAM_CREATION_DISABLED_MESSAGE,
  type CurrentTeam,
} from "../../../domain/teams";
import { fetchWithEnv } from "../../auth/testing/fetch-with-env";
import { sessionCookieFor } from "../../auth/testing/sign-in-as";
import { userSettings, users, type User } from "../../../lib/db/schema";
import { apiAs, createUser, jsonAs, TEST_ORIGIN, withDb } from "../../testing/team-fixture";

const createTeam = (user: User | null, body: unknown) => apiAs(user, "/api/team", { method: "POST", body });
const stored = (id: string) => withDb(async (db) => (await db.select().from(users).where(eq(users.id, id)))[0]!);
const companyNameOf = (id: string) =>
  withDb(
    async (db) => (await db.select().from(userSettings).where(eq(userSettings.userId, id)))[0]?.companyName ?? null,
  );

describe("POST /api/team: a signed-in user without a team becomes the broker of a new one", () => {
  it("makes a new agent the broker of the team they name", async () => {
    const person = await createUser({ firstName: "Nia", lastName: "Okafor" });
    expect(await jsonAs<CurrentTeam>(person, "/api/team")).toEqual({ team: null, canCreateTeam: true });

    const response = await createTeam(person, { name: "  Okafor Homes  " });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CurrentTeam;
    expect(created).toEqual({
      team: { id: person.id, name: "Okafor Homes", brokerName: "Nia Okafor" },
      canCreateTeam: false,
    });
    expect(await stored(person.id)).toMatchObject({ role: "broker", brokerId: null });
    expect(await companyNameOf(person.id)).toBe("Okafor Homes");
    expect(await jsonAs<CurrentTeam>(person, "/api/team")).toEqual(created);
    expect((await jsonAs<{ role: string }>(person, "/api/auth/user")).role).toBe("broker");
    expect((await apiAs(person, "/api/broker/agents")).status).toBe(200);
  });

  it("refuses someone already on a team, and a broker, with 409 and changes nothing", async () => {
    const broker = await createUser({ role: "broker" });
    const member = await createUser({ brokerId: broker.id });
    const memberResponse = await createTeam(member, { name: "Breakaway" });
    expect(memberResponse.status).toBe(409);
    expect(await memberResponse.json()).toEqual({ message: ALREADY_ON_A_TEAM_MESSAGE, code: "conflict" });
    expect(await stored(member.id)).toMatchObject({ role: "agent", brokerId: broker.id });
    expect(await jsonAs<CurrentTeam>(member, "/api/team")).toMatchObject({
      canCreateTeam: false,
      team: { id: broker.id },
    });

    const brokerResponse = await createTeam(broker, { name: "Second Team" });
    expect(brokerResponse.status).toBe(409);
    expect(await brokerResponse.json()).toEqual({ message: ALREADY_A_BROKER_MESSAGE, code: "conflict" });
    expect(await companyNameOf(broker.id)).toBeNull();
  });

  it.each([
    ["no name", {}],
    ["a blank name", { name: "   " }],
    ["an overlong name", { name: "x".repeat(121) }],
    ["a name that is not text", { name: 7 }],
  ])("refuses %s with 400 and changes nothing", async (_label, body) => {
    const person = await createUser({});
    const response = await createTeam(person, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("name");
    expect((await stored(person.id)).role).toBe("agent");
  });

  it("needs a signed-in user", async () => {
    expect((await createTeam(null, { name: "Nobody's" })).status).toBe(401);
    expect((await apiAs(null, "/api/team")).status).toBe(401);
  });

  it("is refused with 403 when ALLOW_TEAM_CREATION is false", async () => {
    const person = await createUser({});
    const cookie = await sessionCookieFor(person.id);
    const disabled = { ALLOW_TEAM_CREATION: "false" };
    const current = await fetchWithEnv(disabled, `${TEST_ORIGIN}/api/team`, { headers: { cookie } });
    expect(await current.json()).toEqual({ team: null, canCreateTeam: false });
    const response = await fetchWithEnv(disabled, `${TEST_ORIGIN}/api/team`, {
      method: "POST",
      headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ name: "Not Allowed" }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: TEAM_CREATION_DISABLED_MESSAGE, code: "forbidden" });
    expect((await stored(person.id)).role).toBe("agent");
  });
});

describe("GET /api/team", () => {
  it("names an agent's team after the broker when the broker has no company name", async () => {
    const broker = await createUser({ role: "broker", firstName: "Ray", lastName: "Lee" });
    const agent = await createUser({ brokerId: broker.id });
    expect(await jsonAs<CurrentTeam>(agent, "/api/team")).toEqual({
      team: { id: broker.id, name: "Ray Lee's team", brokerName: "Ray Lee" },
      canCreateTeam: false,
    });
  });
});
