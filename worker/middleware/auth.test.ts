import { env } from "cloudflare:test";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, sessionCookieFor } from "../auth/testing/sign-in-as";
import type { User } from "../../db/schema";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";
import { assertOwnRecord, assertTeamMember, loadSession, requireAuth, requireRole } from "./auth";
import { database } from "./database";
import { handleError } from "./error-handler";
import { withDb } from "../../db/testing/with-db";

/** A small app with the real session loader in front of each guard. */
const guarded = new Hono<AppEnv>()
  .use(database())
  .use(loadSession())
  .get("/signed-in", requireAuth(), (c) => c.json({ id: c.var.user.id }, 200))
  .get("/brokers", requireRole("broker"), (c) => c.json({ id: c.var.user.id }, 200))
  .get("/agents", requireRole("agent"), (c) => c.json({ id: c.var.user.id }, 200));
guarded.onError(handleError);

async function get(path: string, user?: User) {
  const headers: Record<string, string> = user ? { cookie: await sessionCookieFor(user.id) } : {};
  const response = await guarded.request(`http://localhost:8787${path}`, { headers }, env);
  return { status: response.status, body: await response.json() };
}

async function refusal(work: () => Promise<unknown> | unknown): Promise<{ status: number; message: string }> {
  try {
    await work();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return { status: (error as ApiError).status, message: (error as ApiError).message };
  }
  throw new Error("nothing was refused");
}

describe("requireAuth and requireRole", () => {
  let broker: User;
  let agent: User;
  beforeAll(async () => {
    broker = await createTestUser({ role: "broker", label: "guard-broker" });
    agent = await createTestUser({ role: "agent", brokerId: broker.id, label: "guard-agent" });
  });

  it("answer 401 to a visitor who is not signed in", async () => {
    for (const path of ["/signed-in", "/brokers", "/agents"]) {
      expect(await get(path)).toEqual({ status: 401, body: { message: "Unauthorized", code: "not_signed_in" } });
    }
  });

  it("let any signed-in user through requireAuth, with the user on c.var", async () => {
    expect(await get("/signed-in", agent)).toEqual({ status: 200, body: { id: agent.id } });
    expect(await get("/signed-in", broker)).toEqual({ status: 200, body: { id: broker.id } });
  });

  it("answer 403 to a signed-in user with the other role", async () => {
    expect(await get("/brokers", agent)).toEqual({ status: 403, body: { message: "This is only available to brokers.", code: "forbidden" } });
    expect(await get("/agents", broker)).toEqual({ status: 403, body: { message: "This is only available to agents.", code: "forbidden" } });
    expect(await get("/brokers", broker)).toEqual({ status: 200, body: { id: broker.id } });
    expect(await get("/agents", agent)).toEqual({ status: 200, body: { id: agent.id } });
  });
});

describe("tenant checks", () => {
  let broker: User;
  let ownAgent: User;
  let otherAgent: User;
  beforeAll(async () => {
    broker = await createTestUser({ role: "broker", label: "tenant-broker" });
    const otherBroker = await createTestUser({ role: "broker", label: "tenant-other-broker" });
    ownAgent = await createTestUser({ role: "agent", brokerId: broker.id, label: "tenant-agent" });
    otherAgent = await createTestUser({ role: "agent", brokerId: otherBroker.id, label: "tenant-other-agent" });
  });


  it("give a broker their own agent", async () => {
    const agent = await withDb((db) => assertTeamMember(db, broker, ownAgent.id));
    expect(agent.id).toBe(ownAgent.id);
  });

  it("refuse a broker another broker's agent with 403", async () => {
    expect(await withDb((db) => refusal(() => assertTeamMember(db, broker, otherAgent.id)))).toEqual({
      status: 403,
      message: "This agent is not on your team.",
    });
  });

  it("answer 404 for an id that is no agent at all (unknown, malformed, or a broker)", async () => {
    for (const id of [crypto.randomUUID(), "not-a-uuid", broker.id]) {
      expect(await withDb((db) => refusal(() => assertTeamMember(db, broker, id)))).toEqual({ status: 404, message: "Agent not found" });
    }
  });

  it("let an agent reach only their own records", async () => {
    expect(() => assertOwnRecord(ownAgent, ownAgent.id)).not.toThrow();
    expect(await refusal(() => assertOwnRecord(ownAgent, otherAgent.id))).toEqual({ status: 403, message: "This record belongs to someone else." });
    expect(await refusal(() => assertOwnRecord(ownAgent, null))).toMatchObject({ status: 403 });
  });
});
