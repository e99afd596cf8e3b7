import { Hono } from "hono";
import { z } from "zod";
import { attemptRefusal } from "../../../domain/training/assignment-status";
import { AI_PERSONALITIES } from "../../../domain/training-options";
import { readAgentAssignments } from "../queries/assignment-reads";
import { startAttempt } from "../queries/assignments";
import { verifiedNumberRead } from "../../calls/queries/verified-numbers";
import { runRead } from "../../../lib/db/read";
import { PRACTICE_CHANNELS } from "../../../domain/practice-calls";
import { VERIFY_NUMBER_FIRST_MESSAGE } from "../../../domain/phone-verification";
import { findDialableLine, listDialableLines } from "../../calls/queries/practice-sessions";
import { storeCertificates } from "../queries/team-standing";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import type { SignedInAppEnv } from "../../http/middleware/auth";
import { agentAssignmentsView } from "../assignment-views";
import { ownSession, refuseOverSessionLimit } from "../../calls/routes/own-practice-session";
import { rateLimitsLifted } from "../../http/middleware/rate-limit";
import { forAgent } from "../../review/agent-session-view";

const idParam = z.object({ id: z.guid("Invalid assignment id") });
/**
 * The agent may pick a line and a personality (the first of each otherwise), and say they will call by phone: then
 * the attempt is made only once they have a verified number, so a call that could not be routed spends no attempt.
 */
const attemptInput = z.strictObject({
  phoneNumberId: z.guid("Invalid phone number id").optional(),
  aiAgentId: z.string().max(64).optional(),
  via: z.enum(PRACTICE_CHANNELS, { error: `Choose how to practise: ${PRACTICE_CHANNELS.join(" or ")}` }).optional(),
});

/** `/api/agent/assignments`: what the agent's broker asks of them, and starting an attempt at it. */
export const agentAssignmentRoutes = new Hono<SignedInAppEnv>()
  .get("/", async (c) => {
    const agentId = c.var.user.id;
    const { view, newlyEarned } = agentAssignmentsView(await readAgentAssignments(c.var.db, agentId), new Date());
    await storeCertificates(
      c.var.db,
      newlyEarned.map((certificate) => ({ ...certificate, agentId })),
    );
    return c.json(view, 200, { "Cache-Control": "no-store" });
  })
  /** A practice session set up for the assignment (its scenario or prompt), counted as an attempt; the call starts with `/api/practice_sessions/{id}/call`. */
  .post("/:id/practice_sessions", validate("param", idParam), validate("json", attemptInput), async (c) => {
    const user = c.var.user;
    if (!user.brokerId) throw new ApiError(404, "Assignment not found");
    const input = c.req.valid("json");
    const limited = !rateLimitsLifted(c.env);
    const line = input.phoneNumberId
      ? await findDialableLine(c.var.db, input.phoneNumberId, user.brokerId)
      : ((await listDialableLines(c.var.db, user.brokerId))[0] ?? null);
    if (!line)
      throw new ApiError(400, "Unknown phone number", {
        issues: [{ path: "phoneNumberId", message: "No such training line" }],
      });
    const aiAgent = input.aiAgentId
      ? AI_PERSONALITIES.find((agent) => agent.id === input.aiAgentId)
      : AI_PERSONALITIES[0];
    if (!aiAgent)
      throw new ApiError(400, "Unknown AI agent", { issues: [{ path: "aiAgentId", message: "No such AI agent" }] });
    if (input.via === "phone" && !(await runRead(verifiedNumberRead(c.var.db, user.id))))
      throw new ApiError(409, VERIFY_NUMBER_FIRST_MESSAGE);
    const sessionId = await startAttempt(
      c.var.db,
      {
        agentId: user.id,
        brokerId: user.brokerId,
        assignmentId: c.req.valid("param").id,
        phoneNumberId: line.id,
        aiAgentId: aiAgent.id,
        limited,
      },
      (assignment, recent) => {
        refuseOverSessionLimit(recent, limited);
        if (!assignment) throw new ApiError(404, "Assignment not found");
        const refusal = attemptRefusal(
          assignment,
          assignment.attempts.map((attempt) => ({ ...attempt, createdAt: new Date(attempt.createdAt) })),
        );
        if (refusal) throw new ApiError(409, refusal);
      },
    );
    return c.json(forAgent(await ownSession(c, sessionId)), 201);
  });
