/**
 * Real calls (issue 32): a transcript in each accepted format reads as the same call; bad files are refused with
 * their message and nothing is stored; personal data is redacted on the lead's side by default; the call is scored
 * by the practice pipeline's analyser, bound to the agent's team, seen by the agent and their broker only.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TranscriptEntry } from "../../../domain/analysis";
import { REAL_CALL_CONSENT_TEXT, REAL_CALL_MESSAGES } from "../../../domain/real-calls/real-call";
import { redactText } from "../../../domain/real-calls/redaction";
import { parseTranscript, toTranscriptEntries } from "../../../domain/real-calls/transcript-formats";
import { practiceSessions, type User } from "../../../lib/db/schema";
import { analyseCallTranscript } from "../../../lib/analysis/analyse-call-transcript";
import { addSessions, apiAs, createUser, jsonAs, skills, withDb } from "../../testing/team-fixture";
import { reviewAs } from "../../review/testing/reviewed-calls";
import { sessionsOf, uploadAs } from "../testing/upload";
import json from "../fixtures/call.json?raw";
import srt from "../fixtures/call.srt?raw";
import text from "../fixtures/call.txt?raw";
import vtt from "../fixtures/call.vtt?raw";

let broker: User;
let agent: User;
let otherBroker: User;

beforeAll(async () => {
  broker = await createUser({ role: "broker", firstName: "Bea" });
  agent = await createUser({ role: "agent", brokerId: broker.id, firstName: "Dana", lastName: "Reyes" });
  otherBroker = await createUser({ role: "broker", firstName: "Olly" });
});

const deleteAs = (user: User, id: string) => apiAs(user, `/api/real-calls/${id}`, { method: "DELETE" });

const FILES = [
  { name: "call.vtt", content: vtt, repSpeaker: null },
  { name: "call.srt", content: srt, repSpeaker: null },
  { name: "call.txt", content: text, repSpeaker: null },
  { name: "call.json", content: json, repSpeaker: "speaker_0" },
];

/** The call every fixture holds, as the analyser reads it (before redaction). */
const THE_CALL: TranscriptEntry[] = [
  { speaker: "agent", timestamp: 0, text: "Hi, is this Sam? This is Dana from Harbor Realty, do you have a minute?" },
  { speaker: "customer", timestamp: 5, text: "I guess. What is this about?" },
  {
    speaker: "agent",
    timestamp: 8,
    text: "I saw your listing expired last week. What made you decide to sell in the first place?",
  },
  {
    speaker: "customer",
    timestamp: 14,
    text: "We want to move closer to my daughter. But I already have an agent I trust.",
  },
  {
    speaker: "agent",
    timestamp: 20,
    text: "That makes sense, loyalty matters. What would your agent need to do differently this time?",
  },
  {
    speaker: "customer",
    timestamp: 27,
    text: "Honestly the price was the problem. Call me on 415-555-0134 or write to sam.lopez@example.com, we live at 42 Maple Street.",
  },
  {
    speaker: "agent",
    timestamp: 37,
    text: "Thank you. Could we meet on Thursday at 4 pm to look at the pricing together?",
  },
  { speaker: "customer", timestamp: 43, text: "Thursday at 4 works. Fine." },
];
const REDACTED_LINE =
  "Honestly the price was the problem. Call me on [phone] or write to [email], we live at [address].";

