import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { practiceSessions } from "./practice-sessions";
import { createdAt } from "./timestamps";
import { users } from "./users";

/**
 * The voice minutes of every practice call, one row per call: reserved when the call starts (its limit, so
 * calls under way count against the budget), settled with what the provider billed once it says the call is
 * over. A team's month is `team_id` and `started_at`; an agent on no team spends their own trial allowance.
 * The usage report (minutes per agent and per call, as CSV) reads this table (docs/api.md, "Usage").
 */
export const callUsage = pgTable(
  "call_usage",
  {
    /** Our conversation id (the ConversationDO's name). */
    conversationId: uuid().primaryKey(),
    practiceSessionId: uuid().references(() => practiceSessions.id, { onDelete: "set null" }),
    agentId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The team whose budget pays (the broker's id); null: the agent's own trial allowance. */
    teamId: uuid().references(() => users.id, { onDelete: "cascade" }),
    channel: text({ enum: ["phone", "browser"] }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    connectedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** What the call may take (its limit): counted until the provider's own figure settles it. */
    reservedSeconds: integer().notNull(),
    /** The provider's measure of the call (its billed duration, uncapped); set when settled. */
    billedSeconds: integer(),
    /** The provider's cost as it reports it: credits (`metadata.cost`) and US dollars (`metadata.cost_fiat`), when given. */
    providerCredits: numeric({ precision: 14, scale: 4, mode: "number" }),
    providerCostUsd: numeric({ precision: 12, scale: 6, mode: "number" }),
    /** The lead's mean time to answer a turn, from the provider's per-turn metrics when it reports them. */
    leadLatencyMs: integer(),
    /** When the provider said the call is over (or its limit passed): the reservation became `billed_seconds`. */
    settledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("call_usage_team_id_started_at_idx").on(t.teamId, t.startedAt),
    index("call_usage_agent_id_started_at_idx").on(t.agentId, t.startedAt),
    index("call_usage_practice_session_id_idx").on(t.practiceSessionId),
    check("call_usage_reserved_seconds_positive", sql`${t.reservedSeconds} > 0`),
  ],
);

export type CallUsage = typeof callUsage.$inferSelect;
