import { env, SELF } from "cloudflare:test";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AgentDeletion, TeamAgent } from "../../../domain/broker";
import { sessionCookieFor } from "../../auth/testing/sign-in-as";
import { addSessions, createUser, daysAgo, skills, TEST_ORIGIN, withDb } from "../../testing/team-fixture";
import {
  analytics,
  audioProcessingJobs,
  demoCallLogs,
  invitations,
  practiceSessions,
  sessions,
  userSettings,
  users,
  type User,
} from "../../../lib/db/schema";
import { audioKey } from "../../../durable-objects/conversation/protocol";
import { realCallRecordingKey } from "../../../domain/real-calls/real-call";
import { heardCall } from "../../real-calls/testing/heard-call";
import { uploadAs } from "../../real-calls/testing/upload";
import { postJson, quietConversation, scenarioIds, startDemo } from "../../calls/testing/demo-calls";
import {
  createSession,
  holdPhoneCall,
  practiceTeam,
  send,
  sessionWhen,
  startCall,
  verifyAgentNumber,
} from "../../calls/testing/practice-calls";

/** A broker's team of two, each agent with practice sessions, analytics, settings and a live login. */
async function team() {
  const broker = await createUser({ role: "broker", firstName: "Dora", lastName: "Deleter" });
  const ava = await createUser({ brokerId: broker.id, firstName: "Ava", lastName: "Gone" });
  const ben = await createUser({ brokerId: broker.id, firstName: "Ben", lastName: "Stays" });
  for (const agent of [ava, ben]) {
    await addSessions(agent.id, [
      { score: 70, scores: skills(70, 70, 70, 70, 70), duration: 120, createdAt: daysAgo(3) },
      { score: 80, scores: skills(80, 80, 80, 80, 80), duration: 180, createdAt: daysAgo(1) },
    ]);
    await withDb(async (db) => {
      await db.insert(analytics).values({
        agentId: agent.id,
        brokerId: broker.id,
        period: "weekly",
        periodStart: daysAgo(7),
        periodEnd: new Date(),
        totalSessions: 2,
      });
      await db.insert(userSettings).values({ userId: agent.id, companyName: "Agent Co" });
      await db.insert(invitations).values({
        brokerId: broker.id,
        email: agent.email,
        status: "accepted",
        acceptedUserId: agent.id,
        acceptedAt: daysAgo(10),
      });
    });
  }
  return { broker, ava, ben, avaCookie: await sessionCookieFor(ava.id), benCookie: await sessionCookieFor(ben.id) };
}

/** Everything stored about a user, as row counts (and whether the user row exists). */
async function footprint(user: User) {
  return withDb(async (db) => {
    const [userRows] = await db.select({ n: count() }).from(users).where(eq(users.id, user.id));
    const [practice] = await db
      .select({ n: count() })
      .from(practiceSessions)
      .where(eq(practiceSessions.agentId, user.id));
    const [stats] = await db.select({ n: count() }).from(analytics).where(eq(analytics.agentId, user.id));
    const [settings] = await db.select({ n: count() }).from(userSettings).where(eq(userSettings.userId, user.id));
    const [logins] = await db
      .select({ n: count() })
      .from(sessions)
      .where(sql`${sessions.sess}->>'userId' = ${user.id}`);
    const [invites] = await db
      .select({ n: count() })
      .from(invitations)
      .where(sql`lower(${invitations.email}) = lower(${user.email})`);
    return {
      user: userRows!.n,
      practiceSessions: practice!.n,
      analytics: stats!.n,
      settings: settings!.n,
      loginSessions: logins!.n,
      invitations: invites!.n,
    };
  });
}

