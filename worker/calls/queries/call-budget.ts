/**
 * @file Voice minutes in Postgres (call_usage): what a budget has used this month, the facts a practice call's
 * start needs in one round trip, and the claim that starts it in a second. The budget check rides in both: read
 * with the facts (refused before any provider request), and enforced by the claim's own statement under a lock
 * on the budget, so two calls starting at once cannot both take its last minutes.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { DEFAULT_TEAM_MONTHLY_MINUTES, TRIAL_MONTHLY_MINUTES } from "../../../domain/usage";
import { DEFAULT_TRAINING_CONFIG } from "../../../domain/settings";
import type { Database } from "../../../lib/db/client";
import {
  callUsage,
  demoScenarios,
  phoneNumbers,
  practiceSessions,
  userSettings,
  verifiedPhoneNumbers,
} from "../../../lib/db/schema";
import type { Batch, UserRef } from "../../../lib/db/read";
import { scenarioPersonaColumns } from "./practice-sessions";

/** Whose minutes a call spends: a team's (its broker's id), or an agent's own trial allowance. */
export type BudgetOwner = { teamId: string; agentId?: undefined } | { teamId: null; agentId: string };

/** The calls of a budget (SQL over call_usage `u`). */
function ofBudget(team: UserRef | null, agent: UserRef): SQL {
  return sql`((${team}::uuid is not null and u.team_id = ${team}::uuid) or (${team}::uuid is null and u.team_id is null and u.agent_id = ${agent}::uuid))`;
}

/** Seconds a budget has used since `since`: billed seconds, and the reservation of every call not settled yet. */
export function usedSecondsSql(team: UserRef | null, agent: UserRef, since: Date): SQL<number> {
  return sql<number>`(select coalesce(sum(coalesce(u.billed_seconds, case when u.settled_at is null then u.reserved_seconds else 0 end)), 0)::int
    from ${callUsage} u where ${ofBudget(team, agent)} and u.started_at >= ${since.toISOString()}::timestamptz)`;
}

/** A team's monthly minutes: the broker's setting, else the default; an agent on no team gets the trial allowance. */
export function budgetMinutesSql(team: UserRef | null): SQL<number> {
  return sql<number>`(case when ${team}::uuid is null then ${TRIAL_MONTHLY_MINUTES}
    else coalesce((select us.monthly_practice_minutes from ${userSettings} us where us.user_id = ${team}::uuid), ${DEFAULT_TEAM_MONTHLY_MINUTES}) end)::int`;
}

/** The key of the lock that serialises the starts spending one budget. */
function budgetLockSql(owner: BudgetOwner): SQL {
  return sql`select pg_advisory_xact_lock(hashtextextended(${owner.teamId ? `call-budget:team:${owner.teamId}` : `call-budget:agent:${owner.agentId}`}, 0))`;
}

/** What starting a practice call needs to know, in one statement: the session and its persona, the line, the agent's number, the team's rules (length, live hints) and month. */
export function callStartFactsQuery(
  db: Database,
  me: { id: UserRef; brokerId: UserRef },
  sessionId: string,
  monthStart: Date,
) {
  return db
    .select({
      session: practiceSessions,
      scenario: scenarioPersonaColumns,
      line: { id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber },
      agentNumber: verifiedPhoneNumbers.phoneNumber,
      teamId: sql<string | null>`${me.brokerId}`,
      sessionMinutes: sql<number>`coalesce((select (us.training_config->>'defaultSessionDuration')::int from ${userSettings} us where us.user_id = ${me.brokerId}), ${DEFAULT_TRAINING_CONFIG.defaultSessionDuration})`,
      // Live hints (Real-Time Coaching) unless the call is an assignment attempt with a pass mark: those run as an exam.
      liveHints: sql<boolean>`(coalesce((select (us.training_config->>'enableRealTimeCoaching')::boolean from ${userSettings} us where us.user_id = ${me.brokerId}), ${DEFAULT_TRAINING_CONFIG.enableRealTimeCoaching})
        and not exists (select 1 from assignment_attempts aa join assignments asg on asg.id = aa.assignment_id
          where aa.practice_session_id = ${practiceSessions.id} and asg.min_score is not null))`,
      budgetMinutes: budgetMinutesSql(me.brokerId),
      usedSeconds: usedSecondsSql(me.brokerId, me.id, monthStart),
    })
    .from(practiceSessions)
    .leftJoin(demoScenarios, eq(demoScenarios.id, practiceSessions.scenarioId))
    .leftJoin(phoneNumbers, and(eq(phoneNumbers.id, practiceSessions.phoneNumberId), eq(phoneNumbers.isActive, "yes")))
    .leftJoin(verifiedPhoneNumbers, eq(verifiedPhoneNumbers.userId, practiceSessions.agentId))
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.agentId, me.id)));
}

