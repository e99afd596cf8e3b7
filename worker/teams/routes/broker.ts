import { Hono } from "hono";
import { z } from "zod";
import type { AgentDeletion, PracticeLineStatus, TrainerChange } from "../../../domain/broker";
import {
  setTrainer,
  teamActivityRead,
  teamAgentDetailRead,
  teamAgentsRead,
  teamStatsRead,
} from "../queries/broker-team";
import { teamPracticeLinesRead } from "../../calls/queries/practice-lines";
import { runRead } from "../../../lib/db/read";
import { saveMonthlyMinutes, teamLiveCallsPerLineRead, teamUsageRead } from "../queries/team-usage";
import { monthlyMinutesInput, monthStart } from "../../../domain/usage";
import { realCallFiguresInput } from "../../../domain/real-call-figures";
import { realCallFiguresRead, saveRealCallFigures } from "../../real-calls/queries/real-call-figures";
import { usageReportCsv } from "../usage-report-csv";
import { deleteTeamAgent } from "../queries/team-agent-deletion";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../../domain/ids";
import { validate } from "../../http/validate";
import { signedInCaller } from "../../http/middleware/auth";
import { readAsSignedIn, sendAsSignedIn } from "../../http/middleware/signed-in-read";
import { eraseConversations, eraseRecordings } from "../../calls/erase-conversations";
import { errorSummary } from "../../../lib/db/error-summary";

const agentIdParam = z.object({ id: z.guid("Invalid agent id") });
const trainerInput = z.strictObject({ isTrainer: z.boolean({ error: "isTrainer must be true or false" }) });

/**
 * The broker's team: `/api/broker/*`. Every query is scoped to the signed-in broker's agents. The reads check the
 * session in their own round trip, the writes have it checked before they run (route-policies.ts).
 */
export const brokerRoutes = new Hono<AppEnv>()
  .get("/stats", async (c) => c.json((await readAsSignedIn(c, (me) => teamStatsRead(c.var.db, me.id))).data, 200))
  .get("/agents", async (c) => c.json((await readAsSignedIn(c, (me) => teamAgentsRead(c.var.db, me.id))).data, 200))
  .get("/agents/:id", async (c) => {
    const id = c.req.param("id");
    // Someone else's agent and no agent at all look the same: a broker learns nothing about other teams. A malformed
    // id reads nothing; the guard then checks the session before the 404 (authorize.ts).
    const detail = isUuid(id) ? (await readAsSignedIn(c, (me) => teamAgentDetailRead(c.var.db, me.id, id))).data : null;
    if (!detail) throw new ApiError(404, "Agent not found");
    return c.json(detail, 200);
  })
  .get("/activity", async (c) => c.json((await readAsSignedIn(c, (me) => teamActivityRead(c.var.db, me.id))).data, 200))
  // Only the broker's own team's calls are counted: who holds a shared line for another team is not theirs to see.
  .get("/phone-lines", async (c) => {
    const { data: statuses } = await sendAsSignedIn(c, (me) => {
      const lines = teamPracticeLinesRead(c.var.db, me.id);
      const live = teamLiveCallsPerLineRead(c.var.db, me.id);
      return {
        statements: [lines.statement, live.statement],
        shape: ([linesAnswer, liveAnswer]): PracticeLineStatus[] => {
          const counts = live.shape(liveAnswer);
          return lines.shape(linesAnswer).map((line) => ({ ...line, liveCalls: counts.get(line.id) ?? 0 }));
        },
      };
    });
    return c.json(statuses, 200);
  })
  /** The team's voice minutes this month: against its budget, per agent and per call (docs/api.md, "Usage"). */
  .get("/usage", async (c) => {
    const { data: usage } = await readAsSignedIn(c, (me) => teamUsageRead(c.var.db, me.id, monthStart(new Date())));
    return c.json(usage, 200);
  })
  /** Whether the team's scored real calls count in its practice figures (Settings → Real Calls; off by default). */
  .get("/settings/real-calls", async (c) =>
    c.json((await readAsSignedIn(c, (me) => realCallFiguresRead(c.var.db, me.id))).data, 200, {
      "Cache-Control": "no-store",
    }),
  )
  /** The same month as a spreadsheet, every call of it (Account & Billing's "Download Usage Report"). */
  .get("/usage.csv", async (c) => {
    const now = new Date();
    const { data: usage } = await readAsSignedIn(c, (me) => teamUsageRead(c.var.db, me.id, monthStart(now), "all"));
    return c.body(usageReportCsv(usage), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="usage-${usage.month}.csv"`,
      "Cache-Control": "no-store",
    });
  })
  /** Trainers write the team's scenarios with the broker (team-scenarios.ts); the broker names them. */
  .put("/agents/:id/trainer", validate("param", agentIdParam), validate("json", trainerInput), async (c) => {
    const agentId = c.req.valid("param").id;
    const { isTrainer } = c.req.valid("json");
    if (!(await setTrainer(c.var.db, signedInCaller(c).id, agentId, isTrainer)))
      throw new ApiError(404, "Agent not found");
    const body: TrainerChange = { agentId, isTrainer: isTrainer ? "yes" : "no" };
    return c.json(body, 200);
  })
  /** The team's own setting: a broker changes only their team's (no route names another team). */
  .put("/settings/real-calls", validate("json", realCallFiguresInput), async (c) =>
    c.json(await saveRealCallFigures(c.var.db, signedInCaller(c).id, c.req.valid("json").includeRealCalls), 200),
  )
  .put("/usage/budget", validate("json", monthlyMinutesInput), async (c) => {
    await saveMonthlyMinutes(c.var.db, signedInCaller(c).id, c.req.valid("json").monthlyPracticeMinutes);
    return c.json(await runRead(teamUsageRead(c.var.db, signedInCaller(c).id, monthStart(new Date()))), 200);
  })
  .delete("/agents/:id", validate("param", agentIdParam), async (c) => {
    const agentId = c.req.valid("param").id;
    const deleted = await deleteTeamAgent(c.var.db, signedInCaller(c).id, agentId);
    if (!deleted) throw new ApiError(404, "Agent not found");
    // After the commit: recordings and conversation storage are erased only once the deletion is certain.
    const conversations = [...deleted.demoCalls, ...deleted.practiceCalls];
    const erased = Promise.all([
      eraseConversations(c.env, conversations),
      eraseRecordings(c.env, deleted.realCallRecordings),
    ]);
    await erased.catch((error: unknown) => {
      const conversationIds = conversations.map((call) => call.conversationId);
      console.error(
        JSON.stringify({
          level: "error",
          event: "agent-recordings-erase-failed",
          agentId,
          conversationIds,
          realCallRecordings: deleted.realCallRecordings,
          error: errorSummary(error),
        }),
      );
      throw error;
    });
    const body: AgentDeletion = {
      agentId,
      deletedPracticeSessions: deleted.practiceSessions,
      deletedDemoCalls: deleted.demoCalls.length,
      endedLoginSessions: deleted.loginSessions,
    };
    return c.json(body, 200);
  });
