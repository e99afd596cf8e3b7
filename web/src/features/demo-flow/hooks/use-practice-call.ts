import { useCallback, useRef, useState } from "react";
import { dialPracticeLine, hangUpPracticeCall, sayToLead } from "@/lib/voice-simulator";

export interface PracticeLine {
  speaker: "you" | "lead";
  text: string;
}

export type PracticeCallState = "idle" | "dialling" | "connected" | "lead-hung-up" | "hung-up";

/** A call held by typing through the local simulator: the transcript, and whether a line is open. */
export function useTypedSimulatorCall() {
  const [state, setState] = useState<PracticeCallState>("idle");
  const [lines, setLines] = useState<PracticeLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const simCallId = useRef<string | null>(null);

  const dial = useCallback(async (phoneNumber: string, callerId?: string) => {
    setState("dialling");
    setError(null);
    try {
      const call = await dialPracticeLine(phoneNumber, callerId);
      simCallId.current = call.simCallId;
      setLines(call.firstMessage ? [{ speaker: "lead", text: call.firstMessage }] : []);
      setState("connected");
    } catch (failure) {
      console.error("Practice call failed to connect", failure);
      setError("Could not dial the practice line.");
      setState("idle");
    }
  }, []);

  const say = useCallback(async (text: string) => {
    const id = simCallId.current;
    if (!id) return;
    setSending(true);
    setLines((current) => [...current, { speaker: "you", text }]);
    try {
      const answer = await sayToLead(id, text);
      setLines((current) => (answer.reply ? [...current, { speaker: "lead", text: answer.reply }] : current));
      if (answer.ended) {
        simCallId.current = null;
        setState("lead-hung-up");
      }
    } catch (failure) {
      console.error("Practice line did not answer", failure);
      setError("The lead did not answer. The call may have ended.");
    } finally {
      setSending(false);
    }
  }, []);

  /** Hangs up an open line; the simulator then sends the call's post-call webhooks. */
  const hangUp = useCallback(async () => {
    const id = simCallId.current;
    simCallId.current = null;
    if (!id) return;
    setState((current) => (current === "connected" || current === "dialling" ? "hung-up" : current));
    try {
      await hangUpPracticeCall(id);
    } catch (failure) {
      console.error("Practice call hang-up failed", failure);
    }
  }, []);

  return { state, lines, error, sending, dial, say, hangUp };
}
