import type { TranscriptEntry } from "@domain/analysis";
import type { BrowserCallOverrides } from "@domain/practice-calls";
import { dialPracticeLine, sayToLead } from "@/lib/voice-simulator";
import { SELF_HOSTED_WORKLETS } from "./voice-worklets";

/**
 * The trainee's side of a live call, in the browser: the voice client on the signed URL the server made (the
 * provider's, or the local simulator's, which speaks the same WebSocket protocol), or the simulator's phone.
 * Either way only the conversation is here: what was said reaches the server from the provider, never from this page.
 */
export interface VoiceConnection {
  /**
   * On the simulator only: a line the trainee says. The simulator hears no speech, so the page hands it the words
   * as if spoken into the microphone (never `sendUserMessage`: a typed line makes the call no valid practice call).
   */
  say?: (text: string) => Promise<void>;
  setMuted(muted: boolean): void;
  /** Ends our side of the call (the provider then delivers it to the server). */
  end(): Promise<void>;
}

/** How a call ended without the trainee: the lead hung up, or the connection to the line dropped. */
export type CallEnding = "lead" | "dropped";

export interface ConnectionEvents {
  onLine(speaker: TranscriptEntry["speaker"], text: string): void;
  /** The call ended from the other side: the lead (or the provider) closed it, or the connection was lost. */
  onEnded(how: CallEnding): void;
  /** The provider's voice-activity score of the trainee's microphone, 0–1 (live hints). */
  onVoiceActivity?(score: number): void;
  /** The lead started speaking (live hints: the trainee's turn is over). */
  onLeadSpeaking?(): void;
}

/** The browser asks the user for the microphone here, before the voice client opens its own input. */
export async function microphoneGranted(): Promise<boolean> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    // The voice client opens its own input; this request is only the permission prompt.
    for (const track of stream.getTracks()) track.stop();
    return true;
  } catch {
    return false;
  }
}

/**
 * The voice client on the signed URL the server made for this call, with the session's persona (the provider echoes
 * it after the call, and the server compares it with the persona it stored).
 */
export async function openVoiceCall(
  signedUrl: string,
  overrides: BrowserCallOverrides,
  events: ConnectionEvents,
  simulated: boolean,
): Promise<VoiceConnection> {
  const { Conversation } = await import("@elevenlabs/client");
  type SdkOverrides = NonNullable<Parameters<typeof Conversation.startSession>[0]["overrides"]>;
  const conversation = await Conversation.startSession({
    signedUrl,
    connectionType: "websocket",
    ...SELF_HOSTED_WORKLETS,
    // The server writes the language as a code the SDK knows ("en").
    overrides: overrides as SdkOverrides,
    // The provider's transcript of each turn: the lead's responses and what it heard the trainee say.
    onMessage: ({ message, role }) => events.onLine(role === "user" ? "agent" : "customer", message),
    // The provider closes a finished conversation normally (1000, "agent"); any other close is a lost connection.
    onDisconnect: (details) => {
      if (details.reason !== "user") events.onEnded(details.reason === "agent" ? "lead" : "dropped");
    },
    onVadScore: ({ vadScore }) => events.onVoiceActivity?.(vadScore),
    onModeChange: ({ mode }) => {
      if (mode === "speaking") events.onLeadSpeaking?.();
    },
  });
  return {
    // The lines come back through onMessage, as the provider's transcript of what it heard.
    say: simulated ? async (text) => void (await sayToLead(conversation.getId(), text)) : undefined,
    setMuted: (muted) => conversation.setMicMuted(muted),
    end: () => conversation.endSession(),
  };
}

/** The simulator's phone dials the line from the agent's verified number; its lead answers each line, and may hang up. */
export async function dialSimulatedPhone(
  phoneNumber: string,
  callFrom: string,
  events: ConnectionEvents,
): Promise<VoiceConnection> {
  const call = await dialPracticeLine(phoneNumber, callFrom);
  if (call.firstMessage) events.onLine("customer", call.firstMessage);
  return {
    async say(text) {
      events.onLine("agent", text);
      const answer = await sayToLead(call.simCallId, text);
      if (answer.reply) events.onLine("customer", answer.reply);
      if (answer.ended) events.onEnded("lead");
    },
    setMuted: () => {},
    // A phone call is hung up by the server when the call ends, as it would be through Twilio.
    end: async () => {},
  };
}
