/**
 * @file Which of our conversations a provider event belongs to. First the `session_id` we handed out at
 * initiation (checked against its ConversationDO), then the provider's conversation id or the Twilio call
 * SID recorded on the call log.
 */
import { desc, eq, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { demoCallLogs } from "../../db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isConversationId(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

export async function findConversation(
  env: Env,
  db: Database,
  keys: { sessionId?: string | null; providerConversationId?: string | null; callSid?: string | null },
): Promise<string | null> {
  if (isConversationId(keys.sessionId) && (await env.CONVERSATIONS.getByName(keys.sessionId).getState())) {
    return keys.sessionId;
  }
  const matches: SQL[] = [];
  if (keys.providerConversationId) matches.push(eq(demoCallLogs.providerConversationId, keys.providerConversationId));
  if (keys.callSid) matches.push(eq(demoCallLogs.callSid, keys.callSid));
  if (matches.length === 0) return null;
  const rows = await db
    .select({ conversationId: demoCallLogs.conversationId })
    .from(demoCallLogs)
    .where(or(...matches))
    .orderBy(desc(demoCallLogs.createdAt))
    .limit(1);
  return rows[0]?.conversationId ?? null;
}
