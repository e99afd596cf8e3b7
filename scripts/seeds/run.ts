/** @file Idempotent seeds: scenarios, practice lines, LLM instructions and (optionally) a dev team with history. */
import { createHash } from "node:crypto";
import { isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { TRAINING_PHONE_LINES } from "../../domain/training-options";
import * as schema from "../../lib/db/schema";
import { demoScenarios } from "./demo-scenarios";
import { devTeam } from "./dev-team";
import { llmInstructions } from "./llm-instructions";
import { buildPracticeHistory } from "./practice-history";

export async function seedDatabase(url: string, options: { devData: boolean; now?: Date }): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle({ client: pool, schema, casing: "snake_case" });
  try {
    await db.transaction(async (tx) => {
      for (const scenario of demoScenarios) {
        const row = {
          name: scenario.name,
          vertical: scenario.vertical,
          difficulty: scenario.difficulty,
          promptText: scenario.promptText,
          conversationConfig: {
            firstMessage: scenario.firstMessage,
            voiceId: scenario.voiceId,
            objections: scenario.objections,
          },
        };
        await tx
          .insert(schema.demoScenarios)
          .values(row)
          .onConflictDoUpdate({
            target: schema.demoScenarios.name,
            targetWhere: isNull(schema.demoScenarios.brokerId),
            set: row,
          });
      }
      for (const line of TRAINING_PHONE_LINES) {
        await tx
          .insert(schema.phoneNumbers)
          .values({ ...line })
          .onConflictDoNothing();
      }
      for (const instruction of llmInstructions) {
        await tx
          .insert(schema.llmInstructions)
          .values(instruction)
          .onConflictDoUpdate({ target: schema.llmInstructions.name, set: instruction });
      }
      if (options.devData) await seedDevTeam(tx, options.now ?? new Date());
    });
  } finally {
    await pool.end();
  }
}

type Tx = Parameters<Parameters<ReturnType<typeof drizzle<typeof schema>>["transaction"]>[0]>[0];

async function seedDevTeam(tx: Tx, now: Date): Promise<void> {
  const [broker] = await tx
    .insert(schema.users)
    .values(devTeam.broker)
    .onConflictDoUpdate({ target: schema.users.email, set: { role: "broker" } })
    .returning();
  if (!broker) throw new Error("dev broker was not stored");
  await tx
    .insert(schema.userSettings)
    .values({ userId: broker.id, companyName: devTeam.companyName })
    .onConflictDoNothing();

  const scenarios = await tx.select().from(schema.demoScenarios).where(isNull(schema.demoScenarios.brokerId));
  const lines = await tx.select().from(schema.phoneNumbers);
  for (const agent of devTeam.agents) {
    const [stored] = await tx
      .insert(schema.users)
      .values({ ...agent.user, brokerId: broker.id })
      .onConflictDoUpdate({ target: schema.users.email, set: { brokerId: broker.id } })
      .returning();
    if (!stored) throw new Error(`dev agent ${agent.user.email} was not stored`);
    const history = buildPracticeHistory({
      agentKey: agent.user.email,
      skill: agent.skill,
      count: agent.sessions,
      now,
      scenarios,
      lines,
    });
    for (const session of history) {
      const id = stableUuid(`${agent.user.email}#${session.key}`);
      const connected = session.status === "completed";
      await tx
        .insert(schema.practiceSessions)
        .values({
          ...session,
          id,
          agentId: stored.id,
          teamId: broker.id,
          connectedAt: connected ? session.createdAt : null,
        })
        .onConflictDoNothing();
      // Its minutes, so the broker's usage view has a month to show.
      if (connected && session.duration) {
        await tx
          .insert(schema.callUsage)
          .values({
            conversationId: stableUuid(`${agent.user.email}#${session.key}#call`),
            practiceSessionId: id,
            agentId: stored.id,
            teamId: broker.id,
            channel: "browser",
            startedAt: session.createdAt,
            connectedAt: session.createdAt,
            endedAt: new Date(session.createdAt.getTime() + session.duration * 1000),
            reservedSeconds: session.duration,
            billedSeconds: session.duration,
            providerCostUsd: Math.round((session.duration / 60) * 0.1 * 10_000) / 10_000,
            leadLatencyMs: 650 + ((session.duration * 37) % 400),
            settledAt: new Date(session.createdAt.getTime() + session.duration * 1000),
          })
          .onConflictDoNothing();
      }
    }
  }
}

/** A UUID derived from a name, so re-seeding finds the same rows. */
export function stableUuid(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is required.");
    process.exit(1);
  }
  await seedDatabase(url, { devData: process.env.SEED_DEV_DATA !== "false" });
  console.log("seeded");
}
