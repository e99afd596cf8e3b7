/** @file Applies migrations/ to a database URL (any Postgres: embedded, Debian, Neon). */
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

export async function migrateDatabase(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle({ client: pool }), { migrationsFolder: new URL("../migrations", import.meta.url).pathname });
  } finally {
    await pool.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is required: npm run db:migrate applies migrations/ to it.");
    process.exit(1);
  }
  await migrateDatabase(url);
  console.log("migrations applied");
}
