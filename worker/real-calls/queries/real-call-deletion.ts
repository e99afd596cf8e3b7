/** @file Deleting a real call with everything derived from it (issue 32: "deletion removes the audio, transcript and derived scenario"). */
import { sql } from "drizzle-orm";
import type { Database } from "../../../lib/db/client";
import { REAL_CALL_DELETED_MESSAGE, type RealCallDetails } from "../../../domain/real-calls/real-call";

/**
 * Deletes the real call `id` if `owner` may (the agent's own, or their broker's team's), in one transaction: first
 * every practice session drafted from it, at any depth of retries, forgets the lead (its persona prompt; a
 * retry of the real call's moment also the quoted objection), and one not yet started fails, as it has no lead left
 * to play; then the row (transcript, analysis, consent). Answers the deleted row's upload details, or null.
 */
export async function deleteRealCall(
  db: Database,
  id: string,
  owner: { agentId: string } | { teamId: string },
): Promise<{ realCall: RealCallDetails | null } | null> {
  const owned = "agentId" in owner ? sql`agent_id = ${owner.agentId}::uuid` : sql`team_id = ${owner.teamId}::uuid`;
  const [, deleted] = await db.batch([
    db.execute(sql`
      with recursive derived(id, depth) as (
        select s.id, 1 from practice_sessions s
        where s.retry_of = (select r.id from practice_sessions r where r.id = ${id}::uuid and r.source = 'real_call' and ${owned})
        union all
        select s.id, d.depth + 1 from practice_sessions s join derived d on s.retry_of = d.id
      )
      update practice_sessions p set
        custom_prompt = null,
        retry_moment = case when d.depth = 1 then null else p.retry_moment end,
        status = case when p.status = 'pending' and p.conversation_id is null then 'failed' else p.status end,
        error_message = case when p.status = 'pending' and p.conversation_id is null then ${REAL_CALL_DELETED_MESSAGE} else p.error_message end,
        updated_at = now()
      from derived d where p.id = d.id
    `),
    db.execute<{ real_call: RealCallDetails | null }>(sql`
      delete from practice_sessions where id = ${id}::uuid and source = 'real_call' and ${owned} returning real_call
    `),
  ]);
  const row = deleted.rows[0];
  return row ? { realCall: row.real_call } : null;
}
