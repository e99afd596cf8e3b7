import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { TranscriptEntry } from "../../../../../../domain/analysis";
import { toast } from "../../../../components/ui/toast";
import { completePracticeSession, getVoiceSession, simulatorReply, updatePracticeSession } from "../../api/practice-calls";
import { agentKeys } from "../../api/query-keys";
import type { PracticeSession, VoiceSession } from "../../api/types";
import { SELF_HOSTED_WORKLETS } from "./voice-worklets";

export type CallPhase = "idle" | "connecting" | "active" | "ending" | "ended";

interface LiveConversation {
  endSession(): Promise<void>;
  setMicMuted(muted: boolean): void;
  getId(): string;
}

const TICK_MS = 1000;

async function markFailed(sessionId: string) {
  // Spec §8: an update failure shows no message.
  await updatePracticeSession(sessionId, { status: "failed" }).catch((error: unknown) => console.error(error));
}

/** The microphone is only needed for a real voice call; the browser asks the user for it here. */
async function microphoneGranted(): Promise<boolean> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    // The voice SDK opens its own input; this request is only the permission prompt.
    for (const track of stream.getTracks()) track.stop();
    return true;
  } catch {
    return false;
  }
}

/**
 * One practice call from start to score: ElevenLabs in the browser (signed URL, persona overrides), or the
 * local simulator, whose lead answers typed lines. The transcript uses the trainee's vocabulary: the trainee
 * is "agent", the AI lead "customer".
 */
export function usePracticeCall() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CallPhase>("idle");
  const [provider, setProvider] = useState<VoiceSession["provider"] | null>(null);
  const [transcript, setTranscript] = useState<TranscriptEntry[]>([]);
  const [seconds, setSeconds] = useState(0);
  const [muted, setMuted] = useState(false);
  const [leadHungUp, setLeadHungUp] = useState(false);
  const [result, setResult] = useState<PracticeSession | null>(null);
  const sessionId = useRef<string | null>(null);
  const startedAt = useRef(0);
  const lines = useRef<TranscriptEntry[]>([]);
  const conversation = useRef<LiveConversation | null>(null);

  const elapsed = () => (startedAt.current ? Math.floor((Date.now() - startedAt.current) / 1000) : 0);
  const append = useCallback((speaker: TranscriptEntry["speaker"], text: string) => {
    const entry = { speaker, text, timestamp: startedAt.current ? Math.floor((Date.now() - startedAt.current) / 1000) : 0 };
    lines.current = [...lines.current, entry];
    setTranscript(lines.current);
  }, []);

  useEffect(() => {
    if (phase !== "active") return;
    const timer = setInterval(() => setSeconds(elapsed()), TICK_MS);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => () => void conversation.current?.endSession(), []);

  const start = useCallback(
    async (session: PracticeSession) => {
      sessionId.current = session.id;
      lines.current = [];
      setTranscript([]);
      setResult(null);
      setLeadHungUp(false);
      setMuted(false);
      setSeconds(0);
      startedAt.current = 0;
      setPhase("connecting");
      const fail = async (title: string, description: string) => {
        void toast({ title, description, variant: "destructive" });
        await markFailed(session.id);
        setPhase("idle");
      };
      let voice: VoiceSession;
      try {
        voice = await getVoiceSession(session.id);
      } catch {
        return fail("Call Failed", "Could not establish connection to ElevenLabs");
      }
      setProvider(voice.provider);
      let conversationId: string;
      if (voice.provider === "elevenlabs") {
        if (!(await microphoneGranted())) return fail("Recording Error", "Could not access microphone");
        try {
          const { Conversation } = await import("@elevenlabs/client");
          startedAt.current = Date.now();
          conversation.current = await Conversation.startSession({
            signedUrl: voice.signedUrl,
            connectionType: "websocket",
            ...SELF_HOSTED_WORKLETS,
            overrides: voice.overrides,
            onMessage: ({ message, role }) => append(role === "user" ? "agent" : "customer", message),
          });
          conversationId = conversation.current.getId();
        } catch {
          return fail("Call Failed", "Could not establish connection to ElevenLabs");
        }
      } else {
        startedAt.current = Date.now();
        conversationId = `sim_${session.id}`;
        append("customer", voice.firstMessage);
      }
      await updatePracticeSession(session.id, { status: "active", conversationId }).catch((error: unknown) => console.error(error));
      setPhase("active");
      void toast({ title: "Call Started", description: "Your practice call is live." });
    },
    [append],
  );

  const say = useCallback(
    async (text: string) => {
      const id = sessionId.current;
      if (!id || provider !== "simulator") return;
      append("agent", text);
      const traineeLines = lines.current.filter((line) => line.speaker === "agent").map((line) => line.text);
      try {
        const answer = await simulatorReply(id, traineeLines);
        append("customer", answer.reply);
        if (answer.ended) setLeadHungUp(true);
      } catch (error) {
        console.error(error);
      }
    },
    [append, provider],
  );

  const toggleMute = useCallback(() => {
    setMuted((current) => {
      conversation.current?.setMicMuted(!current);
      return !current;
    });
  }, []);

  const end = useCallback(async () => {
    const id = sessionId.current;
    if (!id) return;
    setPhase("ending");
    const duration = elapsed();
    await conversation.current?.endSession().catch((error: unknown) => console.error(error));
    conversation.current = null;
    try {
      const scored = await completePracticeSession(id, { transcript: lines.current, duration });
      setResult(scored);
      void toast({ title: "Call Ended", description: "Session has been completed and scored" });
      void toast({ title: "Session Completed", description: `Call scored: ${scored.score}/100` });
    } catch (error) {
      // Spec §8: a failed complete call is only logged.
      console.error(error);
    }
    await queryClient.invalidateQueries({ queryKey: agentKeys.all });
    setPhase("ended");
  }, [queryClient]);

  const reset = useCallback(() => {
    sessionId.current = null;
    lines.current = [];
    setTranscript([]);
    setResult(null);
    setPhase("idle");
  }, []);

  return { phase, provider, transcript, seconds, muted, leadHungUp, result, start, say, toggleMute, end, reset };
}
