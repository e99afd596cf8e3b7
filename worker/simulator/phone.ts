/**
 * @file The simulator's "phone": dialling a practice line (which makes the provider call our initiation webhook
 * and take the persona it answers), and hanging up (after which the provider posts its signed webhooks).
 */
import { z } from "zod";
import type { TranscriptEntry } from "../../domain/analysis";
import { ApiError } from "../http/errors";
import type { FetchLike } from "../../lib/voice/elevenlabs-client";
import { toTranscriptEntries } from "../../lib/voice/transcript-mapping";
import { callInitiationWebhook } from "./outgoing-webhooks";
import { newPersona } from "./persona";
import type { SimCall } from "./sim-call";
import { randomHex, type ElevenLabsSimulatorDO } from "./simulator-do";

export const DEFAULT_CALLER_ID = "+15550100199";
/** What Twilio reports as the caller of a call whose number is withheld. */
export const WITHHELD_CALLER_ID = "anonymous";

const initiationAnswer = z.object({
  type: z.literal("conversation_initiation_client_data"),
  dynamic_variables: z.record(z.string(), z.unknown()).default({}),
  conversation_config_override: z
    .object({
      agent: z
        .object({
          prompt: z.object({ prompt: z.string() }).partial().optional(),
          first_message: z.string().optional(),
          language: z.string().optional(),
        })
        .optional(),
      tts: z.object({ voice_id: z.string() }).partial().optional(),
    })
    .default({}),
});

/** The simulator's memory; only the local entry binds it. */
export function simulator(env: Env) {
  const namespace = env.ELEVENLABS_SIMULATOR as DurableObjectNamespace<ElevenLabsSimulatorDO> | undefined;
  if (!namespace) throw new ApiError(404, "Not found");
  return namespace.getByName("elevenlabs");
}

export async function dial(
  env: Env,
  fetcher: FetchLike,
  input: { phoneNumber: string; callerId?: string | null },
): Promise<SimCall> {
  const callSid = `CA${randomHex(16)}`;
  const agentId = env.ELEVENLABS_AGENT_ID || "simulator-agent";
  const callerId = input.callerId === null ? WITHHELD_CALLER_ID : (input.callerId ?? DEFAULT_CALLER_ID);
  const response = await callInitiationWebhook(env, fetcher, {
    caller_id: callerId,
    agent_id: agentId,
    called_number: input.phoneNumber,
    call_sid: callSid,
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new ApiError(502, `The conversation-initiation webhook answered ${response.status}`);
  }
  const answer = initiationAnswer.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new ApiError(502, "The conversation-initiation webhook answered an unexpected shape");
  const override = answer.data.conversation_config_override;
  const firstMessage = override.agent?.first_message ?? "";
  const call: SimCall = {
    conversationId: `conv_${randomHex(12)}`,
    callSid,
    agentId,
    calledNumber: input.phoneNumber,
    callerId,
    startedAt: Date.now(),
    endedAt: null,
    status: "in-progress",
    initiationJson: JSON.stringify({
      dynamic_variables: answer.data.dynamic_variables,
      conversation_config_override: override,
    }),
    persona: newPersona(override.agent?.prompt?.prompt ?? ""),
    turns: firstMessage ? [{ role: "agent", message: firstMessage, timeInCallSecs: 0 }] : [],
  };
  await simulator(env).dial(call);
  return call;
}

/** The call as the demo shows it, in our transcript vocabulary (the lead is the customer). */
export function phoneView(call: SimCall) {
  const transcript: TranscriptEntry[] = toTranscriptEntries(
    call.turns.map((turn) => ({ role: turn.role, message: turn.message, time_in_call_secs: turn.timeInCallSecs })),
  );
  return { simCallId: call.conversationId, callSid: call.callSid, status: call.status, transcript };
}
