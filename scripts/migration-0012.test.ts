/**
 * Migration 0012 on data made before it (security review of issue 29, finding 5): every existing session gets the
 * team it was made in (the broker who wrote a note on it or set it as an assignment knew it as their team's, else
 * the agent's team today), every note its author's team, heard calls a connection time, and calls with a length
 * their minutes. On a real Postgres (embedded), migrated to 0011, filled, then migrated on.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "./testing/test-database";

const MIGRATION = "0012_call_budgets_and_team_binding";
let postgres: TestDatabase;
let before: string;

/** migrations/ up to (not including) `tag`, in a folder of its own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "practiceline-migrations-"));
  cpSync("migrations", folder, { recursive: true });
  const journalPath = join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string; idx: number }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`No migration ${tag} in migrations/meta/_journal.json`);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateWith(url: string, folder: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle({ client: pool }), { migrationsFolder: folder });
  } finally {
    await pool.end();
  }
}

beforeAll(async () => {
  postgres = await startTestDatabase("migration_0012");
  before = migrationsBefore(MIGRATION);
}, 120_000);

afterAll(async () => {
  await postgres?.stop();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it("binds existing sessions and notes to the team they were made in", async () => {
    await migrateWith(postgres.url, before);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const id = async (text: string, values: unknown[]) =>
        (await client.query<{ id: string }>(text, values)).rows[0]!.id;
      const oldBroker = await id("insert into users (email, role) values ('old@t.test', 'broker') returning id", []);
      const newBroker = await id("insert into users (email, role) values ('new@t.test', 'broker') returning id", []);
      const agent = await id("insert into users (email, broker_id) values ('agent@t.test', $1) returning id", [
        newBroker,
      ]);
      const loner = await id("insert into users (email) values ('loner@t.test') returning id", []);
      const conversation = "7b0c0d1e-0000-4000-8000-000000000001";
      // Coached by the old broker before the agent moved; an assignment attempt of the old team; one made since.
      const coached = await id(
        "insert into practice_sessions (agent_id, status, transcript, score, duration, conversation_id) values ($1, 'completed', '[]', 70, 95, $2) returning id",
        [agent, conversation],
      );
      await client.query(
        "insert into coaching_notes (practice_session_id, author_id, time, body) values ($1, $2, 1, 'Slow down')",
        [coached, oldBroker],
      );
      const assignment = await id(
        "insert into assignments (broker_id, title, vertical, due_at, min_score) values ($1, 'Old', 'saas', now(), 70) returning id",
        [oldBroker],
      );
      const attempt = await id("insert into practice_sessions (agent_id, status) values ($1, 'failed') returning id", [
        agent,
      ]);
      await client.query(
        "insert into assignment_attempts (practice_session_id, assignment_id, agent_id) values ($1, $2, $3)",
        [attempt, assignment, agent],
      );
      const recent = await id("insert into practice_sessions (agent_id, status) values ($1, 'pending') returning id", [
        agent,
      ]);
      const alone = await id("insert into practice_sessions (agent_id, status) values ($1, 'pending') returning id", [
        loner,
      ]);

      await migrateWith(postgres.url, "migrations");

      const teams = new Map(
        (
          await client.query<{ id: string; team_id: string | null; connected: boolean }>(
            "select id, team_id, connected_at is not null as connected from practice_sessions",
          )
        ).rows.map((row) => [row.id, row]),
      );
      expect(teams.get(coached)).toMatchObject({ team_id: oldBroker, connected: true });
      expect(teams.get(attempt)).toMatchObject({ team_id: oldBroker, connected: false });
      expect(teams.get(recent)).toMatchObject({ team_id: newBroker, connected: false });
      expect(teams.get(alone)).toMatchObject({ team_id: null });
      const [note] = (await client.query<{ team_id: string }>("select team_id from coaching_notes")).rows;
      expect(note!.team_id).toBe(oldBroker);
      const usage = (
        await client.query<{ conversation_id: string; team_id: string; billed_seconds: number }>(
          "select conversation_id, team_id, billed_seconds from call_usage",
        )
      ).rows;
      expect(usage).toEqual([{ conversation_id: conversation, team_id: oldBroker, billed_seconds: 95 }]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
