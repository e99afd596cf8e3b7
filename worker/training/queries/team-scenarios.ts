/**
 * @file Team scenarios in SQL. A scenario belongs to PracticeLine (broker_id null) or to one team (broker_id = the
 * team's broker); every read and write here names the team, so another team's scenario and no scenario look alike.
 */
import { sql, type SQL } from "drizzle-orm";
import { personName } from "../../../domain/people";
import type { ScenarioDifficulty, TrainingVertical } from "../../../domain/enums";
import {
  teamScenarioStatus,
  type ScenarioDraft,
  type ScenarioListItem,
  type ScenarioPersona,
  type TeamScenarioDetail,
} from "../../../domain/team-scenarios";
import type { Database } from "../../../lib/db/client";
import { isUniqueViolation } from "../../../lib/db/unique-violation";
import { read, type Read, type UserRef } from "../../../lib/db/read";

/**
 * The scenarios members of team `teamId` may practise and be assigned: PracticeLine's, and the team's own once
 * published and while not archived. `alias` is the demo_scenarios table as the statement names it. A null team
 * (an agent on no team) reaches PracticeLine's only.
 */
export function practisableScenario(alias: string, teamId: UserRef | null): SQL {
  const d = sql.raw(alias);
  return sql`(${d}.broker_id IS NULL OR (${d}.broker_id = ${teamId} AND ${d}.published_at IS NOT NULL AND ${d}.archived_at IS NULL))`;
}

const TEAM_NAME_INDEX = "demo_scenarios_team_name_idx";

type ListRow = {
  id: string;
  name: string;
  vertical: TrainingVertical;
  difficulty: ScenarioDifficulty;
  team: boolean;
  publishedAt: string | null;
  archivedAt: string | null;
  updatedAt: string;
  author: { firstName: string | null; lastName: string | null; email: string } | null;
  sessions: number;
};

const listColumns = (teamId: UserRef) => sql`
  d.id, d.name, d.vertical, d.difficulty, d.broker_id IS NOT NULL AS team,
  d.published_at AS "publishedAt", d.archived_at AS "archivedAt", d.updated_at AS "updatedAt",
  CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email) END AS author,
  (SELECT count(*)::int FROM practice_sessions s JOIN users a ON a.id = s.agent_id
    WHERE s.scenario_id = d.id AND (a.broker_id = ${teamId} OR a.id = ${teamId})) AS sessions`;