function deleteAgent(
  agentId: string,
  cookie: string | null,
  headers: Record<string, string> = { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" },
) {
  return SELF.fetch(`${TEST_ORIGIN}/api/broker/agents/${agentId}`, {
    method: "DELETE",
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

const currentUser = (cookie: string) => SELF.fetch(`${TEST_ORIGIN}/api/auth/user`, { headers: { cookie } });

/**
 * A demo call the agent made while signed in (the demo start reads who from their session): its log, audio job,
 * recording in R2 and ConversationDO.
 */
async function signedInDemoCall(agent: User, cookie: string): Promise<string> {
  const [scenarioId] = await scenarioIds("saas");
  const { conversationId } = await startDemo(
    { scenarioId: scenarioId!, customInstructions: "My own notes." },
    { cookie },
  );
  const [log] = await withDb((db) =>
    db
      .select({ userId: demoCallLogs.userId })
      .from(demoCallLogs)
      .where(eq(demoCallLogs.conversationId, conversationId)),
  );
  expect(log).toEqual({ userId: agent.id });
  expect((await postJson(`/api/demo/conversation/${conversationId}/end`)).status).toBe(200);
  await quietConversation(conversationId);
  await env.AUDIO.put(audioKey(conversationId), new Uint8Array([0xff, 0xfb, 0x18, 0xc0]));
  await withDb((db) =>
    db
      .update(audioProcessingJobs)
      .set({ audioFilePath: audioKey(conversationId) })
      .where(eq(audioProcessingJobs.conversationId, conversationId)),
  );
  return conversationId;
}

describe("a demo call made while signed in", () => {
  it("is written as the signed-in user's; a visitor's and a stale session's are no one's", async () => {
    const [scenarioId] = await scenarioIds("insurance");
    const userOf = async (conversationId: string) =>
      (
        await withDb((db) =>
          db
            .select({ userId: demoCallLogs.userId })
            .from(demoCallLogs)
            .where(eq(demoCallLogs.conversationId, conversationId)),
        )
      )[0]!.userId;
    const visitor = await startDemo({ scenarioId: scenarioId! });
    expect(await userOf(visitor.conversationId)).toBeNull();
    const gone = await createUser({});
    const staleCookie = await sessionCookieFor(gone.id);
    await withDb((db) => db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${gone.id}`));
    const stale = await startDemo({ scenarioId: scenarioId! }, { cookie: staleCookie });
    expect(await userOf(stale.conversationId)).toBeNull();
    for (const { conversationId } of [visitor, stale]) await postJson(`/api/demo/conversation/${conversationId}/end`);
  });
});

describe("DELETE /api/broker/agents/{id}", () => {
  it("deletes the broker's agent with everything stored about them, signs them out, and leaves the teammate untouched", async () => {
    const { broker, ava, ben, avaCookie, benCookie } = await team();
    const otherBroker = await createUser({ role: "broker" });
    await withDb((db) => db.insert(invitations).values({ brokerId: otherBroker.id, email: ava.email }));
    const conversationId = await signedInDemoCall(ava, avaCookie);
    const benBefore = await footprint(ben);
    expect((await currentUser(avaCookie)).status).toBe(200);

    const response = await deleteAgent(ava.id, await sessionCookieFor(broker.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      agentId: ava.id,
      deletedPracticeSessions: 2,
      deletedDemoCalls: 1,
      endedLoginSessions: 1,
    } satisfies AgentDeletion);

    // Only the other broker's open invitation of that address is left: it is theirs.
    expect(await footprint(ava)).toEqual({
      user: 0,
      practiceSessions: 0,
      analytics: 0,
      settings: 0,
      loginSessions: 0,
      invitations: 1,
    });
    expect((await currentUser(avaCookie)).status).toBe(401);
    expect((await SELF.fetch(`${TEST_ORIGIN}/api/practice_sessions`, { headers: { cookie: avaCookie } })).status).toBe(
      401,
    );

    const demoRows = await withDb(async (db) => ({
      logs: await db.select().from(demoCallLogs).where(eq(demoCallLogs.conversationId, conversationId)),
      jobs: await db.select().from(audioProcessingJobs).where(eq(audioProcessingJobs.conversationId, conversationId)),
    }));
    expect(demoRows).toEqual({ logs: [], jobs: [] });
    expect(await env.AUDIO.head(audioKey(conversationId))).toBeNull();
    expect(await env.CONVERSATIONS.getByName(conversationId).getState()).toBeNull();

    expect(await footprint(ben)).toEqual(benBefore);
    expect((await currentUser(benCookie)).status).toBe(200);
    const listed = await SELF.fetch(`${TEST_ORIGIN}/api/broker/agents`, {
      headers: { cookie: await sessionCookieFor(broker.id) },
    });
    expect(((await listed.json()) as TeamAgent[]).map((item) => item.agent.id)).toEqual([ben.id]);
    expect((await deleteAgent(ava.id, await sessionCookieFor(broker.id))).status).toBe(404);
  });

  it("erases the agent's practice calls too: their recordings in R2, audio jobs and conversations", async () => {
    const { broker, agent, lineId, phoneNumber } = await practiceTeam();
    const session = await createSession(agent, { phoneNumberId: lineId, customPrompt: "You are Pat, a landlord." });
    const agentNumber = await verifyAgentNumber(agent);
    const start = await startCall(agent, session.id, "phone");
    await holdPhoneCall(phoneNumber, agentNumber);
    await sessionWhen(agent, session.id, (s) => s.status === "active");
    await send(agent, "POST", `/api/practice_sessions/${session.id}/complete`);
    await sessionWhen(agent, session.id, (s) => s.aiEvaluationStatus === "completed");
    await quietConversation(start.conversationId);
    expect(await env.AUDIO.head(audioKey(start.conversationId))).not.toBeNull();

    expect((await deleteAgent(agent.id, await sessionCookieFor(broker.id))).status).toBe(200);
    expect(await env.AUDIO.head(audioKey(start.conversationId))).toBeNull();
    expect(await env.CONVERSATIONS.getByName(start.conversationId).getState()).toBeNull();
    expect(
      await withDb((db) =>
        db.select().from(audioProcessingJobs).where(eq(audioProcessingJobs.conversationId, start.conversationId)),
      ),
    ).toEqual([]);
  });

  it("erases the agent's uploaded real calls too: the recording in R2 with the call", async () => {
    const { broker, agent } = await practiceTeam();
    const uploaded = await uploadAs(
      agent,
      { name: "call.mp3", content: heardCall("Dana"), type: "audio/mpeg" },
      { repSpeaker: "speaker_0" },
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const key = realCallRecordingKey(uploaded.body.id!, "mp3");
    expect(await env.AUDIO.head(key)).not.toBeNull();

    expect((await deleteAgent(agent.id, await sessionCookieFor(broker.id))).status).toBe(200);
    expect(await env.AUDIO.head(key)).toBeNull();
    expect(
      await withDb((db) => db.select().from(practiceSessions).where(eq(practiceSessions.id, uploaded.body.id!))),
    ).toEqual([]);
  });

  it("answers another broker 404, exactly as for no agent at all, and changes nothing", async () => {
    const { ava, avaCookie } = await team();
    const otherBroker = await createUser({ role: "broker" });
    const otherCookie = await sessionCookieFor(otherBroker.id);
    const before = await footprint(ava);

    const response = await deleteAgent(ava.id, otherCookie);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Agent not found", code: "not_found" });
    const unknown = await deleteAgent(crypto.randomUUID(), otherCookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Agent not found", code: "not_found" });

    expect(await footprint(ava)).toEqual(before);
    expect((await currentUser(avaCookie)).status).toBe(200);
  });

  it("refuses agents (even on the same team, even for themselves) and visitors, and changes nothing", async () => {
    const { ava, ben, avaCookie, benCookie } = await team();
    const before = await footprint(ava);

    for (const cookie of [benCookie, avaCookie]) {
      const response = await deleteAgent(ava.id, cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "This is only available to brokers.", code: "forbidden" });
    }
    expect((await deleteAgent(ben.id, null)).status).toBe(401);

    expect(await footprint(ava)).toEqual(before);
  });

  it("refuses a malformed id with 400 and a request from another site with 403", async () => {
    const { broker, ava } = await team();
    const brokerCookie = await sessionCookieFor(broker.id);
    const before = await footprint(ava);

    const malformed = await deleteAgent("not-a-uuid", brokerCookie);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      message: "Invalid input",
      code: "validation_failed",
      issues: [{ path: "id", message: "Invalid agent id" }],
    });

    const crossSite = await deleteAgent(ava.id, brokerCookie, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);

    expect(await footprint(ava)).toEqual(before);
    const stillThere = await withDb((db) =>
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, ava.id), eq(users.brokerId, broker.id))),
    );
    expect(stillThere).toHaveLength(1);
  });
});
