import { Hono } from "hono";
import type { TimelineMoment } from "../../domain/call-review";
import { retryInput } from "../../domain/call-review-input";
import { insertRetrySession } from "../db/queries/call-reviews";
import { findDialableLine } from "../db/queries/practice-sessions";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";
import { reviewAnalysis } from "../review/review-analysis";
import { rateLimitsLifted } from "../middleware/rate-limit";
import { ownSession, tooManySessions } from "./own-practice-session";
import { forAgent } from "../review/agent-session-view";

/** Moment times travel as the review gave them; a hundredth of a second is rounding, not another moment. */
const SAME_MOMENT_SECONDS = 0.01;

/**
 * "Practise this moment again": a new practice session on the same scenario and setup as one of the agent's
 * scored calls, whose lead opens with an objection of that call (docs/api.md). The browser names the moment
 * by its time; the objection's words come from the stored call, never from the request.
 */
export const practiceRetryRoutes = new Hono<AppEnv>().post("/:id/retries", requireRole("agent"), validate("json", retryInput), async (c) => {
  const original = await ownSession(c, c.req.param("id"));
  if (original.status !== "completed" || !original.transcript) throw new ApiError(409, "Only a completed call can be practised again");
  const { momentTime } = c.req.valid("json");
  const { analysis } = reviewAnalysis(original.review, original.transcript, original.scores);
  const objection = analysis?.timeline.find(
    (moment): moment is Extract<TimelineMoment, { kind: "objection" }> => moment.kind === "objection" && Math.abs(moment.time - momentTime) < SAME_MOMENT_SECONDS,
  );
  if (!objection) throw new ApiError(400, "Invalid input", { issues: [{ path: "momentTime", message: "The lead raised no objection at that moment of the call" }] });
  if (!original.scenarioId && !original.customPrompt) throw new ApiError(409, "The scenario of that call no longer exists; set up a new call instead");
  const line = original.phoneNumberId ? await findDialableLine(c.var.db, original.phoneNumberId, c.var.user!.brokerId) : null;
  if (!line || !original.aiAgentId) throw new ApiError(409, "The training line of that call is no longer available; set up a new call instead");
  // The retry is made in the agent's team now (an earlier call of another team is still theirs to practise).
  // The session-creation limit is checked in the insert's own SQL (nothing is written over it).
  const limited = !rateLimitsLifted(c.env);
  const moment = { time: objection.time, quote: objection.quote, objections: objection.objections };
  const { id, recent } = await insertRetrySession(c.var.db, original, c.var.user!.brokerId, line.id, moment, limited);
  if (!id) tooManySessions(recent);
  return c.json(forAgent(await ownSession(c, id)), 201);
});
