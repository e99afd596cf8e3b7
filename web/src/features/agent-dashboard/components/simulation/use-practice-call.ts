import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { TranscriptEntry } from "@domain/analysis";
import { PROCESSING_POLL_MS, TOAST_DURATION_MS } from "@domain/constants";
import {
  heardRep,
  heardVoice,
  leadLine,
  leadSpeaking,
  liveHint,
  repLine,
  speakingMs,
  startLiveCall,
  type LiveCall,
  type LiveHint,
} from "@domain/coaching/live-hints";
import type { PracticeCallStart, PracticeChannel } from "@domain/practice-calls";
import type { ApiErrorCode } from "@domain/api-errors";
import { toast } from "@/components/ui/toast";
import { errorCodeOf, errorMessage } from "@/lib/api";
import { useAppConfig } from "@/lib/app-config";
import { cancelPracticeCall, reportJoined } from "../../api/update-practice-session";
import { endPracticeCall } from "../../api/end-practice-call";
import { getPracticeSession } from "../../api/get-practice-session";
import { startPracticeCall } from "../../api/start-practice-call";
import { agentKeys } from "../../api/query-keys";
import type { PracticeSession } from "../../api/get-practice-session";
import {
  dialSimulatedPhone,
  microphoneGranted,
  openVoiceCall,
  type CallEnding,
  type ConnectionEvents,
  type VoiceConnection,
} from "./voice-connection";

/** idle → connecting → (phone: dialling →) active → ending → scoring → ended. */
export type CallPhase = "idle" | "connecting" | "dialling" | "active" | "ending" | "scoring" | "ended";

const TICK_MS = 1000;
const CALL_FAILED = {
  title: "Call Failed",
  description: "Could not establish connection to ElevenLabs",
  variant: "destructive",
} as const;
/** A start that failed on the way to the voice provider or inside the server: no refusal of ours to explain. */
const FAILED_WHILE_CALLING = new Set<ApiErrorCode>(["internal_error", "upstream_failed"]);

const isScored = (session: PracticeSession) =>
  session.status === "failed" || session.aiEvaluationStatus === "completed" || session.aiEvaluationStatus === "failed";

/**
 * One practice call, from start to score. The page only starts and ends the call (and, in the browser, holds it):
 * the score appears when the server has it, from what the voice provider delivered, and the page polls for it.
 */
