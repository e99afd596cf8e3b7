/** @file Web unit tests of the agent dashboard: what `POST /api/practice_sessions/{id}/call` answers for a browser call. */
import type { PracticeCallStart } from "@domain/practice-calls";

/** A browser call just started on the simulator's signed URL (conversation conv_1), live hints off. */
export function browserCallStart(): Extract<PracticeCallStart, { via: "browser" }> {
  return {
    via: "browser",
    conversationId: "c1",
    limitSeconds: 600,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    connectBy: new Date().toISOString(),
    signedUrl: "ws://x/conversation?conversation_id=conv_1",
    overrides: { agent: { prompt: { prompt: "You are Pat." }, firstMessage: "Hello?", language: "en" } },
    liveHints: false,
  };
}
