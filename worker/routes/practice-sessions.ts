import { Hono } from "hono";
import { z } from "zod";
import { PRACTICE_SESSION_STATUSES, type Vertical } from "../../domain/enums";
import {
  CALL_MAX_SECONDS,
  canTransition,
  CUSTOM_PROMPT_MAX_CHARS,
  ruleMessage,
  setupProblem,
  TRANSCRIPT_LINE_MAX_CHARS,
  TRANSCRIPT_MAX_ENTRIES,
} from "../../domain/practice-sessions";
import { AI_PERSONALITIES } from "../../domain/training-options";
import { analyzeTranscript } from "../analysis/analyze-transcript";
import {
  findDialableLine,
  findScenario,
  agentSessionsRead,
  insertSession,
  storeCompletedCall,
  transitionSession,
} from "../db/queries/practice-sessions";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";
import { readAsSignedIn, signedInRead } from "../middleware/signed-in-read";
import { isUuid, ownSession } from "./own-practice-session";
import { practiceVoiceRoutes } from "./practice-voice";

const optionalText = (max: number) => z.string().max(max).nullish();

const createInput = z.object({
  phoneNumberId: optionalText(64),
  aiAgentId: optionalText(64),
  scenarioId: optionalText(64),
  customPrompt: optionalText(CUSTOM_PROMPT_MAX_CHARS),
});
const updateInput = z.object({
  status: z.enum(PRACTICE_SESSION_STATUSES),
  conversationId: z.string().trim().min(1).max(200).nullish(),
});
const transcriptEntry = z.object({
  speaker: z.enum(["agent", "customer"]),
  text: z.string().trim().min(1).max(TRANSCRIPT_LINE_MAX_CHARS),
  timestamp: z.number().finite().min(0).max(CALL_MAX_SECONDS),
});
/** score and feedback are accepted for the spec's client contract and ignored: the server scores the call. */
const completeInput = z.object({
  transcript: z.array(transcriptEntry).min(1, "The call has no transcript").max(TRANSCRIPT_MAX_ENTRIES),
  audioUrl: z.url().max(2000).nullish(),
  score: z.unknown().optional(),
  feedback: z.unknown().optional(),
  duration: z.number().int().min(0).max(CALL_MAX_SECONDS),
});

/** The agent's practice calls (spec §4): create, start, finish with a server-side analysis, list. */
export const practiceSessionRoutes = new Hono<AppEnv>()
  // Before the guard: the list checks the session in its own round trip.
  .get("/", signedInRead("agent"), async (c) => c.json((await readAsSignedIn(c, (me) => agentSessionsRead(c.var.db, me.id))).data, 200))
  .use(requireRole("agent"))
  .post("/", validate("json", createInput), async (c) => {
    const input = c.req.valid("json");
    const problem = setupProblem(input);
    if (problem) throw new ApiError(400, ruleMessage(problem));
    const user = c.var.user!;
    const line = isUuid(input.phoneNumberId!) ? await findDialableLine(c.var.db, input.phoneNumberId!, user.brokerId) : null;
    if (!line) throw new ApiError(400, "Unknown phone number", { issues: [{ path: "phoneNumberId", message: "No such training line" }] });
    if (!AI_PERSONALITIES.some((agent) => agent.id === input.aiAgentId)) {
      throw new ApiError(400, "Unknown AI agent", { issues: [{ path: "aiAgentId", message: "No such AI agent" }] });
    }
    const customPrompt = input.customPrompt?.trim() || null;
    // A custom prompt wins over a scenario, as the setup form's checkbox does.
    const scenarioId = customPrompt ? null : input.scenarioId!.trim();
    let vertical: Vertical = "real_estate";
    if (scenarioId) {
      const scenario = isUuid(scenarioId) ? await findScenario(c.var.db, scenarioId) : null;
      if (!scenario) throw new ApiError(400, "Unknown scenario", { issues: [{ path: "scenarioId", message: "No such scenario" }] });
      vertical = scenario.vertical;
    }
    const id = await insertSession(c.var.db, { agentId: user.id, vertical, phoneNumberId: line.id, aiAgentId: input.aiAgentId!, scenarioId, customPrompt });
    return c.json(await ownSession(c, id), 201);
  })
  .put("/:id", validate("json", updateInput), async (c) => {
    const session = await ownSession(c, c.req.param("id"));
    const change = c.req.valid("json");
    if (!canTransition(session.status, change.status)) {
      throw new ApiError(409, `A ${session.status} session cannot become ${change.status}`);
    }
    const moved = await transitionSession(c.var.db, session.agentId, session.id, session.status, change);
    if (!moved) throw new ApiError(409, "The session changed meanwhile; reload it");
    return c.json(await ownSession(c, session.id), 200);
  })
  .post("/:id/complete", validate("json", completeInput), async (c) => {
    const session = await ownSession(c, c.req.param("id"));
    if (session.status !== "active") throw new ApiError(409, `A ${session.status} session cannot be completed`);
    const input = c.req.valid("json");
    const { result } = analyzeTranscript(input.transcript);
    const transcriptText = input.transcript.map((entry) => `${entry.speaker}: ${entry.text}`).join("\n");
    const stored = await storeCompletedCall(c.var.db, session.agentId, session.id, "active", {
      transcript: input.transcript,
      transcriptText,
      audioUrl: input.audioUrl ?? null,
      duration: input.duration,
      analysis: result,
    });
    if (!stored) throw new ApiError(409, "The session changed meanwhile; reload it");
    return c.json(await ownSession(c, session.id), 200);
  })
  .route("/", practiceVoiceRoutes);