export function usePracticeCall() {
  const queryClient = useQueryClient();
  const simulated = useAppConfig().data?.voiceSimulator ?? false;
  const [phase, setPhase] = useState<CallPhase>("idle");
  const [session, setSession] = useState<PracticeSession | null>(null);
  const [call, setCall] = useState<PracticeCallStart | null>(null);
  const [transcript, setTranscript] = useState<TranscriptEntry[]>([]);
  const [seconds, setSeconds] = useState(0);
  const [muted, setMuted] = useState(false);
  const [endedBy, setEndedBy] = useState<CallEnding | null>(null);
  const [typed, setTyped] = useState(false);
  const [result, setResult] = useState<PracticeSession | null>(null);
  const connection = useRef<VoiceConnection | null>(null);
  const startedAt = useRef(0);
  /** What the live hints read: set while a call with hints is live, null otherwise. */
  const coach = useRef<LiveCall | null>(null);
  const [hint, setHint] = useState<LiveHint | null>(null);
  const [liveHints, setLiveHints] = useState(false);
  const [coaching] = useState(() => ({
    /** What was heard changes what the hints read; the hint shown follows at once. */
    hear(change: (call: LiveCall) => LiveCall) {
      if (!coach.current) return;
      coach.current = change(coach.current);
      setHint(liveHint(coach.current, Date.now()));
    },
    /** The clock moved on (the monologue timer, the last minute). */
    tick() {
      setHint(coach.current ? liveHint(coach.current, Date.now()) : null);
    },
    begin(call: LiveCall | null) {
      coach.current = call;
      setLiveHints(call !== null);
      setHint(null);
    },
  }));

  // What the call shows live: the lines said, the call ending from the other side, and what the hints read. Setters and refs only: stable for the call.
  const [live] = useState<ConnectionEvents>(() => ({
    onLine: (speaker, text) => {
      coaching.hear((current) => (speaker === "agent" ? repLine(current, text) : leadLine(current, text, Date.now())));
      setTranscript((lines) => [
        ...lines,
        { speaker, text, timestamp: startedAt.current ? Math.floor((Date.now() - startedAt.current) / 1000) : 0 },
      ]);
    },
    onEnded: setEndedBy,
    onVoiceActivity: (score) => coaching.hear((current) => heardVoice(current, score, Date.now())),
    onLeadSpeaking: () => coaching.hear(leadSpeaking),
  }));

  /** Bumped whenever the call is left (reset, unmount): a poll of the old call stops. */
  const generation = useRef(0);

  /** Reads the session every 2 s until `done` says so; null once the call was left meanwhile. */
  const pollSession = useCallback(
    async (id: string, done: (session: PracticeSession) => boolean): Promise<PracticeSession | null> => {
      const mine = generation.current;
      while (generation.current === mine) {
        try {
          const latest = await getPracticeSession(id);
          if (done(latest)) return generation.current === mine ? latest : null;
        } catch (error) {
          console.error(error);
        }
        await new Promise((resolve) => setTimeout(resolve, PROCESSING_POLL_MS));
      }
      return null;
    },
    [],
  );

  const goLive = useCallback(
    (started: PracticeCallStart) => {
      startedAt.current = Date.now();
      coaching.begin(
        started.via === "browser" && started.liveHints ? startLiveCall(startedAt.current, started.limitSeconds) : null,
      );
      setPhase("active");
      void toast({ title: "Call Started", description: "Your practice call is live." });
    },
    [coaching],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    connection.current = null;
    coaching.begin(null);
    setSession(null);
    setCall(null);
    setTranscript([]);
    setResult(null);
    setEndedBy(null);
    setTyped(false);
    setMuted(false);
    setSeconds(0);
    startedAt.current = 0;
    setPhase("idle");
  }, [coaching]);

  const finish = useCallback(
    async (scored: PracticeSession) => {
      setResult(scored);
      if (scored.score !== null) {
        // One toast at a time (spec §9): the score follows once "Call Ended" has had its time on screen.
        const mine = generation.current;
        void toast({ title: "Call Ended", description: "Session has been completed and scored" }).then(() =>
          window.setTimeout(() => {
            if (generation.current === mine)
              void toast({ title: "Session Completed", description: `Call scored: ${scored.score}/100` });
          }, TOAST_DURATION_MS),
        );
      }
      await queryClient.invalidateQueries({ queryKey: agentKeys.all });
      setPhase("ended");
    },
    [queryClient],
  );

  const end = useCallback(async () => {
    if (!session) return;
    setPhase("ending");
    await connection.current?.end().catch((error: unknown) => console.error(error));
    connection.current = null;
    // Spec §8: a failed complete call is only logged; the score still comes if the call happened.
    await endPracticeCall(session.id).catch((error: unknown) => console.error(error));
    setPhase("scoring");
    const scored = await pollSession(session.id, isScored);
    if (scored) await finish(scored);
  }, [session, pollSession, finish]);

  useEffect(() => {
    if (phase !== "active") return;
    const timer = setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt.current) / 1000);
      setSeconds(elapsed);
      coaching.tick();
      // The server ends the call at its limit anyway; the page ends its side at the same moment.
      if (call && elapsed >= call.limitSeconds) void end();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [phase, call, end, coaching]);

  useEffect(
    () => () => {
      generation.current += 1;
      void connection.current?.end().catch(() => {});
    },
    [],
  );

  const start = useCallback(
    async (created: PracticeSession, via: PracticeChannel) => {
      reset();
      setSession(created);
      setPhase("connecting");
      const giveUp = async (failure: { title: string; description: string; variant: "destructive" }) => {
        void toast(failure);
        // Spec §8: an update failure shows no message.
        await cancelPracticeCall(created.id).catch((error: unknown) => console.error(error));
        reset();
      };
      if (via === "browser" && !(await microphoneGranted())) {
        return giveUp({ title: "Recording Error", description: "Could not access microphone", variant: "destructive" });
      }
      let started: PracticeCallStart;
      try {
        started = await startPracticeCall(created.id, via);
      } catch (error) {
        // Refused before any call was made (minutes used up, all lines busy, one call at a time, no verified number): say why.
        const code = errorCodeOf(error);
        const refusal = code && !FAILED_WHILE_CALLING.has(code) ? errorMessage(error, "", { answerOnly: true }) : null;
        return giveUp(refusal ? { ...CALL_FAILED, description: refusal } : CALL_FAILED);
      }
      setCall(started);
      if (started.via === "phone") {
        setPhase("dialling");
        // The trainee dials from their own phone: the session turns active when the provider connects the call.
        const connected = await pollSession(created.id, (latest) => latest.status !== "pending");
        if (connected?.status === "active") goLive(started);
        else if (connected) {
          void toast({
            title: "Call Failed",
            description: connected.errorMessage ?? "No call reached the practice line.",
            variant: "destructive",
          });
          await queryClient.invalidateQueries({ queryKey: agentKeys.all });
          reset();
        }
        return;
      }
      try {
        // The production voice client on the local stack too: the simulator answers its signed URL as the provider would.
        connection.current = await openVoiceCall(started.signedUrl, started.overrides, live, simulated);
      } catch {
        return giveUp(CALL_FAILED);
      }
      // The simulator hears no speech: its calls are held by typing, each line sent through the voice client.
      setTyped(simulated);
      await reportJoined(created.id).catch((error: unknown) => console.error(error));
      goLive(started);
    },
    [simulated, reset, goLive, live, pollSession, queryClient],
  );

  /** On the simulator, the trainee has no phone: its phone dials the leased line instead. */
  const dialFromSimulator = useCallback(async () => {
    if (call?.via !== "phone") return;
    try {
      connection.current = await dialSimulatedPhone(call.phoneNumber, call.callFrom, live);
      setTyped(true);
    } catch (error) {
      console.error(error);
    }
  }, [call, live]);

  const say = useCallback(
    async (text: string) => {
      // A typed line is heard as said at a steady pace (the simulator hears no speech, so there is no voice activity).
      const now = Date.now();
      coaching.hear((current) => heardRep(current, now, now + speakingMs(text)));
      await connection.current?.say?.(text).catch((error: unknown) => console.error(error));
    },
    [coaching],
  );

  const toggleMute = useCallback(() => {
    setMuted((current) => {
      connection.current?.setMuted(!current);
      return !current;
    });
  }, []);

  const cancel = useCallback(async () => {
    if (session) await cancelPracticeCall(session.id).catch((error: unknown) => console.error(error));
    await connection.current?.end().catch(() => {});
    await queryClient.invalidateQueries({ queryKey: agentKeys.all });
    reset();
  }, [session, queryClient, reset]);

  return {
    phase,
    call,
    simulated,
    typed,
    transcript,
    seconds,
    muted,
    endedBy,
    result,
    hint: phase === "active" ? hint : null,
    liveHints,
    start,
    say,
    dialFromSimulator,
    toggleMute,
    end,
    cancel,
    reset,
  };
}
