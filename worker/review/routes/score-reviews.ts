import { Hono } from "hono";
import {
  NOT_SCORED_MESSAGE,
  NOTHING_TO_CORRECT_MESSAGE,
  type CorrectionResult,
} from "../../../domain/coaching/score-corrections";
import {
  flagResolutionInput,
  scoreCorrectionInput,
  scoreFlagInput,
} from "../../../domain/coaching/score-corrections-input";
import { isUuid } from "../../../domain/ids";
import { correctScore, insertScoreFlag, resolveScoreFlag } from "../queries/score-reviews";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import type { SignedInAppEnv } from "../../http/middleware/auth";
import { REVIEW_NOT_FOUND, reviewSessionId } from "../review-id";
import { correctionView, flagView } from "../score-review-views";

/**
 * Contested scores, under /api/call-reviews/{id} (docs/api.md): the agent's broker corrects a score with a reason
 * (the analyser's stays beside it, every change is recorded), the agent flags a moment as misjudged, and the broker
 * resolves the flag. Another team's call, or another agent's, is not found.
 */
export const scoreReviewRoutes = new Hono<SignedInAppEnv>()
  .post("/:id/corrections", validate("json", scoreCorrectionInput), async (c) => {
    const input = c.req.valid("json");
    const outcome = await correctScore(c.var.db, c.var.user, reviewSessionId(c), {
      overall: input.overall,
      scores: input.scores,
      reason: input.reason,
      momentTime: input.momentTime ?? null,
    });
    if (outcome.kind === "not_found") throw new ApiError(404, REVIEW_NOT_FOUND);
    if (outcome.kind === "not_scored") throw new ApiError(409, NOT_SCORED_MESSAGE);
    if (outcome.kind === "unchanged")
      throw new ApiError(400, NOTHING_TO_CORRECT_MESSAGE, {
        issues: [{ path: "overall", message: NOTHING_TO_CORRECT_MESSAGE }],
      });
    const result: CorrectionResult = {
      score: outcome.score,
      scores: outcome.scores,
      corrections: outcome.corrections.map(correctionView),
    };
    return c.json(result, 201);
  })
  .post("/:id/flags", validate("json", scoreFlagInput), async (c) => {
    const flag = await insertScoreFlag(c.var.db, c.var.user.id, reviewSessionId(c), c.req.valid("json"));
    if (!flag) throw new ApiError(404, REVIEW_NOT_FOUND);
    return c.json(flagView(flag), 201);
  })
  .post("/:id/flags/:flagId/resolve", validate("json", flagResolutionInput), async (c) => {
    const flagId = c.req.param("flagId");
    const resolved = isUuid(flagId)
      ? await resolveScoreFlag(c.var.db, c.var.user.id, reviewSessionId(c), flagId, c.req.valid("json").response)
      : null;
    if (!resolved) throw new ApiError(404, "No open flag of that id on this call");
    return c.json(flagView(resolved), 200);
  });
