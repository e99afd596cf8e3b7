import { asc, sql } from "drizzle-orm";
import type { AgentScenario } from "../../../domain/practice-sessions";
import type { Database } from "../../../lib/db/client";
import { demoScenarios } from "../../../lib/db/schema";
import { read, type Read, type UserRef } from "../../../lib/db/read";
import { practisableScenario } from "./team-scenarios";

/** How much of the persona prompt the scenario picker shows as its description. */
const DESCRIPTION_MAX_CHARS = 180;

/** The first prose paragraph of the prompt (headings skipped), shortened on a word boundary. */
function describe(promptText: string): string {
  const paragraph =
    promptText
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .find((part) => part && !part.startsWith("#")) ?? "";
  const flat = paragraph.replace(/\s+/g, " ");
  if (flat.length <= DESCRIPTION_MAX_CHARS) return flat;
  return `${flat.slice(0, flat.lastIndexOf(" ", DESCRIPTION_MAX_CHARS))}…`;
}

/** Every scenario a member of team `teamId` can practise: PracticeLine's and the team's published ones. */
export function agentScenariosRead(db: Database, teamId: UserRef | null): Read<AgentScenario[]> {
  const statement = db
    .select({
      id: demoScenarios.id,
      name: demoScenarios.name,
      vertical: demoScenarios.vertical,
      promptText: demoScenarios.promptText,
      conversationConfig: demoScenarios.conversationConfig,
      team: sql<boolean>`${demoScenarios.brokerId} IS NOT NULL`,
    })
    .from(demoScenarios)
    .where(practisableScenario('"demo_scenarios"', teamId))
    .orderBy(asc(demoScenarios.vertical), asc(demoScenarios.name));
  return read(statement, (rows) =>
    rows.map((row) => ({
      id: row.id,
      title: row.name,
      category: row.vertical,
      description: describe(row.promptText),
      scriptIntro: row.conversationConfig.firstMessage,
      source: row.team ? "team" : "practiceline",
    })),
  );
}
