import { Hono } from "hono";
import { z } from "zod";
import { PRACTICE_SESSION_STATUSES } from "../../../domain/enums";
import { PRACTICE_CANCELLED_MESSAGE, startPracticeCallInput } from "../../../domain/practice-calls";
import { CUSTOM_PROMPT_MAX_CHARS, ruleMessage, setupProblem } from "../../../domain/practice-sessions";
import { REAL_CALL_PERSONA_REQUIRED } from "../../../domain/real-calls/real-call";
import { AI_PERSONALITIES } from "../../../domain/training-options";
import {
  agentSessionRead,
  agentSessionsRead,
  failUnstartedSession,
  newSessionBatch,
} from "../queries/practice-sessions";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../../domain/ids";
import { validate } from "../../http/validate";
import { forAgent } from "../../review/agent-session-view";
import { enforceRateLimit, rateLimitsLifted } from "../../http/middleware/rate-limit";
import { callStartFactsQuery, type CallStartFacts } from "../queries/call-budget";
import { monthStart } from "../../../domain/usage";
import { sql } from "drizzle-orm";
import { readAsSignedIn, sendAsSignedIn } from "../../http/middleware/signed-in-read";
import { startPracticeCall } from "../start-practice-call";
import { jsonObject, ownSession, refuseCallData, refuseOverSessionLimit } from "./own-practice-session";
import { practiceRecordingRoutes } from "../../review/routes/practice-recording";
import { practiceRetryRoutes } from "./practice-retries";

const optionalText = (max: number) => z.string().max(max).nullish();

const createInput = z.strictObject({
  phoneNumberId: optionalText(64),
  aiAgentId: optionalText(64),
  scenarioId: optionalText(64),
  customPrompt: optionalText(CUSTOM_PROMPT_MAX_CHARS),
  /** "Practise this call again": the agent's own real call whose drafted lead this session plays. */
  realCallId: z.guid("Invalid real call id").nullish(),
});
const updateInput = z.strictObject({ status: z.enum(PRACTICE_SESSION_STATUSES) });

/**
 * Each start asks the voice provider for a conversation (or routes a phone call): an agent starts a few calls a
 * minute at most. Per agent, not per address; refused when the limiter is down, like the demo's start.
 */
export const CALL_START_RATE_LIMIT = {
  scope: "practice-call-start",
  limit: 6,
  windowMs: 60_000,
  whenLimiterUnavailable: "refuse",
} as const;

/**
 * The agent's practice calls (docs/api.md). The browser creates a session, starts its call (by phone or in the
 * browser), and ends it; everything the call produced (status, transcript, duration, audio, score) is written by
 * the call's ConversationDO from what the voice provider delivered, never by the browser.
 */
