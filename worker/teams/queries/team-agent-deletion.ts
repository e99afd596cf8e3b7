import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { StoredConversation } from "../../calls/erase-conversations";
import type { Database } from "../../../lib/db/client";
import {
  analytics,
  audioProcessingJobs,
  demoCallLogs,
  invitations,
  practiceSessions,
  sessions,
  users,
} from "../../../lib/db/schema";

export interface DeletedTeamAgent {
  practiceSessions: number;
  loginSessions: number;
  /** Demo calls the agent made while signed in: their storage outside Postgres is the caller's to erase. */
  demoCalls: StoredConversation[];
  /** The practice calls' conversations (recordings, ConversationDO storage): the caller's to erase too. */
  practiceCalls: StoredConversation[];
  /** The R2 keys of the agent's uploaded real-call recordings still stored: the caller's to erase too. */
  realCallRecordings: string[];
}

/**
 * Deletes one agent of the broker's team and everything stored about them, in one transaction: practice
 * sessions (transcripts, scores, uploaded real calls) and their calls' audio jobs, analytics, login sessions, their demo calls, the invitation that brought them
 * in, settings (by cascade) and the user row itself. Null, with nothing changed, when the broker has no such agent.
 */
export async function deleteTeamAgent(
  db: Database,
  brokerId: string,
  agentId: string,
): Promise<DeletedTeamAgent | null> {
  return db.transaction(async (tx) => {
    const [agent] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, agentId), eq(users.brokerId, brokerId), eq(users.role, "agent")))
      .for("update");
    if (!agent) return null;

    const demoCalls = await tx
      .select({
        conversationId: demoCallLogs.conversationId,
        audioKey: audioProcessingJobs.audioFilePath,
        isFileDeleted: audioProcessingJobs.isFileDeleted,
      })
      .from(demoCallLogs)
      .leftJoin(audioProcessingJobs, eq(audioProcessingJobs.conversationId, demoCallLogs.conversationId))
      .where(eq(demoCallLogs.userId, agent.id));
    const conversationIds = demoCalls.map((call) => call.conversationId);
    if (conversationIds.length > 0) {
      await tx.delete(audioProcessingJobs).where(inArray(audioProcessingJobs.conversationId, conversationIds));
      await tx.delete(demoCallLogs).where(inArray(demoCallLogs.conversationId, conversationIds));
    }
    const practiceCalls = await tx
      .select({
        conversationId: audioProcessingJobs.conversationId,
        audioKey: audioProcessingJobs.audioFilePath,
        isFileDeleted: audioProcessingJobs.isFileDeleted,
      })
      .from(practiceSessions)
      .innerJoin(
        audioProcessingJobs,
        sql`${audioProcessingJobs.conversationId}::text = ${practiceSessions.conversationId}`,
      )
      .where(eq(practiceSessions.agentId, agent.id));
    if (practiceCalls.length > 0) {
      await tx.delete(audioProcessingJobs).where(
        inArray(
          audioProcessingJobs.conversationId,
          practiceCalls.map((call) => call.conversationId),
        ),
      );
    }
    // The deleted rows name their uploaded recordings: no statement of its own to find them first.
    const practice = await tx
      .delete(practiceSessions)
      .where(eq(practiceSessions.agentId, agent.id))
      .returning({ id: practiceSessions.id, audioKey: sql<string | null>`${practiceSessions.realCall}->>'audioKey'` });
    await tx.delete(analytics).where(eq(analytics.agentId, agent.id));
    const logins = await tx
      .delete(sessions)
      .where(sql`${sessions.sess}->>'userId' = ${agent.id}`)
      .returning({ sid: sessions.sid });
    // This broker's invitations of the person hold their email; other brokers' invitations are theirs to keep.
    await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.brokerId, brokerId),
          or(eq(invitations.acceptedUserId, agent.id), sql`lower(${invitations.email}) = lower(${agent.email})`),
        ),
      );
    await tx.delete(users).where(eq(users.id, agent.id));
    return {
      practiceSessions: practice.length,
      loginSessions: logins.length,
      demoCalls: demoCalls.map((call) => ({
        conversationId: call.conversationId,
        audioKey: call.isFileDeleted === false ? call.audioKey : null,
      })),
      practiceCalls: practiceCalls.map((call) => ({
        conversationId: call.conversationId,
        audioKey: call.isFileDeleted === false ? call.audioKey : null,
      })),
      realCallRecordings: practice.flatMap((session) => (session.audioKey ? [session.audioKey] : [])),
    };
  });
}
