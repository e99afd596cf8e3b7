/**
 * Security review, finding 4: a phone practice call answers only the agent it belongs to. It is routed by the
 * agent's own verified number on a shared line (no lease anyone else's call could take), and the broker's Phone
 * Numbers page counts only their own team's calls: who holds a shared line is nobody else's to see.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PracticeLineStatus } from "../../../domain/broker";
import { VERIFY_NUMBER_FIRST_MESSAGE } from "../../../domain/phone-verification";
import { UNRESERVED_LINE_MESSAGE, type InitiationResponse } from "../../../lib/voice/conversation-init";
import { initWebhook, quietConversation } from "../testing/demo-calls";
import {
  createSession,
  freshNumber,
  holdPhoneCall,
  practiceTeam,
  send,
  sessionWhen,
  startCall,
  verifyAgentNumber,
} from "../testing/practice-calls";
import { phoneNumbers } from "../../../lib/db/schema";
import { jsonAs, withDb } from "../../testing/team-fixture";

async function ring(calledNumber: string, callerId: string) {
  const response = await initWebhook({
    called_number: calledNumber,
    call_sid: `CA${crypto.randomUUID().replaceAll("-", "")}`,
    caller_id: callerId,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as InitiationResponse;
}

describe("phone practice calls routed by the agent's proved number", () => {
  it("refuses a phone call before the agent proved a number, writing nothing", async () => {
    const { agent, lineId } = await practiceTeam();
    const created = await createSession(agent, { phoneNumberId: lineId, customPrompt: "You are Pat." });
    expect(await send(agent, "POST", `/api/practice_sessions/${created.id}/call`, { via: "phone" })).toEqual({
      status: 409,
      body: { message: VERIFY_NUMBER_FIRST_MESSAGE, code: "conflict" },
    });
    expect((await send(agent, "GET", `/api/practice_sessions/${created.id}`)).body).toMatchObject({
      status: "pending",
      conversationId: null,
    });
  });

  it("answers whoever dials first with nothing: only the agent's own number reaches the session", async () => {
    const { agent, lineId, phoneNumber } = await practiceTeam();
    const agentNumber = await verifyAgentNumber(agent);
    const created = await createSession(agent, {
      phoneNumberId: lineId,
      customPrompt: "You are Pat Lee, a landlord with three rentals.",
    });
    const start = await startCall(agent, created.id, "phone");
    // Someone else dials the line first: the polite refusal, no persona, and the session still waits.
    const stranger = await ring(phoneNumber, freshNumber());
    expect(stranger.conversation_config_override.agent.first_message).toBe(UNRESERVED_LINE_MESSAGE);
    expect(JSON.stringify(stranger)).not.toContain("Pat Lee");
    expect((await send(agent, "GET", `/api/practice_sessions/${created.id}`)).body).toMatchObject({
      status: "pending",
    });
    // The agent's own call gets the session's persona.
    const own = await ring(phoneNumber, agentNumber);
    expect(own.dynamic_variables.session_id).toBe(start.conversationId);
    expect(own.conversation_config_override.agent.prompt.prompt).toContain("Pat Lee");
  });

  it("carries two teams' agents on one shared line at once, each reaching their own session", async () => {
    // A shared line of no team (its vertical no demo scenario has, so demo tests never lease it).
    const [shared] = await withDb((db) =>
      db
        .insert(phoneNumbers)
        .values({ phoneNumber: freshNumber(), displayName: "Shared test line", vertical: "homepage" })
        .returning({ id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber }),
    );
    const teams = await Promise.all([practiceTeam(), practiceTeam()]);
    const calls = await Promise.all(
      teams.map(async (team, i) => {
        const callerNumber = await verifyAgentNumber(team.agent);
        const created = await createSession(team.agent, {
          phoneNumberId: shared!.id,
          customPrompt: `You are lead number ${i + 1}.`,
        });
        const start = await startCall(team.agent, created.id, "phone");
        return { team, callerNumber, created, start };
      }),
    );
    for (const { team, callerNumber, created, start } of calls) {
      await holdPhoneCall(shared!.phoneNumber, callerNumber, ["Hello, this is a practice call."]);
      await sessionWhen(team.agent, created.id, (session) => session.status === "active");
      await quietConversation(start.conversationId);
    }
    // Each broker sees their own team's one live call on the shared line, and nothing of the other team's.
    for (const { team } of calls) {
      const lines = await jsonAs<PracticeLineStatus[]>(team.broker, "/api/broker/phone-lines");
      expect(lines.find((line) => line.id === shared!.id)).toMatchObject({ liveCalls: 1 });
    }
    for (const { team, created } of calls)
      expect((await send(team.agent, "POST", `/api/practice_sessions/${created.id}/complete`)).status).toBe(200);
    await withDb((db) => db.delete(phoneNumbers).where(eq(phoneNumbers.id, shared!.id)));
  });
});
