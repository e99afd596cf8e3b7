/** @file A call held on the ElevenLabs simulator, and its speaking clock. */
import type { PersonaState } from "./persona";

export interface SimTurn {
  role: "user" | "agent";
  message: string;
  timeInCallSecs: number;
  /** How a trainee's line reached the provider: spoken (the phone, or the browser's microphone) or typed (`user_message`). */
  medium?: "audio" | "text";
}

export interface SimCall {
  conversationId: string;
  /** A phone call dialled into a practice line, or a browser session opened with a signed URL. */
  channel?: "phone" | "browser";
  /** Twilio's call SID; a browser session has none (an internal `web:` key stands in). */
  callSid: string;
  agentId: string;
  calledNumber: string;
  callerId: string;
  startedAt: number;
  endedAt: number | null;
  status: "in-progress" | "done";
  /** What our conversation-initiation webhook answered, as JSON (dynamic_variables, conversation_config_override). */
  initiationJson: string;
  persona: PersonaState;
  turns: SimTurn[];
  /** A browser session's socket as the simulator saw it: which client, its answers to pings, its microphone. */
  socket?: SocketStats;
}

export interface SocketStats {
  source: string | null;
  version: string | null;
  pings: number;
  pongs: number;
  userAudioChunks: number;
}

/** Typed lines arrive faster than speech; the transcript keeps time as if each line had been spoken. */
const WORDS_PER_SECOND = 2.5;
const PAUSE_SECONDS = 1;

export function speakingSeconds(message: string): number {
  const words = message.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_SECOND));
}

/** A line that breaks off unfinished: the speaker is still talking, so nobody takes the turn yet. */
export const trailsOff = (message: string) => /(\.\.\.|…|—|--)\s*$/.test(message);

export function nextTurnTime(call: Pick<SimCall, "turns" | "startedAt">, now: number): number {
  const elapsed = Math.max(0, Math.floor((now - call.startedAt) / 1000));
  const last = call.turns.at(-1);
  if (!last) return elapsed;
  return Math.max(elapsed, last.timeInCallSecs + speakingSeconds(last.message) + PAUSE_SECONDS);
}

export function callDurationSecs(call: Pick<SimCall, "turns" | "startedAt" | "endedAt">): number {
  const last = call.turns.at(-1);
  const spoken = last ? last.timeInCallSecs + speakingSeconds(last.message) : 0;
  const wall = call.endedAt === null ? 0 : Math.floor((call.endedAt - call.startedAt) / 1000);
  return Math.max(spoken, wall, 1);
}
