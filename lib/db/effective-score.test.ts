/**
 * The one rule for a call's score, on real Postgres: the analysis writes the analyser's scores and the score everyone
 * reads; a correction overrides what it names and keeps the rest; the analysis writing again (the conversation's
 * mirror runs after every change of the call, e.g. a late recording) never undoes a correction.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "./client";
import { analysedScoreSet, correctedScoreSet } from "./effective-score";
import { practiceSessions, users } from "./schema";

const { db, close } = openDatabase(env);
afterAll(() => close());

const scores = { tone: 70, pacing: 60, objectionHandling: 50, scriptAdherence: 80, conversionLikelihood: 40 };

it("a correction stays the score everyone reads, while the analyser's own score is kept and may be written again", async () => {
  const [agent] = await db
    .insert(users)
    .values({ email: `effective-${crypto.randomUUID()}@example.test` })
    .returning();
  const [session] = await db
    .insert(practiceSessions)
    .values({ agentId: agent!.id })
    .returning({ id: practiceSessions.id });
  const where = eq(practiceSessions.id, session!.id);
  const row = async () => (await db.select().from(practiceSessions).where(where))[0]!;

  await db.update(practiceSessions).set(analysedScoreSet(61, scores)).where(where);
  expect(await row()).toMatchObject({
    score: 61,
    scores,
    analysedScore: 61,
    analysedScores: scores,
    correctedScore: null,
  });

  await db
    .update(practiceSessions)
    .set(correctedScoreSet({ overall: null, scores: { tone: 20 } }))
    .where(where);
  expect(await row()).toMatchObject({
    score: 61,
    scores: { ...scores, tone: 20 },
    correctedScore: null,
    correctedScores: { tone: 20 },
  });
  await db
    .update(practiceSessions)
    .set(correctedScoreSet({ overall: 35, scores: { pacing: 90 } }))
    .where(where);
  expect(await row()).toMatchObject({
    score: 35,
    scores: { ...scores, tone: 20, pacing: 90 },
    correctedScore: 35,
    correctedScores: { tone: 20, pacing: 90 },
  });

  // The mirror writes the analysis again: the analyser's scores are refreshed, the corrections stay in force.
  await db
    .update(practiceSessions)
    .set(analysedScoreSet(61, { ...scores, objectionHandling: 55 }))
    .where(where);
  expect(await row()).toMatchObject({
    score: 35,
    scores: { ...scores, objectionHandling: 55, tone: 20, pacing: 90 },
    analysedScore: 61,
    analysedScores: { ...scores, objectionHandling: 55 },
  });
});

it("a call scored before the analyser's scores were kept apart takes them from its score when first corrected", async () => {
  const [agent] = await db
    .insert(users)
    .values({ email: `legacy-${crypto.randomUUID()}@example.test` })
    .returning();
  const [session] = await db
    .insert(practiceSessions)
    .values({ agentId: agent!.id, score: 58, scores })
    .returning({ id: practiceSessions.id });
  const where = eq(practiceSessions.id, session!.id);
  await db
    .update(practiceSessions)
    .set(correctedScoreSet({ overall: null, scores: { conversionLikelihood: 75 } }))
    .where(where);
  expect((await db.select().from(practiceSessions).where(where))[0]).toMatchObject({
    score: 58,
    scores: { ...scores, conversionLikelihood: 75 },
    analysedScore: 58,
    analysedScores: scores,
  });
});
