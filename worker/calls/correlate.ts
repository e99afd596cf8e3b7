/**
 * @file Which of our conversations a provider event belongs to. First the `session_id` we handed out at
 * initiation (checked against its ConversationDO), then the provider's conversation id (on the call's audio
 * job, demo and practice calls alike) or the Twilio call SID recorded on a demo call's log. The conversation
 * itself then checks that the event is about the call it connected.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../lib/db/client";
import { isUuid } from "../../domain/ids";
import { audioProcessingJobs, demoCallLogs } from "../../lib/db/schema";

export async function findConversation(
  env: Env,
  db: Database,
  keys: { sessionId?: string | null; providerConversationId?: string | null; callSid?: string | null },
): Promise<string | null> {
  if (isUuid(keys.sessionId) && (await env.CONVERSATIONS.getByName(keys.sessionId).getState())) {
    return keys.sessionId;
  }
  if (keys.providerConversationId) {
    const [job] = await db
      .select({ conversationId: audioProcessingJobs.conversationId })
      .from(audioProcessingJobs)
      .where(eq(audioProcessingJobs.providerConversationId, keys.providerConversationId))
      .orderBy(desc(audioProcessingJobs.createdAt))
      .limit(1);
    if (job) return job.conversationId;
  }
  if (!keys.callSid) return null;
  const [log] = await db
    .select({ conversationId: demoCallLogs.conversationId })
    .from(demoCallLogs)
    .where(eq(demoCallLogs.callSid, keys.callSid))
    .orderBy(desc(demoCallLogs.createdAt))
    .limit(1);
  return log?.conversationId ?? null;
}
