/**
 * @file The faults the local WebSocket-to-Postgres bridge can inject (`POST /faults` on its port): the contract
 * between the bridge (scripts/local-database/ws-bridge.ts) and the tests and drills that arm them.
 */
import { z } from "zod";

/** What Postgres itself says for the failures a test is most likely to stage. */
export const POSTGRES_MESSAGES: Record<string, string> = {
  "57P01": "terminating connection due to administrator command",
  "57P03": "the database system is starting up",
  "28P01": 'password authentication failed for user "postgres"',
  "53300": "sorry, too many clients already",
};

export const faultRuleSchema = z
  .object({
    /** Only connections whose startup message names this `application_name`; every connection when absent. */
    applicationName: z.string().min(1).max(63).optional(),
    /**
     * When it strikes: `connect` at the startup message (before sign-in), `sign-in` at the password, `statement`
     * when a statement containing `matching` is sent (it never reaches Postgres), `sent` right after such a statement
     * reached Postgres (it runs, its answer never reaches the client), `answer` right after its answer reached the
     * client (before the client sends anything else), `request` when an HTTP request to `/sql` carrying such a
     * statement arrives: the network between the Worker and the proxy fails (`reset`: the request's connection is
     * cut with no answer; `stall`: no answer ever comes), and nothing reaches Postgres.
     */
    at: z.enum(["connect", "sign-in", "statement", "sent", "answer", "request"]),
    /** Text the statement contains, compared without regard to case; "" matches every statement. */
    matching: z.string().max(500).optional(),
    /**
     * `close`: the proxy hangs up (a WebSocket close). `reset`: the network drops (no close frame). `stall`: nothing
     * more is relayed either way and the connection stays open. `error`: a FATAL ErrorResponse with `code`, then a
     * close, as Postgres does when it ends a session.
     */
    action: z.enum(["close", "reset", "stall", "error"]),
    code: z
      .string()
      .regex(/^[0-9A-Z]{5}$/, "a SQLSTATE: five digits or capitals")
      .optional(),
    message: z.string().min(1).max(200).optional(),
    /** Moments it lets pass before it strikes (`skip: 1` with `connect`: every connection but the first). */
    skip: z.number().int().nonnegative().optional(),
    /**
     * Armed only once another rule for the same connections has struck: the database that went away stays away,
     * however many connections the request had opened before.
     */
    afterAnotherStrikes: z.boolean().optional(),
    /** Strikes before the rule is spent; it stays until removed when absent. */
    times: z.number().int().positive().optional(),
  })
  .strict()
  .refine((rule) => ["statement", "sent", "answer", "request"].includes(rule.at) === (rule.matching !== undefined), {
    message: "`matching` is required for `statement`, `sent`, `answer` and `request`, and only for them",
    path: ["matching"],
  })
  .refine((rule) => rule.at !== "request" || rule.action === "reset" || rule.action === "stall", {
    message: "an HTTP request can only be cut off (`reset`) or left unanswered (`stall`)",
    path: ["action"],
  })
  .refine((rule) => (rule.action === "error") === (rule.code !== undefined), {
    message: "`code` is required for `error`, and only for it",
    path: ["code"],
  })
  .refine((rule) => rule.code === undefined || rule.message !== undefined || rule.code in POSTGRES_MESSAGES, {
    message: "`message` is required for a code without a known Postgres message",
    path: ["message"],
  });

export type FaultRule = z.infer<typeof faultRuleSchema>;

/** An armed rule as the bridge reports it. */
export interface ArmedFault extends FaultRule {
  id: string;
  /** Moments it has let pass (see `skip`). */
  passed: number;
  /** How many times it has struck so far. */
  strikes: number;
}
