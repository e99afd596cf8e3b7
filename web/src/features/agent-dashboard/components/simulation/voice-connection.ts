import type { TranscriptEntry } from "@domain/analysis";
import type { BrowserCallOverrides } from "@domain/practice-calls";
import { dialPracticeLine, hangUpPracticeCall, openSignedSession, sayToLead, type DialedCall } from "@/lib/voice-simulator";
import { SELF_HOSTED_WORKLETS } from "./voice-worklets";

/**
 * The trainee's side of a live call, in the browser. With ElevenLabs it is the voice client on a signed URL;
 * on the local simulator it is typed lines (`say`). Either way only the conversation is here: what was said
 * reaches the server from the provider, never from this page.
 */
export interface VoiceConnection {
  /** The simulator's typed lines; absent for a real voice call. */
  say?: (text: string) => Promise<void>;
  setMuted(muted: boolean): void;
  /** Ends our side of the call (the provider then delivers it to the server). */
  end(): Promise<void>;
}

export interface ConnectionEvents {
  onLine(speaker: TranscriptEntry["speaker"], text: string): void;
  /** The lead (or the provider) ended the call. */
  onEnded(): void;
}

/** The microphone is only needed for a real voice call; the browser asks the user for it here. */
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

/** ElevenLabs in the browser: the signed URL the server made for this call, and the session's persona. */
export async function openVoiceCall(signedUrl: string, overrides: BrowserCallOverrides, events: ConnectionEvents): Promise<VoiceConnection> {
  const { Conversation } = await import("@elevenlabs/client");
  type SdkOverrides = NonNullable<Parameters<typeof Conversation.startSession>[0]["overrides"]>;
  const conversation = await Conversation.startSession({
    signedUrl,
    connectionType: "websocket",
    ...SELF_HOSTED_WORKLETS,
    // The server writes the language as a code the SDK knows ("en").
    overrides: overrides as SdkOverrides,
    onMessage: ({ message, role }) => events.onLine(role === "user" ? "agent" : "customer", message),
    onDisconnect: (details) => {
      if (details.reason !== "user") events.onEnded();
    },
  });
  return { setMuted: (muted) => conversation.setMicMuted(muted), end: () => conversation.endSession() };
}

/** A call held by typing on the simulator: its lead answers each line, and may hang up. */
function typedCall(call: DialedCall, events: ConnectionEvents, hangUpOnEnd: boolean): VoiceConnection {
  if (call.firstMessage) events.onLine("customer", call.firstMessage);
  let over = false;
  return {
    async say(text) {
      events.onLine("agent", text);
      const answer = await sayToLead(call.simCallId, text);
      if (answer.reply) events.onLine("customer", answer.reply);
      if (answer.ended) {
        over = true;
        events.onEnded();
      }
    },
    setMuted: () => {},
    async end() {
      // A browser session ends when the page closes it; a phone call is hung up by the server, like Twilio would.
      if (hangUpOnEnd && !over) await hangUpPracticeCall(call.simCallId);
      over = true;
    },
  };
}

export async function openSimulatedBrowserCall(signedUrl: string, overrides: BrowserCallOverrides, events: ConnectionEvents): Promise<VoiceConnection> {
  return typedCall(await openSignedSession(signedUrl, overrides), events, true);
}

export async function dialSimulatedPhone(phoneNumber: string, events: ConnectionEvents): Promise<VoiceConnection> {
  return typedCall(await dialPracticeLine(phoneNumber), events, false);
}
