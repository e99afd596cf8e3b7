import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

/** Whose data a query reads: a user id, or SQL yielding it (the signed-in user, read from their session in SQL). */
export type UserRef = string | SQL;

/**
 * A read as one statement, not yet sent, and what turns its answer into the caller's value: run on its own
 * (`runRead`), or sent in one batch with the session check (worker/http/middleware/signed-in-read.ts).
 */
export interface Read<T> {
  readonly statement: BatchItem<"pg">;
  shape(answer: unknown): T;
}

export function read<S extends BatchItem<"pg">, T>(statement: S, shape: (answer: Awaited<S>) => T): Read<T> {
  return { statement, shape: shape as (answer: unknown) => T };
}

export async function runRead<T>(read: Read<T>): Promise<T> {
  return read.shape(await read.statement);
}

/**
 * Statements sent together (`db.batch`: one round trip, one transaction, each seeing what the ones before it
 * wrote), and what turns their answers into the caller's value.
 */
export interface Batch<T> {
  readonly statements: readonly BatchItem<"pg">[];
  shape(answers: unknown[]): T;
}