describe("each accepted format", () => {
  it("parses to the same transcript entries", () => {
    expect(toTranscriptEntries(parseTranscript(vtt, "vtt"), "Dana Reyes")).toEqual(THE_CALL);
    expect(toTranscriptEntries(parseTranscript(srt, "srt"), "Dana Reyes")).toEqual(THE_CALL);
    expect(toTranscriptEntries(parseTranscript(text, "text"), "Dana Reyes")).toEqual(THE_CALL);
    expect(toTranscriptEntries(parseTranscript(json, "provider-json"), "speaker_0")).toEqual(THE_CALL);
  });

  it("uploads as a real call of the agent's team, scored by the practice analyser, the lead's personal data redacted", async () => {
    const expected = THE_CALL.map((entry) => (entry.timestamp === 27 ? { ...entry, text: REDACTED_LINE } : entry));
    const analysis = await analyseCallTranscript({
      env: {},
      transcript: expected,
      vertical: "real_estate",
      instructions: async () => null,
    });
    for (const file of FILES) {
      const uploaded = await uploadAs(agent, file, { repSpeaker: file.repSpeaker });
      expect(uploaded.status, `${file.name}: ${JSON.stringify(uploaded.body)}`).toBe(201);
      const [row] = await withDb((db) =>
        db.select().from(practiceSessions).where(eq(practiceSessions.id, uploaded.body.id!)),
      );
      expect(row!.transcript, file.name).toEqual(expected);
      expect(row).toMatchObject({
        source: "real_call",
        teamId: broker.id,
        agentId: agent.id,
        status: "completed",
        aiEvaluationStatus: "completed",
      });
      expect(row!.score).toBe(analysis.overallScore);
      expect(row!.scores).toEqual(analysis.scores);
      expect(row!.realCall).toMatchObject({
        consentText: REAL_CALL_CONSENT_TEXT,
        uploadedBy: agent.id,
        redaction: "lead",
        redacted: { phone: 1, email: 1, address: 1 },
      });
    }
  });
});

describe("a bad file", () => {
  const refusals: {
    label: string;
    file: { name: string; content: string };
    fields?: Record<string, string | null>;
    status: number;
    message: string;
  }[] = [
    {
      label: "wrong type",
      file: { name: "call.pdf", content: "%PDF-1.7" },
      status: 415,
      message: REAL_CALL_MESSAGES.wrongType,
    },
    {
      label: "too big",
      file: { name: "call.txt", content: `Dana: ${"word ".repeat(210_000)}` },
      status: 413,
      message: REAL_CALL_MESSAGES.transcriptTooBig,
    },
    { label: "empty", file: { name: "call.vtt", content: "" }, status: 400, message: REAL_CALL_MESSAGES.empty },
    {
      label: "no speech",
      file: { name: "call.vtt", content: "WEBVTT\n\n" },
      status: 422,
      message: REAL_CALL_MESSAGES.noSpeech,
    },
    {
      label: "no speech (provider JSON)",
      file: { name: "call.json", content: '{"language_code":"eng","text":"","words":[]}' },
      status: 422,
      message: REAL_CALL_MESSAGES.noSpeech,
    },
    {
      label: "one speaker",
      file: { name: "call.txt", content: "Dana: Hello?\nDana: Anyone there?" },
      status: 422,
      message: REAL_CALL_MESSAGES.oneSpeaker,
    },
    {
      label: "too long",
      file: { name: "call.txt", content: "[0:00] Dana: Hi.\n[31:00] Sam: Bye." },
      status: 422,
      message: REAL_CALL_MESSAGES.tooLong,
    },
    {
      label: "no consent",
      file: { name: "call.vtt", content: vtt },
      fields: { consent: null },
      status: 400,
      message: REAL_CALL_MESSAGES.consent,
    },
    {
      label: "consent in other words",
      file: { name: "call.vtt", content: vtt },
      fields: { consent: "yes" },
      status: 400,
      message: REAL_CALL_MESSAGES.consent,
    },
  ];
  for (const refusal of refusals) {
    it(`is refused: ${refusal.label}, and nothing is stored`, async () => {
      const uploader = await createUser({ role: "agent", brokerId: broker.id, firstName: "Dana" });
      const answer = await uploadAs(uploader, refusal.file, refusal.fields);
      expect(answer.status, JSON.stringify(answer.body)).toBe(refusal.status);
      expect(answer.body.message).toBe(refusal.message);
      expect(await sessionsOf(uploader.id)).toEqual([]);
    });
  }

  it("asks which speaker is the rep when the file does not say, and stores nothing until told", async () => {
    const uploader = await createUser({ role: "agent", brokerId: broker.id, firstName: "Robin" });
    const unclear = await uploadAs(uploader, { name: "call.json", content: json });
    expect(unclear.status).toBe(422);
    expect(unclear.body.message).toBe(REAL_CALL_MESSAGES.pickRep);
    expect(unclear.body.issues).toEqual([
      {
        path: "repSpeaker",
        message: "speaker_0: Hi, is this Sam? This is Dana from Harbor Realty, do you have a minute?",
      },
      { path: "repSpeaker", message: "speaker_1: I guess. What is this about?" },
    ]);
    expect(await sessionsOf(uploader.id)).toEqual([]);
    const unknown = await uploadAs(uploader, { name: "call.json", content: json }, { repSpeaker: "speaker_9" });
    expect(unknown.body.message).toBe(REAL_CALL_MESSAGES.unknownRep);
    const picked = await uploadAs(uploader, { name: "call.json", content: json }, { repSpeaker: "speaker_1" });
    expect(picked.status).toBe(201);
    const [row] = await sessionsOf(uploader.id);
    expect(row!.transcript![0]!.speaker).toBe("customer");
  });
});

