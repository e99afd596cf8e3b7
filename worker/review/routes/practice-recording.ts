import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { audioProcessingJobs } from "../../../lib/db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../../domain/ids";
import { NO_RECORDING_MESSAGE, recordingResponse } from "../recording";
import { ownSession } from "../../calls/routes/own-practice-session";

/** The recording of the agent's own practice call, streamed from R2 (ranges for seeking) while it is kept (AUDIO_RETENTION_DAYS). */
export const practiceRecordingRoutes = new Hono<AppEnv>().get("/:id/recording", async (c) => {
  const session = await ownSession(c, c.req.param("id"));
  // Sessions from before calls ran through the pipeline carry other call ids, and no recording.
  const [job] =
    session.conversationId && isUuid(session.conversationId)
      ? await c.var.db
          .select({ key: audioProcessingJobs.audioFilePath, deleted: audioProcessingJobs.isFileDeleted })
          .from(audioProcessingJobs)
          .where(eq(audioProcessingJobs.conversationId, session.conversationId))
      : [];
  if (!job?.key || job.deleted) throw new ApiError(404, NO_RECORDING_MESSAGE);
  return recordingResponse(c.env.AUDIO, job.key, c.req.header("range"));
});
