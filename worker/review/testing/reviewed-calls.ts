/** @file Test helpers: scored practice calls to review, held in the browser on the simulator. */
import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import type { CallReview, TimelineMoment } from "../../../domain/call-review";
import type { PracticeCallStart } from "../../../domain/practice-calls";
import type { User } from "../../../lib/db/schema";
import { sessionCookieFor } from "../../auth/testing/sign-in-as";
import { apiAs, TEST_ORIGIN } from "../../testing/team-fixture";
import { GOOD_CALL_LINES, hangUp } from "../../calls/testing/demo-calls";
import {
  createSession,
  holdBrowserCall,
  send,
  sessionWhen,
  startCall,
  type Session,
} from "../../calls/testing/practice-calls";
import { OBJECTING_LEAD_PROMPT } from "./objecting-lead";

export const isScored = (session: Session) =>
  session.aiEvaluationStatus === "completed" || session.aiEvaluationStatus === "failed";

type BrowserStart = Extract<PracticeCallStart, { via: "browser" }>;

/**
 * Creates a session (or takes `sessionId`, and its call when `start` says it began), holds its call in the
 * browser with `lines`, hangs up and waits for the score.
 */
export async function scoredPracticeCall(
  agent: User,
  setup: { lineId: string; sessionId?: string; start?: BrowserStart; lines?: readonly string[] },
): Promise<Session> {
  const id =
    setup.sessionId ??
    (await createSession(agent, { phoneNumberId: setup.lineId, customPrompt: OBJECTING_LEAD_PROMPT })).id;
  const start = setup.start ?? (await startCall(agent, id, "browser"));
  const call = await holdBrowserCall(agent, id, start, setup.lines ?? GOOD_CALL_LINES);
  await hangUp(call.simCallId);
  expect((await send(agent, "POST", `/api/practice_sessions/${id}/complete`, {})).status).toBe(200);
  const session = await sessionWhen(agent, id, isScored);
  expect(session.aiEvaluationStatus).toBe("completed");
  return session;
}

export async function reviewAs(user: User | null, sessionId: string): Promise<{ status: number; body: CallReview }> {
  const response = await apiAs(user, `/api/call-reviews/${sessionId}`);
  return { status: response.status, body: (await response.json()) as CallReview };
}

export const objectionsOf = (review: CallReview) =>
  (review.analysis?.timeline ?? []).filter(
    (moment): moment is Extract<TimelineMoment, { kind: "objection" }> => moment.kind === "objection",
  );

/** A GET as `user` (a real session; none when null) with extra headers, such as a player's Range. */
export async function getAs(user: User | null, path: string, headers: Record<string, string> = {}): Promise<Response> {
  const sent: Record<string, string> = { origin: TEST_ORIGIN, ...headers };
  if (user) sent.cookie = await sessionCookieFor(user.id);
  return SELF.fetch(`${TEST_ORIGIN}${path}`, { headers: sent });
}
