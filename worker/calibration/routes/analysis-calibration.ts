/**
 * @file `POST /api/analysis/calibrate`: scores one graded call with this Worker's configured scorer (with
 * ANALYSIS_PROVIDER=workers-ai, the judge on Workers AI through the AI binding), so `npm run calibrate --
 * --scorer workers-ai --url <deployment>` can measure the judge on the deployer's own account. The call goes
 * through the same provider mapping a real call takes; nothing is stored and no score reaches anyone. Open
 * only with the CALIBRATION_TOKEN secret (a bearer token); without that secret the route does not exist.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { TRAINING_VERTICALS } from "../../../domain/enums";
import { analyseCallTranscript } from "../../../lib/analysis/analyse-call-transcript";
import { judgeGuidance } from "../../../lib/analysis/judge/guidance";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { hasBearerSecret } from "../../../lib/voice/constant-time";
import { providerTranscriptEntry } from "../../../lib/voice/elevenlabs-payloads";
import { toTranscriptEntries } from "../../../lib/voice/transcript-mapping";

/** A graded call is at most a few minutes long; anything far beyond is not a call. */
export const CALIBRATION_MAX_ENTRIES = 400;
const MESSAGE_MAX_CHARS = 4000;

export const calibrationCallSchema = z.object({
  vertical: z.enum(TRAINING_VERTICALS).nullable(),
  transcript: z
    .array(providerTranscriptEntry.extend({ message: z.string().max(MESSAGE_MAX_CHARS).nullish() }))
    .min(1)
    .max(CALIBRATION_MAX_ENTRIES),
});

const calibrationToken = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.env.CALIBRATION_TOKEN) throw new ApiError(404, "Not found");
  if (!(await hasBearerSecret(c.req.header("authorization"), c.env.CALIBRATION_TOKEN)))
    throw new ApiError(401, "A calibration token is required", { code: "invalid_credentials" });
  await next();
});

export const analysisCalibrationRoutes = new Hono<AppEnv>().post(
  "/calibrate",
  calibrationToken,
  validate("json", calibrationCallSchema),
  async (c) => {
    const { vertical, transcript } = c.req.valid("json");
    const result = await analyseCallTranscript({
      env: c.env,
      transcript: toTranscriptEntries(transcript),
      vertical,
      instructions: (v) => judgeGuidance(c.var.db, v),
    });
    return c.json(result, 200);
  },
);
