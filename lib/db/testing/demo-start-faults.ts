/**
 * @file Where a demo start (POST /api/demo/conversation/start: one read of the scenario and its lines, a line leased,
 * then the call log and its audio job in one transaction, each an HTTP request) can meet a failing database, as
 * bridge fault rules. The Worker tests and the
 * Postgres drill both walk these phases; every one must end in a clean 503 with nothing written.
 */
import type { FaultRule } from "./fault-rule";

export type RequestFault = Omit<FaultRule, "applicationName">;

/**
 * Once the database has gone away it also refuses every later connection: the pool's reconnection, and the
 * request's next statement (each statement over HTTP, or a transaction's WebSocket, signs in afresh).
 */
export const AND_STAYS_AWAY: RequestFault = { at: "connect", action: "close", afterAnotherStrikes: true };

export const DEMO_START_FAILURES: Array<{ phase: string; faults: RequestFault[] }> = [
  { phase: "Postgres refuses the connection", faults: [{ at: "connect", action: "close" }] },
  { phase: "the network drops while connecting", faults: [{ at: "connect", action: "reset" }] },
  { phase: "Postgres is still starting up (57P03)", faults: [{ at: "connect", action: "error", code: "57P03" }] },
  {
    phase: "Postgres has no connection slot left (53300)",
    faults: [{ at: "connect", action: "error", code: "53300" }],
  },
  {
    phase: "the sign-in is refused after a restart (28P01)",
    faults: [{ at: "sign-in", action: "error", code: "28P01" }],
  },
  {
    phase: "the connection drops before the first query",
    faults: [{ at: "statement", matching: "", action: "reset" }],
  },
  {
    phase: "the database goes away between two statements",
    faults: [{ at: "answer", matching: 'from "demo_scenarios"', action: "close" }, AND_STAYS_AWAY],
  },
  {
    phase: "an administrator shuts Postgres down while the connection waits between statements (57P01)",
    faults: [{ at: "answer", matching: '"phone_numbers"', action: "error", code: "57P01" }, AND_STAYS_AWAY],
  },
  {
    phase: "the connection drops as the transaction begins",
    faults: [{ at: "statement", matching: "begin", action: "reset" }, AND_STAYS_AWAY],
  },
  {
    phase: "the connection drops inside the transaction, after its first write",
    faults: [{ at: "answer", matching: 'insert into "demo_call_logs"', action: "reset" }, AND_STAYS_AWAY],
  },
  {
    phase: "an administrator shuts Postgres down inside the transaction (57P01)",
    faults: [
      { at: "statement", matching: 'insert into "audio_processing_jobs"', action: "error", code: "57P01" },
      AND_STAYS_AWAY,
    ],
  },
  {
    phase: "the connection drops as the transaction commits",
    faults: [{ at: "statement", matching: "commit", action: "close" }, AND_STAYS_AWAY],
  },
];

/** The connection drops right after the commit was answered: the call has started, and the start says so. */
export const DEMO_START_DROP_AFTER_COMMIT: RequestFault[] = [{ at: "answer", matching: "commit", action: "reset" }];

/**
 * The connection drops once COMMIT reached Postgres, before its answer came back: Postgres commits, the Worker
 * cannot know it did. The transaction is whole either way; the start answers 503 and frees its line.
 */
export const DEMO_START_DROP_WHILE_COMMITTING: RequestFault[] = [
  { at: "sent", matching: "commit", action: "reset" },
  AND_STAYS_AWAY,
];
