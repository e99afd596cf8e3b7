import { Hono } from "hono";
import type { TimelineMoment } from "../../../domain/call-review";
import { retryInput, type RetryInput } from "../../../domain/call-review-input";
import { AI_PERSONALITIES } from "../../../domain/training-options";
import { REAL_CALL_SETUP_REQUIRED } from "../../../domain/real-calls/real-call";
import { insertRetrySession } from "../../review/queries/call-reviews";
import { findDialableLine, type PracticeSessionView } from "../queries/practice-sessions";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import type { SignedInAppEnv } from "../../http/middleware/auth";
import { reviewAnalysis } from "../../review/review-analysis";
import { rateLimitsLifted } from "../../http/middleware/rate-limit";
import { realCallLead } from "../../real-calls/real-call-lead";
import { ownSession, tooManySessions } from "./own-practice-session";
import { forAgent } from "../../review/agent-session-view";
import type { Database } from "../../../lib/db/client";
import { isUuid } from "../../../domain/ids";

/** Moment times travel as the review gave them; a hundredth of a second is rounding, not another moment. */
const SAME_MOMENT_SECONDS = 0.01;

type RetrySetup = { lineId: string; aiAgentId: string; customPrompt: string | null };

/** A practice call's retry keeps that call's setup: the line, the AI personality, the scenario or custom prompt. */
async function practiceCallSetup(
  db: Database,
  original: PracticeSessionView,
  input: RetryInput,
  brokerId: string | null,
): Promise<RetrySetup> {
  const chosen = (["phoneNumberId", "aiAgentId"] as const).filter((field) => input[field] !== undefined);
  if (chosen.length > 0)
    throw new ApiError(400, "Invalid input", {
      issues: chosen.map((path) => ({ path, message: "A practice call is retried on its own setup" })),
    });
  if (!original.scenarioId && !original.customPrompt)
    throw new ApiError(409, "The scenario of that call no longer exists; set up a new call instead");
  const line = original.phoneNumberId ? await findDialableLine(db, original.phoneNumberId, brokerId) : null;
  if (!line || !original.aiAgentId)
    throw new ApiError(409, "The training line of that call is no longer available; set up a new call instead");
  return { lineId: line.id, aiAgentId: original.aiAgentId, customPrompt: original.customPrompt };
}

/** A real call was made on no training line: the agent picks one and a personality; the lead is the one drafted from the call. */
async function realCallSetup(
  db: Database,
  original: PracticeSessionView,
  input: RetryInput,
  brokerId: string | null,
): Promise<RetrySetup> {
  const missing = (["phoneNumberId", "aiAgentId"] as const).filter((field) => !input[field]?.trim());
  if (missing.length > 0)
    throw new ApiError(400, REAL_CALL_SETUP_REQUIRED, {
      issues: missing.map((path) => ({ path, message: "Required for a real call" })),
    });
  if (!AI_PERSONALITIES.some((agent) => agent.id === input.aiAgentId))
    throw new ApiError(400, "Unknown AI agent", { issues: [{ path: "aiAgentId", message: "No such AI agent" }] });
  const line = isUuid(input.phoneNumberId!) ? await findDialableLine(db, input.phoneNumberId!, brokerId) : null;
  if (!line)
    throw new ApiError(400, "Unknown phone number", {
      issues: [{ path: "phoneNumberId", message: "No such training line" }],
    });
  const lead = realCallLead(original);
  if (!lead) throw new ApiError(409, "Only a completed call can be practised again");
  return { lineId: line.id, aiAgentId: input.aiAgentId!, customPrompt: lead.personaPrompt };
}

/**
 * "Practise this moment again": a new practice session on the same scenario and setup as one of the agent's
 * scored calls (for a real call: the lead drafted from it, on a line the agent picks), whose lead opens with an
 * objection of that call (docs/api.md). The browser names the moment by its time; the objection's words and the
 * lead come from the stored call, never from the request.
 */
export const practiceRetryRoutes = new Hono<SignedInAppEnv>().post(
  "/:id/retries",
  validate("json", retryInput),
  async (c) => {
    const original = await ownSession(c, c.req.param("id"));
    if (original.status !== "completed" || !original.transcript)
      throw new ApiError(409, "Only a completed call can be practised again");
    const input = c.req.valid("json");
    const { analysis } = reviewAnalysis(original.review, original.transcript, original.scores);
    const objection = analysis?.timeline.find(
      (moment): moment is Extract<TimelineMoment, { kind: "objection" }> =>
        moment.kind === "objection" && Math.abs(moment.time - input.momentTime) < SAME_MOMENT_SECONDS,
    );
    if (!objection)
      throw new ApiError(400, "Invalid input", {
        issues: [{ path: "momentTime", message: "The lead raised no objection at that moment of the call" }],
      });
    const brokerId = c.var.user!.brokerId;
    const setup = await (original.source === "real_call" ? realCallSetup : practiceCallSetup)(
      c.var.db,
      original,
      input,
      brokerId,
    );
    // The retry is made in the agent's team now (an earlier call of another team is still theirs to practise).
    // The session-creation limit is checked in the insert's own SQL (nothing is written over it).
    const limited = !rateLimitsLifted(c.env);
    const moment = { time: objection.time, quote: objection.quote, objections: objection.objections };
    const retried = { ...original, aiAgentId: setup.aiAgentId, customPrompt: setup.customPrompt };
    const { id, recent } = await insertRetrySession(c.var.db, retried, brokerId, setup.lineId, moment, limited);
    if (!id) tooManySessions(recent);
    return c.json(forAgent(await ownSession(c, id)), 201);
  },
);
