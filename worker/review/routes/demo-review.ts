import { Hono } from "hono";
import { retentionMs } from "../../../domain/retention";
import { audioKey } from "../../../durable-objects/conversation/protocol";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { keepDemoCall } from "../../calls/demo-capability";
import { demoReview } from "../demo-review";
import { recordingResponse } from "../recording";
import { ownConversation } from "../../calls/routes/demo";

/**
 * The demo visitor's call review (docs/api.md), with the demo's capability cookie like `end` and
 * `processing-status`: the transcript, the moments, and the recording streamed from R2 (ranges for seeking),
 * while the call is kept (AUDIO_RETENTION_DAYS).
 */
export const demoReviewRoutes = new Hono<AppEnv>()
  .get("/conversation/:conversationId/review", async (c) => {
    const conversationId = c.req.param("conversationId");
    const docs = await (await ownConversation(c)).reviewDocuments();
    if (!docs || docs.kind !== "demo") throw new ApiError(404, "Conversation not found");
    if (docs.processing === "pending" || docs.processing === "processing")
      throw new ApiError(409, "The call is still being analysed; its review opens when the analysis is ready", {
        code: "analysis_pending",
      });
    const { transcript, analysis } = docs;
    if (!transcript || !analysis) throw new ApiError(404, "This call was not analysed, so it has no review");
    await keepDemoCall(c, conversationId, docs.startedAt + retentionMs(c.env.AUDIO_RETENTION_DAYS));
    return c.json(await demoReview(c.env, conversationId, { ...docs, transcript, analysis }), 200, {
      "Cache-Control": "no-store",
    });
  })
  .get("/conversation/:conversationId/recording", async (c) => {
    await ownConversation(c);
    return recordingResponse(c.env.AUDIO, audioKey(c.req.param("conversationId")), c.req.header("range"));
  });
