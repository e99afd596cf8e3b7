/**
 * Security review, finding 5: a session belongs to the team it was made in. When an agent joins another team, the
 * new broker reads none of their older calls (transcripts, recordings, figures) nor the previous broker's coaching
 * notes; the previous broker's notes stay theirs to delete; the agent keeps their own history.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BrokerAnalytics, BrokerStats, TeamActivityItem, TeamAgentDetail } from "../../../domain/broker";
import type { CallReview } from "../../../domain/call-review";
import { analyseTranscript } from "../../../lib/analysis/analyse-transcript";
import { STRONG_CALL } from "../../../lib/analysis/testing/fixtures";
import { practiceSessions, users, type User } from "../../../lib/db/schema";
import { apiAs, createUser, jsonAs, withDb } from "../../testing/team-fixture";

/** A scored call of `agent`, made in `teamId`'s team. */
async function scoredCall(agent: User, teamId: string): Promise<string> {
  const { result } = analyseTranscript(STRONG_CALL);
  const [row] = await withDb((db) =>
    db
      .insert(practiceSessions)
      .values({
        agentId: agent.id,
        teamId,
        status: "completed",
        aiEvaluationStatus: "completed",
        transcript: STRONG_CALL,
        score: result.overallScore,
        scores: result.scores,
      })
      .returning({ id: practiceSessions.id }),
  );
  return row!.id;
}

async function note(broker: User, sessionId: string, body: string): Promise<string> {
  const response = await apiAs(broker, `/api/call-reviews/${sessionId}/notes`, {
    method: "POST",
    body: { time: 3, body },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("history stays with the team it was made in", () => {
  it("keeps an agent's calls and their coaching notes from the broker of the team they join", async () => {
    const before = await createUser({ role: "broker", firstName: "Olga" });
    const after = await createUser({ role: "broker", firstName: "Nina" });
    const agent = await createUser({ brokerId: before.id, firstName: "Ana" });
    const old = await scoredCall(agent, before.id);
    const oldNote = await note(before, old, "Slow down at the open.");

    // The agent joins Nina's team (as accepting her invitation does).
    await withDb((db) => db.update(users).set({ brokerId: after.id }).where(eq(users.id, agent.id)));
    expect((await apiAs(after, `/api/call-reviews/${old}`)).status).toBe(404);
    expect((await apiAs(after, `/api/call-reviews/${old}/recording`)).status).toBe(404);
    expect(
      (await apiAs(after, `/api/call-reviews/${old}/notes`, { method: "POST", body: { time: 1, body: "Mine now?" } }))
        .status,
    ).toBe(404);
    // Nor corrects its score, answers its flags or grades it blind for calibration.
    expect(
      (
        await apiAs(after, `/api/call-reviews/${old}/corrections`, {
          method: "POST",
          body: { overall: 10, reason: "Mine now?" },
        })
      ).status,
    ).toBe(404);
    const flag = await apiAs(agent, `/api/call-reviews/${old}/flags`, {
      method: "POST",
      body: { time: 3, comment: "I did ask about timing." },
    });
    expect(flag.status).toBe(201);
    const flagId = ((await flag.json()) as { id: string }).id;
    expect(await jsonAs<unknown[]>(after, "/api/broker/score-flags")).toEqual([]);
    expect(
      (await apiAs(after, `/api/call-reviews/${old}/flags/${flagId}/resolve`, { method: "POST", body: {} })).status,
    ).toBe(404);
    expect((await apiAs(after, `/api/broker/calibration/calls/${old}`)).status).toBe(404);
    const detail = await jsonAs<TeamAgentDetail>(after, `/api/broker/agents/${agent.id}`);
    expect(detail.stats).toMatchObject({ totalSessions: 0, averageScore: null });
    expect(detail.recentSessions).toEqual([]);
    expect(await jsonAs<BrokerStats>(after, "/api/broker/stats")).toMatchObject({
      totalAgents: 1,
      completed: 0,
      avgScore: 0,
    });
    expect(await jsonAs<TeamActivityItem[]>(after, "/api/broker/activity")).toEqual([]);
    expect((await jsonAs<BrokerAnalytics>(after, "/api/analytics/broker")).overallStats.totalSessions).toBe(0);

    // Olga's note is still hers: she can delete it though the agent left, and nobody else can.
    expect((await apiAs(after, `/api/call-reviews/${old}/notes/${oldNote}`, { method: "DELETE" })).status).toBe(404);
    // The agent keeps their own history, the old note included.
    const own = await jsonAs<CallReview>(agent, `/api/call-reviews/${old}`);
    expect(own.notes.map((item) => item.body)).toEqual(["Slow down at the open."]);
    expect((await apiAs(before, `/api/call-reviews/${old}/notes/${oldNote}`, { method: "DELETE" })).status).toBe(204);
    expect((await jsonAs<CallReview>(agent, `/api/call-reviews/${old}`)).notes).toEqual([]);
  });

  it("shows the new broker the calls made in their team, with only their own team's notes", async () => {
    const before = await createUser({ role: "broker", firstName: "Olga" });
    const after = await createUser({ role: "broker", firstName: "Nina" });
    const agent = await createUser({ brokerId: after.id, firstName: "Ana" });
    const call = await scoredCall(agent, after.id);
    await note(after, call, "Good recovery after the price objection.");
    // A note Olga's team wrote on this call before (as the old data could hold): not Nina's to read.
    await withDb((db) =>
      db.execute(
        `insert into coaching_notes (practice_session_id, author_id, team_id, time, body) values ('${call}', '${before.id}', '${before.id}', 1, 'Old team note')`,
      ),
    );
    const review = await jsonAs<CallReview>(after, `/api/call-reviews/${call}`);
    expect(review.notes.map((item) => item.body)).toEqual(["Good recovery after the price objection."]);
    expect(
      (await jsonAs<CallReview>(agent, `/api/call-reviews/${call}`)).notes.map((item) => item.body).sort(),
    ).toEqual(["Good recovery after the price objection.", "Old team note"]);
    expect((await jsonAs<TeamAgentDetail>(after, `/api/broker/agents/${agent.id}`)).stats.totalSessions).toBe(1);
  });

  it("records the team on every session made through the API", async () => {
    const broker = await createUser({ role: "broker" });
    const agent = await createUser({ brokerId: broker.id });
    const lines = await jsonAs<{ phoneNumbers: Array<{ id: string }> }>(agent, "/api/agent/training-options");
    const created = await apiAs(agent, "/api/practice_sessions", {
      method: "POST",
      body: {
        phoneNumberId: lines.phoneNumbers[0]!.id,
        aiAgentId: "skeptical-homeowner",
        customPrompt: "You are Pat.",
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const [row] = await withDb((db) =>
      db.select({ teamId: practiceSessions.teamId }).from(practiceSessions).where(eq(practiceSessions.id, id)),
    );
    expect(row!.teamId).toBe(broker.id);
  });
});
