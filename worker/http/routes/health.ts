import { sql } from "drizzle-orm";
import { Hono } from "hono";
import journal from "../../../migrations/meta/_journal.json";
import type { AppEnv } from "../context";

const latestMigration = journal.entries.at(-1);

/**
 * `GET /api/health`: 200 `{status: "ok", database: "up"}` when the database answers and its migrations are
 * current, else 503 "degraded". Only local stacks also name the migration: in production that would tell
 * anyone which release runs.
 */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const detailed = c.env.ENVIRONMENT !== "production";
  const migrations = (upToDate: boolean) =>
    detailed ? { migrations: { latest: latestMigration?.tag ?? null, upToDate } } : {};
  try {
    const result = await c.var.db.execute<{ created_at: string | null }>(
      sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
    );
    const appliedAt = Number(result.rows[0]?.created_at ?? 0);
    const upToDate = latestMigration !== undefined && appliedAt >= latestMigration.when;
    return c.json(
      { status: upToDate ? "ok" : "degraded", database: "up", ...migrations(upToDate) },
      upToDate ? 200 : 503,
    );
  } catch {
    return c.json({ status: "degraded", database: "down", ...migrations(false) }, 503);
  }
});
