import { databaseFailure } from "./transient-errors";

/** True when Postgres refused a write because it would duplicate a row of the unique index or constraint `name`. */
export function isUniqueViolation(error: unknown, name: string): boolean {
  const failure = databaseFailure(error) as { code?: unknown; constraint?: unknown } | null;
  return failure?.code === "23505" && failure.constraint === name;
}
