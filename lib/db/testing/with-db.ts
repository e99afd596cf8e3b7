import { env } from "cloudflare:test";
import { openDatabase, type Database } from "../client";

/** Runs one piece of test work on its own connection, closed afterwards even when the work throws. */
export async function withDb<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const { db, close } = openDatabase(env);
  try {
    return await work(db);
  } finally {
    await close();
  }
}
