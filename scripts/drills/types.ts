/** @file What a drill is and what it reports: pass/fail, measured numbers, and each check that failed. */
import type { LocalConfig } from "../local-env";
import type { DrillStack } from "./stack";

export interface DrillResult {
  pass: boolean;
  /** One line of numbers for the table (counts, durations). */
  summary: string;
  /** The checks that failed, each saying what was expected and what came. */
  failures: string[];
}

export interface Drill {
  name: string;
  /** Whether it needs the drill stack (a served build on its own Postgres); workerd drills do not. */
  needsStack: boolean;
  /** Settings of a stack of its own, started for this drill alone (else it shares the drills' stack). */
  stackConfig?: LocalConfig;
  run(context: { stack: DrillStack | null; log(line: string): void }): Promise<DrillResult>;
}

/** Collects checks; a drill passes when none failed. */
export class Checks {
  readonly failures: string[] = [];

  expect(ok: boolean, what: string, got?: unknown): void {
    if (!ok)
      this.failures.push(
        got === undefined ? what : `${what} (got ${typeof got === "string" ? got : JSON.stringify(got)})`,
      );
  }

  result(summary: string): DrillResult {
    return { pass: this.failures.length === 0, summary, failures: this.failures };
  }
}

export function tally<T>(items: readonly T[], key: (item: T) => string | number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[String(key(item))] = (counts[String(key(item))] ?? 0) + 1;
  return counts;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