export type CallStartFacts = Awaited<ReturnType<typeof callStartFactsQuery>>[number];

export interface CallClaim {
  conversationId: string;
  sessionId: string;
  agentId: string;
  owner: BudgetOwner;
  channel: "phone" | "browser";
  reservedSeconds: number;
  budgetSeconds: number;
  monthStart: Date;
  jobId: string;
  providerConversationId: string | null;
}

export interface CallClaimAnswer {
  /** The session was still waiting for its call (pending, none yet, made in this team). */
  claimable: boolean;
  /** Seconds the budget had used before this call, read under the budget's lock. */
  usedSeconds: number;
  /** The call was written: the session claimed, its minutes reserved, its audio job waiting. */
  claimed: boolean;
}

/**
 * Starts the call in one batch (one round trip, one transaction), under the budget's lock: the session takes the
 * call only if it still waits for one, and only while the budget holds the call's reservation; then its minutes
 * are reserved and its audio job written. Nothing is written otherwise.
 */
export function claimCallBatch(db: Database, claim: CallClaim): Batch<CallClaimAnswer> {
  const team = claim.owner.teamId;
  const claimable = sql`exists (select 1 from ${practiceSessions} s where s.id = ${claim.sessionId}::uuid and s.agent_id = ${claim.agentId}::uuid
    and s.status = 'pending' and s.conversation_id is null and s.team_id is not distinct from ${team}::uuid)`;
  const used = usedSecondsSql(team, claim.agentId, claim.monthStart);
  const fits = sql`${used} + ${claim.reservedSeconds} <= ${claim.budgetSeconds}`;
  const statements = [
    db.execute(budgetLockSql(claim.owner)),
    db.execute<{ claimable: boolean; used: number }>(sql`select ${claimable} as claimable, ${used} as used`),
    db.execute<{ conversation_id: string }>(sql`
      insert into ${callUsage} (conversation_id, practice_session_id, agent_id, team_id, channel, reserved_seconds)
      select ${claim.conversationId}::uuid, ${claim.sessionId}::uuid, ${claim.agentId}::uuid, ${team}::uuid, ${claim.channel}, ${claim.reservedSeconds}
      where ${claimable} and ${fits}
      returning conversation_id`),
    db.execute(sql`
      update ${practiceSessions} set conversation_id = ${claim.conversationId}, updated_at = now()
      where id = ${claim.sessionId}::uuid and exists (select 1 from ${callUsage} where conversation_id = ${claim.conversationId}::uuid)`),
    db.execute(sql`
      insert into audio_processing_jobs (id, conversation_id, status, provider_conversation_id)
      select ${claim.jobId}::uuid, ${claim.conversationId}::uuid, 'pending', ${claim.providerConversationId}
      where exists (select 1 from ${callUsage} where conversation_id = ${claim.conversationId}::uuid)`),
  ] as const;
  return {
    statements,
    shape: (answers) => {
      const [, checked, inserted] = answers as [
        unknown,
        { rows: { claimable: boolean; used: number }[] },
        { rows: unknown[] },
      ];
      const row = checked.rows[0];
      return {
        claimable: row?.claimable ?? false,
        usedSeconds: Number(row?.used ?? 0),
        claimed: inserted.rows.length === 1,
      };
    },
  };
}
