import { Hono } from "hono";
import {
  calibrationExportFileName,
  type BlindCall,
  type CalibrationComparison,
} from "../../../domain/coaching/calibration";
import { calibrationGradeInput } from "../../../domain/coaching/calibration-input";
import { isUuid } from "../../../domain/ids";
import { personName } from "../../../domain/people";
import { CUSTOM_SCENARIO_TITLE } from "../../../domain/practice-sessions";
import { blindCallRead, calibrationExportRead, calibrationRead, insertCalibrationGrade } from "../queries/calibration";
import { calibrationSummary, comparisonView, gradedCallFile } from "../calibration-views";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { signedInCaller } from "../../http/middleware/auth";
import { readAsSignedIn } from "../../http/middleware/signed-in-read";
import { practiceAudio } from "../../review/practice-review";

const CALL_NOT_FOUND = "No call of your team to grade with that id";

/**
 * Calibration of the scorer on the team's own calls (`/api/broker/calibration`, docs/api.md): the broker grades
 * calls blind (nothing of the analyser's judgement is sent before their grade is stored), then sees the rank
 * agreement, the mean difference and the calls where the two differ most; the grades export as graded-call files.
 */
export const calibrationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { data } = await readAsSignedIn(c, (me) => calibrationRead(c.var.db, me.id));
    return c.json(calibrationSummary(data), 200, { "Cache-Control": "no-store" });
  })
  .get("/calls/:id", async (c) => {
    const id = c.req.param("id");
    const { data: row } = await readAsSignedIn(c, (me) => blindCallRead(c.var.db, me.id, isUuid(id) ? id : null));
    if (!row) throw new ApiError(404, CALL_NOT_FOUND);
    if (row.graded) throw new ApiError(409, "You graded this call already: its comparison is in the calibration view");
    const call: BlindCall = {
      id: row.id,
      title: row.title ?? CUSTOM_SCENARIO_TITLE,
      agentName: personName(row.agent),
      createdAt: new Date(row.createdAt).toISOString(),
      durationSeconds: row.durationSeconds,
      vertical: row.vertical,
      transcript: row.transcript,
      audio: practiceAudio(row, c.env),
    };
    return c.json(call, 200, { "Cache-Control": "no-store" });
  })
  .get("/export", async (c) => {
    const { data: rows } = await readAsSignedIn(c, (me) => calibrationExportRead(c.var.db, me.id));
    const fileName = calibrationExportFileName(new Date().toISOString().slice(0, 10));
    return c.json(rows.map(gradedCallFile), 200, {
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    });
  })
  .post("/grades", validate("json", calibrationGradeInput), async (c) => {
    const outcome = await insertCalibrationGrade(c.var.db, signedInCaller(c).id, c.req.valid("json"));
    if (outcome.kind === "not_found") throw new ApiError(404, CALL_NOT_FOUND);
    if (outcome.kind === "already_graded")
      throw new ApiError(409, "You graded this call already; a second grade would not be blind");
    const comparison: CalibrationComparison = comparisonView(outcome.row);
    return c.json(comparison, 201);
  });