function toListItem(row: ListRow): ScenarioListItem {
  return {
    id: row.id,
    name: row.name,
    vertical: row.vertical,
    difficulty: row.difficulty,
    source: row.team ? "team" : "practiceline",
    status: teamScenarioStatus(row),
    author: row.author ? personName(row.author) : null,
    sessions: row.sessions,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Training Scenarios: PracticeLine's (by vertical and name), then the team's (drafts and archived ones included). */
export function scenarioListRead(db: Database, teamId: UserRef): Read<ScenarioListItem[]> {
  const statement = db.execute<ListRow>(sql`
    SELECT ${listColumns(teamId)}
    FROM demo_scenarios d LEFT JOIN users u ON u.id = d.created_by
    WHERE d.vertical <> 'homepage' AND (d.broker_id IS NULL OR d.broker_id = ${teamId})
    ORDER BY d.broker_id IS NULL, d.archived_at IS NOT NULL, d.vertical, d.name
  `);
  return read(statement, ({ rows }) => rows.map(toListItem));
}

type DetailRow = ListRow & { draft: ScenarioDraft; promptText: string; inUse: boolean };

/** One of the team's scenarios as the builder edits it; null when the team has no such scenario. */
export function teamScenarioRead(db: Database, teamId: UserRef, id: string): Read<TeamScenarioDetail | null> {
  const statement = db.execute<DetailRow>(sql`
    SELECT ${listColumns(teamId)}, d.draft, d.prompt_text AS "promptText",
      (EXISTS (SELECT 1 FROM practice_sessions s WHERE s.scenario_id = d.id)
        OR EXISTS (SELECT 1 FROM assignments g WHERE g.scenario_id = d.id)) AS "inUse"
    FROM demo_scenarios d LEFT JOIN users u ON u.id = d.created_by
    WHERE d.id = ${id} AND d.broker_id = ${teamId} AND d.draft IS NOT NULL
  `);
  return read(statement, ({ rows }) => {
    const row = rows[0];
    return row ? { ...toListItem(row), draft: row.draft, promptText: row.promptText, inUse: row.inUse } : null;
  });
}

function personaValues(persona: ScenarioPersona, draft: ScenarioDraft) {
  return {
    name: persona.name,
    vertical: persona.vertical,
    difficulty: persona.difficulty,
    promptText: persona.promptText,
    conversationConfig: JSON.stringify(persona.conversationConfig),
    draft: JSON.stringify(draft),
  };
}

/** A name PracticeLine's scenarios use (any case): a team scenario may not take it, so lists never show two alike. */
const seededNameTaken = (name: string) =>
  sql`EXISTS (SELECT 1 FROM demo_scenarios x WHERE x.broker_id IS NULL AND lower(x.name) = lower(${name}))`;

export type ScenarioWrite = { outcome: "saved"; id: string } | { outcome: "name-taken" | "not-found" | "archived" };

/** A new draft of the team's, written by `authorId`. */
export async function insertTeamScenario(
  db: Database,
  teamId: string,
  authorId: string,
  draft: ScenarioDraft,
  persona: ScenarioPersona,
): Promise<ScenarioWrite> {
  const v = personaValues(persona, draft);
  try {
    const { rows } = await db.execute<{ id: string }>(sql`
      INSERT INTO demo_scenarios (name, vertical, difficulty, prompt_text, conversation_config, draft, broker_id, created_by)
      SELECT ${v.name}, ${v.vertical}, ${v.difficulty}, ${v.promptText}, ${v.conversationConfig}::jsonb, ${v.draft}::jsonb, ${teamId}, ${authorId}
      WHERE NOT ${seededNameTaken(v.name)}
      RETURNING id
    `);
    return rows[0] ? { outcome: "saved", id: rows[0].id } : { outcome: "name-taken" };
  } catch (error) {
    if (isUniqueViolation(error, TEAM_NAME_INDEX)) return { outcome: "name-taken" };
    throw error;
  }
}

/** Rewrites the team's scenario (not an archived one) from a new draft: future calls play the new persona. */
export async function updateTeamScenario(
  db: Database,
  teamId: string,
  id: string,
  draft: ScenarioDraft,
  persona: ScenarioPersona,
): Promise<ScenarioWrite> {
  const v = personaValues(persona, draft);
  try {
    const { rows } = await db.execute<{ id: string; archived: boolean; nameTaken: boolean }>(sql`
      WITH target AS (
        SELECT id, archived_at IS NOT NULL AS archived FROM demo_scenarios
        WHERE id = ${id} AND broker_id = ${teamId} AND draft IS NOT NULL FOR UPDATE
      ), updated AS (
        UPDATE demo_scenarios d SET name = ${v.name}, vertical = ${v.vertical}, difficulty = ${v.difficulty}, prompt_text = ${v.promptText},
          conversation_config = ${v.conversationConfig}::jsonb, draft = ${v.draft}::jsonb, updated_at = now()
        FROM target WHERE d.id = target.id AND NOT target.archived AND NOT ${seededNameTaken(v.name)}
        RETURNING d.id
      )
      SELECT target.id, target.archived, NOT EXISTS (SELECT 1 FROM updated) AND NOT target.archived AS "nameTaken" FROM target
    `);
    const row = rows[0];
    if (!row) return { outcome: "not-found" };
    if (row.archived) return { outcome: "archived" };
    return row.nameTaken ? { outcome: "name-taken" } : { outcome: "saved", id: row.id };
  } catch (error) {
    if (isUniqueViolation(error, TEAM_NAME_INDEX)) return { outcome: "name-taken" };
    throw error;
  }
}

export type ScenarioStateChange = "publish" | "archive" | "restore";

const STATE_CHANGES: Record<ScenarioStateChange, { set: SQL; when: SQL }> = {
  // Publishing an archived scenario would bring it back unasked: restore it first.
  publish: { set: sql`published_at = coalesce(published_at, now())`, when: sql`archived_at IS NULL` },
  archive: { set: sql`archived_at = coalesce(archived_at, now())`, when: sql`true` },
  restore: { set: sql`archived_at = NULL`, when: sql`true` },
};

/** Publishes, archives or restores the team's scenario (each idempotent); "archived" when publishing an archived one. */
export async function changeTeamScenarioState(
  db: Database,
  teamId: string,
  id: string,
  change: ScenarioStateChange,
): Promise<"changed" | "not-found" | "archived"> {
  const { set, when } = STATE_CHANGES[change];
  const { rows } = await db.execute<{ changed: boolean }>(sql`
    WITH target AS (SELECT id FROM demo_scenarios WHERE id = ${id} AND broker_id = ${teamId} AND draft IS NOT NULL),
    changed AS (UPDATE demo_scenarios d SET ${set}, updated_at = now() FROM target WHERE d.id = target.id AND ${when} RETURNING d.id)
    SELECT EXISTS (SELECT 1 FROM changed) AS changed FROM target
  `);
  if (!rows[0]) return "not-found";
  return rows[0].changed ? "changed" : "archived";
}

/**
 * Deletes the team's scenario only while no practice session or assignment uses it (a session keeps the scenario it
 * was played from); "in-use" otherwise. A session that takes it at the same moment waits on the row and then fails
 * its foreign key, so a used scenario is never lost.
 */
export async function deleteUnusedTeamScenario(
  db: Database,
  teamId: string,
  id: string,
): Promise<"deleted" | "not-found" | "in-use"> {
  const { rows } = await db.execute<{ deleted: boolean }>(sql`
    WITH target AS (SELECT id FROM demo_scenarios WHERE id = ${id} AND broker_id = ${teamId} AND draft IS NOT NULL FOR UPDATE),
    deleted AS (
      DELETE FROM demo_scenarios d USING target WHERE d.id = target.id
        AND NOT EXISTS (SELECT 1 FROM practice_sessions s WHERE s.scenario_id = d.id)
        AND NOT EXISTS (SELECT 1 FROM assignments g WHERE g.scenario_id = d.id)
      RETURNING d.id
    )
    SELECT EXISTS (SELECT 1 FROM deleted) AS deleted FROM target
  `);
  if (!rows[0]) return "not-found";
  return rows[0].deleted ? "deleted" : "in-use";
}

/**
 * A trial call of the team's scenario (a draft too, not an archived one) for one of its authors: a practice session
 * of theirs on it, on the first training line they may dial and the chosen AI personality. Null when the team has no
 * such scenario.
 */
export async function insertTrialSession(
  db: Database,
  input: { teamId: string; userId: string; scenarioId: string; aiAgentId: string },
): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO practice_sessions (agent_id, team_id, vertical, phone_number_id, ai_agent_id, scenario_id)
    SELECT ${input.userId}, ${input.teamId}, d.vertical,
      (SELECT p.id FROM phone_numbers p
        WHERE p.is_active = 'yes' AND (p.broker_id IS NULL OR p.broker_id = ${input.teamId})
        ORDER BY p.display_name, p.phone_number LIMIT 1),
      ${input.aiAgentId}, d.id
    FROM demo_scenarios d
    WHERE d.id = ${input.scenarioId} AND d.broker_id = ${input.teamId} AND d.draft IS NOT NULL AND d.archived_at IS NULL
    RETURNING id
  `);
  return rows[0]?.id ?? null;
}
