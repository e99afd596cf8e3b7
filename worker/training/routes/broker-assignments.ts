import { Hono } from "hono";
import { z } from "zod";
import type { TrainingVertical } from "../../../domain/enums";
import { createAssignmentInput, updateAssignmentInput } from "../../../domain/training/assignment-contract";
import { readCompletionMatrix } from "../queries/assignment-reads";
import { cancelAssignment, countTeamAgents, insertAssignment, updateAssignment } from "../queries/assignments";
import { findPractisableScenario } from "../../calls/queries/practice-sessions";
import { storeCertificates } from "../queries/team-standing";
import { userSettingsRead } from "../../teams/queries/user-settings";
import { runRead } from "../../../lib/db/read";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import type { SignedInAppEnv } from "../../http/middleware/auth";
import { completionMatrixView } from "../assignment-views";
import { completionMatrixCsv } from "../matrix-csv";

const idParam = z.object({ id: z.guid("Invalid assignment id") });
const NOT_FOUND = "Assignment not found";

function futureDue(dueAt: string, path = "dueAt"): Date {
  const due = new Date(dueAt);
  if (due.getTime() <= Date.now())
    throw new ApiError(400, "The due date must be in the future", { issues: [{ path, message: "In the past" }] });
  return due;
}

/** The completion matrix, storing any certificate it shows for the first time (never revoked after that). */
async function matrixOf(c: { var: AppEnv["Variables"] }) {
  const db = c.var.db;
  const { view, newlyEarned } = completionMatrixView(await readCompletionMatrix(db, c.var.user!.id), new Date());
  await storeCertificates(db, newlyEarned);
  return view;
}

/** `/api/broker/assignments`: practice the broker asks of the team, and who did it. Scoped to the broker's own assignments and agents. */
export const brokerAssignmentRoutes = new Hono<SignedInAppEnv>()
  .get("/matrix", async (c) => c.json(await matrixOf(c), 200, { "Cache-Control": "no-store" }))
  .get("/matrix.csv", async (c) => {
    const day = new Date().toISOString().slice(0, 10);
    return c.body(completionMatrixCsv(await matrixOf(c)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="assignments-${day}.csv"`,
      "Cache-Control": "no-store",
    });
  })
  .post("/", validate("json", createAssignmentInput), async (c) => {
    const input = c.req.valid("json");
    const brokerId = c.var.user.id;
    const dueAt = futureDue(input.dueAt);
    let vertical = input.vertical as TrainingVertical;
    if (input.scenarioId) {
      const scenario = await findPractisableScenario(c.var.db, input.scenarioId, brokerId);
      if (!scenario || scenario.vertical === "homepage")
        throw new ApiError(400, "Unknown scenario", { issues: [{ path: "scenarioId", message: "No such scenario" }] });
      vertical = scenario.vertical;
    }
    const agentIds = [...new Set(input.agentIds)];
    if ((await countTeamAgents(c.var.db, brokerId, agentIds)) !== agentIds.length) {
      throw new ApiError(400, "Every chosen agent must be on your team", {
        issues: [{ path: "agentIds", message: "Not an agent of your team" }],
      });
    }
    const minScore =
      input.minScore ?? (await runRead(userSettingsRead(c.var.db, brokerId))).trainingConfig.minimumPassingScore;
    const id = await insertAssignment(c.var.db, {
      brokerId,
      title: input.title,
      scenarioId: input.scenarioId ?? null,
      customPrompt: input.customPrompt || null,
      vertical,
      wholeTeam: input.wholeTeam,
      agentIds,
      dueAt,
      minScore,
      attemptLimit: input.attemptLimit ?? null,
    });
    return c.json({ id, minScore, vertical }, 201);
  })
  .patch("/:id", validate("param", idParam), validate("json", updateAssignmentInput), async (c) => {
    const { dueAt, ...changes } = c.req.valid("json");
    const updated = await updateAssignment(c.var.db, c.var.user.id, c.req.valid("param").id, {
      ...changes,
      ...(dueAt ? { dueAt: futureDue(dueAt) } : {}),
    });
    if (!updated) throw new ApiError(404, NOT_FOUND);
    return c.body(null, 204);
  })
  .post("/:id/cancel", validate("param", idParam), async (c) => {
    if (!(await cancelAssignment(c.var.db, c.var.user.id, c.req.valid("param").id))) throw new ApiError(404, NOT_FOUND);
    return c.body(null, 204);
  });
