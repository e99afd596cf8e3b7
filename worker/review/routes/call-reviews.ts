import { Hono } from "hono";
import type { CoachingNote } from "../../../domain/call-review";
import { coachingNoteInput } from "../../../domain/call-review-input";
import { personName } from "../../../domain/people";
import { deleteCoachingNote, findReviewRecording, findReviewRow, insertCoachingNote } from "../queries/call-reviews";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../../domain/ids";
import { validate } from "../../http/validate";
import type { SignedInAppEnv } from "../../http/middleware/auth";
import { practiceReview } from "../practice-review";
import { NO_RECORDING_MESSAGE, recordingResponse } from "../recording";
import { REVIEW_NOT_FOUND as NOT_FOUND, reviewSessionId as sessionId } from "../review-id";
import { scoreReviewRoutes } from "./score-reviews";

/**
 * Reviews of practice calls (docs/api.md): the agent's own, and a broker's agents'. The recording streams from
 * R2 through here with the caller's authorisation (ranges for seeking); brokers leave coaching notes on moments,
 * correct scores and answer the moments their agents flag (score-reviews.ts).
 */
export const callReviewRoutes = new Hono<SignedInAppEnv>()
  .get("/:id", async (c) => {
    const row = await findReviewRow(c.var.db, c.var.user!, sessionId(c));
    if (!row) throw new ApiError(404, NOT_FOUND);
    return c.json(practiceReview(row, c.var.user!, c.env), 200, { "Cache-Control": "no-store" });
  })
  .get("/:id/recording", async (c) => {
    const recording = await findReviewRecording(c.var.db, c.var.user!, sessionId(c));
    if (!recording) throw new ApiError(404, NOT_FOUND);
    if (!recording.key || recording.deleted) throw new ApiError(404, NO_RECORDING_MESSAGE);
    return recordingResponse(c.env.AUDIO, recording.key, c.req.header("range"));
  })
  .post("/:id/notes", validate("json", coachingNoteInput), async (c) => {
    const broker = c.var.user;
    const input = c.req.valid("json");
    const stored = await insertCoachingNote(c.var.db, broker.id, sessionId(c), input);
    if (!stored) throw new ApiError(404, NOT_FOUND);
    const note: CoachingNote = {
      id: stored.id,
      time: input.time,
      body: input.body,
      authorName: personName(broker),
      createdAt: stored.createdAt,
      mine: true,
    };
    return c.json(note, 201);
  })
  .delete("/:id/notes/:noteId", async (c) => {
    const noteId = c.req.param("noteId");
    const deleted = isUuid(noteId) && (await deleteCoachingNote(c.var.db, c.var.user.id, sessionId(c), noteId));
    if (!deleted) throw new ApiError(404, "Coaching note not found");
    return c.body(null, 204);
  })
  .route("/", scoreReviewRoutes);
