/**
 * @file Forgetting demo conversations outside Postgres: each one's ConversationDO storage (transcript, caller,
 * the trainee's notes, analysis) and its recording in R2. Both steps are idempotent.
 */

/** R2 deletes at most 1000 keys per call. */
const R2_DELETE_LIMIT = 1000;
/** Durable Object calls in flight at once. */
const DO_CONCURRENCY = 20;

export interface StoredConversation {
  conversationId: string;
  /** The recording's R2 key, when one is still stored. */
  audioKey: string | null;
}

/** Deletes recordings from R2 by key (a real call's upload has a recording and no conversation). */
export async function eraseRecordings(env: Pick<Env, "AUDIO">, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += R2_DELETE_LIMIT) await env.AUDIO.delete(keys.slice(i, i + R2_DELETE_LIMIT));
}

export async function eraseConversations(
  env: Pick<Env, "AUDIO" | "CONVERSATIONS">,
  conversations: readonly StoredConversation[],
): Promise<void> {
  await eraseRecordings(
    env,
    conversations.flatMap((conversation) => (conversation.audioKey ? [conversation.audioKey] : [])),
  );
  for (let i = 0; i < conversations.length; i += DO_CONCURRENCY) {
    await Promise.all(
      conversations
        .slice(i, i + DO_CONCURRENCY)
        .map(({ conversationId }) => env.CONVERSATIONS.getByName(conversationId).erase()),
    );
  }
}