describe("redaction", () => {
  it("removes phone numbers, emails, card numbers and street addresses", () => {
    const counts = {};
    expect(
      redactText(
        "Ring +1 (415) 555-0134 or 020 7946 0958, mail jo.b+x@mail.example.org, card 4111 1111 1111 1111, at 221B Baker Street and 12 Oak Ave.",
        counts,
      ),
    ).toBe("Ring [phone] or [phone], mail [email], card [card], at [address] and [address].");
    expect(counts).toEqual({ phone: 2, email: 1, card: 1, address: 2 });
  });

  it("keeps a number that is no card (the Luhn check fails) out of the card kind, and plain prices and times alone", () => {
    const plain =
      "It listed at 450000 dollars, 4111 1111 1111 1112 is no card; call at 4 pm on the way, 2 Story Homes rock";
    expect(redactText(plain)).toBe(plain);
  });

  it("redacts both sides when asked, and neither when turned off", async () => {
    const uploader = await createUser({ role: "agent", brokerId: broker.id, firstName: "Dana" });
    const withRepData = text.replace("Thank you.", "Thank you, my cell is 415-555-0199.");
    await uploadAs(uploader, { name: "both.txt", content: withRepData }, { redact: "both" });
    await uploadAs(uploader, { name: "none.txt", content: withRepData }, { redact: "none" });
    const rows = await sessionsOf(uploader.id);
    const byName = (name: string) =>
      rows
        .find((row) => row.realCall!.fileName === name)!
        .transcript!.map((entry) => entry.text)
        .join(" ");
    expect(byName("both.txt")).toContain("my cell is [phone].");
    expect(byName("both.txt")).toContain(REDACTED_LINE);
    expect(byName("none.txt")).toContain("my cell is 415-555-0199.");
    expect(byName("none.txt")).toContain("sam.lopez@example.com");
  });
});

describe("who sees a real call", () => {
  it("is reviewed by the agent and their broker; another team's broker gets 404, and cannot upload for the agent", async () => {
    const uploaded = await uploadAs(broker, { name: "call.vtt", content: vtt }, { agentId: agent.id });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const [row] = await withDb((db) =>
      db.select().from(practiceSessions).where(eq(practiceSessions.id, uploaded.body.id!)),
    );
    expect(row).toMatchObject({ agentId: agent.id, teamId: broker.id, realCall: { uploadedBy: broker.id } });
    expect((await reviewAs(agent, uploaded.body.id!)).status).toBe(200);
    expect((await reviewAs(broker, uploaded.body.id!)).status).toBe(200);
    expect((await reviewAs(otherBroker, uploaded.body.id!)).status).toBe(404);
    const before = (await sessionsOf(agent.id)).length;
    const foreign = await uploadAs(otherBroker, { name: "call.vtt", content: vtt }, { agentId: agent.id });
    expect(foreign.status).toBe(404);
    expect(await sessionsOf(agent.id)).toHaveLength(before);
  });
});

