/**
 * @file Worker-test factories for a broker's team, shared by every capability's tests: users and practice sessions
 * written straight to the database.
 */
import { dispatch } from "./bindings";
import { asc, isNull, sql } from "drizzle-orm";
import type { CategoryScores } from "../../domain/analysis";
import type { PracticeSessionStatus } from "../../domain/enums";
import { sessionCookieFor } from "../auth/testing/sign-in-as";
import { withDb } from "../../lib/db/testing/with-db";
import { demoScenarios, practiceSessions, users, type DemoScenario, type User } from "../../lib/db/schema";

export const TEST_ORIGIN = "http://localhost:8787";

export { withDb };

export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@team.test.practiceline.dev`;
}

export async function createUser(values: {
  role?: "broker" | "agent";
  brokerId?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string;
  isTrainer?: "yes" | "no";
}): Promise<User> {
  return withDb(async (db) => {
    const [user] = await db
      .insert(users)
      .values({
        email: values.email ?? uniqueEmail(values.firstName?.toLowerCase() ?? values.role ?? "user"),
        firstName: values.firstName ?? null,
        lastName: values.lastName ?? null,
        role: values.role ?? "agent",
        brokerId: values.brokerId ?? null,
        isTrainer: values.isTrainer ?? "no",
      })
      .returning();
    return user!;
  });
}

export interface SessionSpec {
  status?: PracticeSessionStatus;
  score?: number;
  scores?: CategoryScores;
  scenarioId?: string | null;
  duration?: number;
  createdAt: Date;
}

export async function addSessions(agentId: string, sessions: SessionSpec[]): Promise<string[]> {
  return withDb(async (db) => {
    const rows = await db
      .insert(practiceSessions)
      .values(
        sessions.map((session) => ({
          agentId,
          // Made in the agent's team as it is now.
          teamId: sql`(select broker_id from users where id = ${agentId}::uuid)`,
          status: session.status ?? (session.score === undefined ? "pending" : "completed"),
          score: session.score ?? null,
          scores: session.scores ?? null,
          scenarioId: session.scenarioId ?? null,
          duration: session.duration ?? null,
          createdAt: session.createdAt,
        })),
      )
      .returning({ id: practiceSessions.id });
    return rows.map((row) => row.id);
  });
}

/** Seeded scenarios, by name: they are reference data every test may read. */
export function seededScenarios(): Promise<DemoScenario[]> {
  return withDb((db) =>
    db.select().from(demoScenarios).where(isNull(demoScenarios.brokerId)).orderBy(asc(demoScenarios.name)),
  );
}

export const skills = (
  tone: number,
  pacing: number,
  objectionHandling: number,
  scriptAdherence: number,
  conversionLikelihood: number,
): CategoryScores => ({ tone, pacing, objectionHandling, scriptAdherence, conversionLikelihood });

export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * 86_400_000);

/** Calls the API as `user` (a real session), from our own origin as a browser would. */
export async function apiAs(
  user: User | null,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (user) headers.cookie = await sessionCookieFor(user.id);
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return dispatch(`${TEST_ORIGIN}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

export async function jsonAs<T>(user: User | null, path: string): Promise<T> {
  const response = await apiAs(user, path);
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