export const practiceSessionRoutes = new Hono<AppEnv>()
  // The list and one session check the session in their own round trip.
  .get("/", async (c) =>
    c.json((await readAsSignedIn(c, (me) => agentSessionsRead(c.var.db, me.id))).data.map(forAgent), 200),
  )
  // The session check, the line, the scenario and the new row in one round trip (one transaction).
  .post("/", refuseCallData(), validate("json", createInput), async (c) => {
    const input = c.req.valid("json");
    const customPrompt = input.customPrompt?.trim() || null;
    // A real call is practised against the lead drafted from it: its persona prompt, as the agent adjusted it.
    if (input.realCallId && !customPrompt)
      throw new ApiError(400, REAL_CALL_PERSONA_REQUIRED, {
        issues: [{ path: "customPrompt", message: REAL_CALL_PERSONA_REQUIRED }],
      });
    const problem = setupProblem(input);
    if (problem) throw new ApiError(400, ruleMessage(problem));
    // A custom prompt wins over a scenario, as the setup form's checkbox does.
    const scenarioId = customPrompt ? null : input.scenarioId!.trim();
    const aiAgentKnown = AI_PERSONALITIES.some((agent) => agent.id === input.aiAgentId);
    const { data: created } = await sendAsSignedIn(c, (me) =>
      newSessionBatch(c.var.db, me, {
        phoneNumberId: isUuid(input.phoneNumberId!) ? input.phoneNumberId! : null,
        aiAgentId: input.aiAgentId!,
        scenarioId,
        scenarioKnownId: scenarioId && isUuid(scenarioId) ? scenarioId : null,
        customPrompt,
        realCallId: input.realCallId ?? null,
        insertable: aiAgentKnown,
        limited: !rateLimitsLifted(c.env),
      }),
    );
    refuseOverSessionLimit(created.recent, !rateLimitsLifted(c.env));
    // The refusals in the order the request's fields are checked: the line, the AI agent, the scenario.
    if (!created.line)
      throw new ApiError(400, "Unknown phone number", {
        issues: [{ path: "phoneNumberId", message: "No such training line" }],
      });
    if (!aiAgentKnown)
      throw new ApiError(400, "Unknown AI agent", { issues: [{ path: "aiAgentId", message: "No such AI agent" }] });
    if (scenarioId && !created.scenario)
      throw new ApiError(400, "Unknown scenario", { issues: [{ path: "scenarioId", message: "No such scenario" }] });
    if (!created.session && input.realCallId) throw new ApiError(404, "Real call not found");
    if (!created.session) throw new Error("The practice session was not written although its request holds");
    return c.json(forAgent(created.session), 201);
  })
  // Anyone's own session: an agent's practice, or a broker's trial call of a team scenario (team-scenarios.ts).
  .get("/:id", async (c) => {
    const id = c.req.param("id");
    const { data: session } = await readAsSignedIn(c, (me) =>
      agentSessionRead(c.var.db, me.id, isUuid(id) ? id : null),
    );
    if (!session) throw new ApiError(404, "Practice session not found");
    return c.json(forAgent(session), 200, { "Cache-Control": "no-store" });
  })
  // Calls of one's own sessions: an agent's, or a broker's trial call of a team scenario (its team is the broker's).
  // The session check, the session, its persona, line, team rules and the budget's month in one round trip; the claim in a second (docs/database-round-trips.md).
  .post("/:id/call", refuseCallData(), validate("json", startPracticeCallInput), async (c) => {
    const id = c.req.param("id");
    const now = new Date();
    const { user, data: facts } = await sendAsSignedIn(c, (me) => {
      const team = sql`coalesce(${me.brokerId}, (select u.id from users u where u.id = ${me.id} and u.role = 'broker'))`;
      const statement = callStartFactsQuery(
        c.var.db,
        { id: me.id, brokerId: team },
        isUuid(id) ? id : crypto.randomUUID(),
        monthStart(now),
      );
      return {
        statements: [statement],
        shape: ([rows]) => (isUuid(id) ? ((rows as CallStartFacts[])[0] ?? null) : null),
      };
    });
    if (!facts) throw new ApiError(404, "Practice session not found");
    await enforceRateLimit(c, CALL_START_RATE_LIMIT, user.id);
    const started = await startPracticeCall({
      env: c.env,
      db: c.var.db,
      voice: c.var.voice,
      facts,
      // The team whose rules and minutes the call follows: a broker's trial call is their own team's.
      agent: { id: user.id, brokerId: user.role === "broker" ? user.id : user.brokerId },
      via: c.req.valid("json").via,
    });
    return c.json(started, 201);
  })
  // One's own sessions: an agent's, or a broker's trial call of a team scenario.
  .use(refuseCallData())
  /**
   * The spec's status change, now a request the server checks: "active" asks the voice provider whether the
   * browser's call is live (the browser's word alone changes nothing); "failed" cancels a call that never
   * connected. A call completes when it ends (`…/complete`); it never goes back to pending.
   */
  .put("/:id", validate("json", updateInput), async (c) => {
    const session = await ownSession(c, c.req.param("id"));
    const { status } = c.req.valid("json");
    const conversation = session.conversationId ? c.env.CONVERSATIONS.getByName(session.conversationId) : null;
    if (status === "active") {
      if (!conversation || !(await conversation.confirmBrowserCall()))
        throw new ApiError(409, "The voice provider has not connected this call");
    } else if (status === "failed") {
      if (!conversation) {
        if (!(await failUnstartedSession(c.var.db, session.agentId, session.id, PRACTICE_CANCELLED_MESSAGE)))
          throw new ApiError(409, "The session changed meanwhile; reload it");
      } else {
        const state = await conversation.getState();
        if (state?.call) throw new ApiError(409, "The call is connected: end it with …/complete, and it is scored");
        await conversation.end("trainee");
      }
    } else {
      throw new ApiError(409, `A session becomes ${status} from its call, not by request`);
    }
    return c.json(forAgent(await ownSession(c, session.id)), 200);
  })
  /** The trainee ends the call (no body: the call's transcript, duration and score come from the provider). */
  .post("/:id/complete", async (c) => {
    const extra = Object.keys(await jsonObject(c));
    if (extra.length > 0)
      throw new ApiError(400, "Ending a call takes no body", {
        issues: extra.map((path) => ({ path, message: "Not accepted" })),
      });
    const session = await ownSession(c, c.req.param("id"));
    if (!session.conversationId) throw new ApiError(409, "This practice session has no call to end");
    if (!(await c.env.CONVERSATIONS.getByName(session.conversationId).end("trainee")))
      throw new ApiError(409, "This practice session has no call to end");
    return c.json(forAgent(await ownSession(c, session.id)), 200);
  })
  .route("/", practiceRecordingRoutes)
  .route("/", practiceRetryRoutes);