describe("practice figures", () => {
  it("leave real calls out: the agent's analytics, the team's stats, agents and analytics, and the leaderboard", async () => {
    const teamBroker = await createUser({ role: "broker", firstName: "Tess" });
    const rep = await createUser({ role: "agent", brokerId: teamBroker.id, firstName: "Dana" });
    await addSessions(rep.id, [
      { score: 90, scores: skills(90, 90, 90, 90, 90), duration: 120, createdAt: new Date() },
    ]);
    const figures = async () => ({
      agent: await jsonAs<{ completedSessions: number; averageScore: number }>(
        rep,
        "/api/analytics/agent?period=daily",
      ),
      stats: await jsonAs<{ avgScore: number; completed: number }>(teamBroker, "/api/broker/stats"),
      agents: await jsonAs<{ totalSessions: number; averageScore: number }[]>(teamBroker, "/api/broker/agents"),
      detail: await jsonAs<{ stats: unknown; recentSessions: { source: string }[] }>(
        teamBroker,
        `/api/broker/agents/${rep.id}`,
      ),
      leaderboard: await jsonAs<unknown>(rep, "/api/leaderboard?period=all"),
      team: await jsonAs<unknown>(teamBroker, "/api/analytics/broker"),
    });
    const before = await figures();
    expect(before.agent).toMatchObject({ completedSessions: 1, averageScore: 90 });
    const uploaded = await uploadAs(rep, { name: "call.vtt", content: vtt });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.score).not.toBe(90);
    const after = await figures();
    expect(after.agent).toEqual(before.agent);
    expect(after.stats).toEqual(before.stats);
    expect(after.agents).toEqual(before.agents);
    expect(after.detail.stats).toEqual(before.detail.stats);
    expect(after.leaderboard).toEqual(before.leaderboard);
    expect(after.team).toEqual(before.team);
    // The broker still sees the upload on the agent's page, marked as a real call.
    expect(after.detail.recentSessions.map((session) => session.source)).toEqual(["real_call", "practice"]);
  });
});

describe("the review", () => {
  it('is the practice review, marked "Real call" with its upload, and deletion removes the call', async () => {
    const uploaded = await uploadAs(agent, { name: "call.srt", content: srt });
    const { status, body } = await reviewAs(agent, uploaded.body.id!);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: "Real call: call.srt",
      realCall: {
        fileName: "call.srt",
        consentText: REAL_CALL_CONSENT_TEXT,
        redacted: { phone: 1, email: 1, address: 1 },
      },
      score: uploaded.body.score,
    });
    expect(body.analysis!.timeline.map((moment) => moment.kind)).toContain("objection");
    expect(body.transcript[5]!.text).toBe(REDACTED_LINE);
    expect((await deleteAs(otherBroker, uploaded.body.id!)).status).toBe(404);
    expect((await deleteAs(agent, uploaded.body.id!)).status).toBe(204);
    expect((await reviewAs(agent, uploaded.body.id!)).status).toBe(404);
    expect(
      await withDb((db) => db.select().from(practiceSessions).where(eq(practiceSessions.id, uploaded.body.id!))),
    ).toEqual([]);
  });
});

describe("practise this call again", () => {
  it("drafts the lead from the real lead's side: name, what they wanted, their objections in their words, mood", async () => {
    const uploaded = await uploadAs(agent, { name: "call.vtt", content: vtt });
    const response = await apiAs(agent, `/api/real-calls/${uploaded.body.id}/lead-draft`);
    expect(response.status).toBe(200);
    const draft = (await response.json()) as { profile: Record<string, unknown>; personaPrompt: string };
    expect(draft.profile).toMatchObject({
      name: "Sam Lopez",
      wanted: "We want to move closer to my daughter. But I already have an agent I trust.",
      openingLine: "I guess. What is this about?",
    });
    expect((draft.profile.objections as string[]).join(" ")).toContain("I already have an agent I trust.");
    // How hard they pushed and their mood are the real call's: its objections and the lead's sentiment at the end.
    const [row] = await withDb((db) =>
      db.select().from(practiceSessions).where(eq(practiceSessions.id, uploaded.body.id!)),
    );
    expect(row!.leadSentiment).not.toBeNull();
    expect(draft.profile.mood).toBe(row!.leadSentiment);
    expect(draft.personaPrompt).toContain(`Your mood through the call: ${row!.leadSentiment}.`);
    expect(["gently", "firmly", "hard"]).toContain(draft.profile.pushback);
    expect(draft.personaPrompt).toContain(`push back ${draft.profile.pushback as string}`);
    expect(draft.personaPrompt).toContain("You are Sam Lopez");
    expect(draft.personaPrompt).toContain("I already have an agent I trust.");
    // The rep's own words never become the lead's, and the redacted data stays redacted.
    expect(draft.personaPrompt).not.toContain("Harbor Realty");
    expect(draft.personaPrompt).not.toContain("415-555-0134");
    expect((await apiAs(broker, `/api/real-calls/${uploaded.body.id}/lead-draft`)).status).toBe(404);
    expect((await apiAs(otherBroker, `/api/real-calls/${uploaded.body.id}/lead-draft`)).status).toBe(404);
  });
});
