import { sql } from "drizzle-orm";
import { Hono } from "hono";
import journal from "../../migrations/meta/_journal.json";
import type { AppEnv } from "../lib/context";

const latestMigration = journal.entries.at(-1);

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  try {
    const result = await c.var.db.execute<{ created_at: string | null }>(
      sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
    );
    const appliedAt = Number(result.rows[0]?.created_at ?? 0);
    const upToDate = latestMigration !== undefined && appliedAt >= latestMigration.when;
    return c.json(
      {
        status: upToDate ? "ok" : "degraded",
        database: "up",
        migrations: { latest: latestMigration?.tag ?? null, upToDate },
      },
      upToDate ? 200 : 503,
    );
  } catch {
    return c.json(
      { status: "degraded", database: "down", migrations: { latest: latestMigration?.tag ?? null, upToDate: false } },
      503,
    );
  }
});
