import { Hono } from "hono";
import { z } from "zod";
import { TRANSCRIPT_LINE_MAX_CHARS, TRANSCRIPT_MAX_ENTRIES } from "../../domain/practice-sessions";
import { AI_PERSONALITIES } from "../../domain/training-options";
import { findScenario } from "../db/queries/practice-sessions";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { newPersona, replyTo } from "../simulator/persona";
import { PERSONA_LANGUAGE } from "../voice/conversation-init";
import { elevenLabsClient } from "../voice/provider-config";
import { ownSession } from "./own-practice-session";

/** What the lead says first when a custom prompt has no scenario to take it from. */
const DEFAULT_FIRST_MESSAGE = "Hello?";

const replyInput = z.object({
  traineeLines: z.array(z.string().trim().min(1).max(TRANSCRIPT_LINE_MAX_CHARS)).min(1).max(TRANSCRIPT_MAX_ENTRIES),
});

async function personaOf(c: Parameters<typeof ownSession>[0], session: { scenarioId: string | null; customPrompt: string | null }) {
  const scenario = session.scenarioId ? await findScenario(c.var.db, session.scenarioId) : null;
  return {
    prompt: session.customPrompt ?? scenario?.promptText ?? "",
    firstMessage: scenario?.conversationConfig.firstMessage || DEFAULT_FIRST_MESSAGE,
  };
}

/**
 * The browser's side of a practice call. `voice-session` tells it how to talk to the lead: ElevenLabs with a
 * signed URL and the persona as overrides, or (local development) the simulator, whose lead answers through
 * `simulator-reply`. The persona is deterministic, so replaying the trainee's lines rebuilds its state.
 */
export const practiceVoiceRoutes = new Hono<AppEnv>()
  .post("/:id/voice-session", async (c) => {
    const session = await ownSession(c, c.req.param("id"));
    if (session.status !== "pending" && session.status !== "active") throw new ApiError(409, "This practice call has ended");
    const persona = await personaOf(c, session);
    if (c.var.voice.simulated) return c.json({ provider: "simulator" as const, firstMessage: persona.firstMessage }, 200);
    const client = elevenLabsClient(c.env, c.var.voice);
    if (!client || !c.env.ELEVENLABS_AGENT_ID) throw new ApiError(503, "Voice calls are not configured");
    const signedUrl = await client.getSignedUrl(c.env.ELEVENLABS_AGENT_ID);
    const voiceId = AI_PERSONALITIES.find((agent) => agent.id === session.aiAgentId)?.voiceId;
    return c.json(
      {
        provider: "elevenlabs" as const,
        signedUrl,
        firstMessage: persona.firstMessage,
        overrides: {
          agent: { prompt: { prompt: persona.prompt }, firstMessage: persona.firstMessage, language: PERSONA_LANGUAGE },
          ...(voiceId ? { tts: { voiceId } } : {}),
        },
      },
      200,
    );
  })
  .post("/:id/simulator-reply", validate("json", replyInput), async (c) => {
    if (!c.var.voice.simulated) throw new ApiError(404, "Not found");
    const session = await ownSession(c, c.req.param("id"));
    if (session.status !== "active") throw new ApiError(409, "The call is not live");
    let state = newPersona((await personaOf(c, session)).prompt);
    let answer = { reply: "", ended: false };
    for (const line of c.req.valid("json").traineeLines) {
      const next = replyTo(state, line);
      state = next.state;
      answer = { reply: next.reply, ended: next.ended };
    }
    return c.json(answer, 200);
  });
