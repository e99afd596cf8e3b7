import { useState, type FormEvent } from "react";
import { displayPhoneNumber, formatPhoneNumber } from "@domain/phone";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { clock } from "../../lib/progress";
import { LiveHintSlot } from "./live-hint";
import type { usePracticeCall } from "./use-practice-call";
import type { CallEnding } from "./voice-connection";

type Call = ReturnType<typeof usePracticeCall>;

const HEADINGS: Partial<Record<Call["phase"], string>> = {
  connecting: "Connecting...",
  dialling: "Dial your practice line",
  active: "Call in progress",
  ending: "Ending the call...",
  scoring: "Scoring your call...",
};

/** What happened when the call ended from the other side; either way, what was said is scored. */
const ENDED_BY: Record<CallEnding, string> = {
  lead: "The lead hung up. End the call to get your score.",
  dropped: "The call was cut off: the connection to the line dropped. End the call to get your score.",
};

/** The call from connecting to its score: the number to dial, the live call (timer, mute, transcript), then scoring. */
export function ActiveCall({ call }: { call: Call }) {
  const [line, setLine] = useState("");
  const live = call.phase === "active";
  const scoring = call.phase === "ending" || call.phase === "scoring";

  function send(event: FormEvent) {
    event.preventDefault();
    const text = line.trim();
    if (!text) return;
    setLine("");
    void call.say(text);
  }

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 className="text-lg font-bold text-slate-900">{HEADINGS[call.phase]}</h2>
          {call.simulated ? <Badge>Simulator</Badge> : null}
        </div>
        {live ? (
          <p className="font-mono text-lg text-slate-900" aria-label={`Call time ${call.seconds} seconds`} role="timer">
            {clock(call.seconds)}
          </p>
        ) : null}
      </div>
      {call.phase === "dialling" && call.call?.via === "phone" ? (
        <div className="mt-4 space-y-3">
          <p className="text-slate-800">
            Call <strong className="font-mono text-lg">{formatPhoneNumber(call.call.phoneNumber)}</strong> from your
            verified number <strong className="font-mono">{displayPhoneNumber(call.call.callFrom)}</strong> now. Your
            session waits for your call for one minute.
          </p>
          <p className="text-sm text-slate-700">Waiting for your call...</p>
          {call.simulated && !call.typed ? (
            <Button variant="secondary" onClick={() => void call.dialFromSimulator()}>
              Dial from the simulator
            </Button>
          ) : null}
        </div>
      ) : null}
      {scoring ? (
        <p className="mt-4 text-sm text-slate-800" role="status">
          Your call is being scored from the recording and transcript. This usually takes 10-30 seconds.
        </p>
      ) : null}
      {live && call.liveHints ? <LiveHintSlot hint={call.hint} /> : null}
      {live || call.typed ? (
        <ol
          aria-label="Live transcript"
          aria-live="polite"
          className="mt-4 max-h-80 space-y-2 overflow-y-auto rounded-xl bg-slate-50 p-4"
        >
          {call.transcript.length === 0 ? (
            <li className="text-sm text-slate-700">
              {call.call?.via === "phone" && !call.typed
                ? "Talk on your phone; the transcript comes with your score."
                : "Waiting for the lead to pick up..."}
            </li>
          ) : null}
          {call.transcript.map((entry, index) => (
            <li key={index} className={entry.speaker === "agent" ? "text-right" : "text-left"}>
              <span className="block text-xs font-semibold text-slate-700">
                {entry.speaker === "agent" ? "You" : "Lead"}
              </span>
              <span
                className={`inline-block rounded-lg px-3 py-2 text-sm ${entry.speaker === "agent" ? "bg-slate-900 text-white" : "bg-white text-slate-900 shadow-sm"}`}
              >
                {entry.text}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {call.endedBy && live ? (
        <p className="mt-2 text-sm font-medium text-slate-800">{ENDED_BY[call.endedBy]}</p>
      ) : null}
      {call.typed && live && !call.endedBy ? (
        <form onSubmit={send} className="mt-4 flex items-end gap-2">
          <TextField
            label="What you say"
            name="line"
            value={line}
            onValueChange={setLine}
            className="flex-1"
            placeholder="Hi, this is..."
          />
          <Button type="submit" variant="secondary">
            Say
          </Button>
        </form>
      ) : null}
      <div className="mt-4 flex gap-2">
        {call.phase === "dialling" ? (
          <Button variant="secondary" onClick={() => void call.cancel()}>
            Cancel call
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={call.toggleMute} aria-pressed={call.muted} disabled={!live}>
              {call.muted ? "Unmute" : "Mute"}
            </Button>
            <Button variant="destructive" onClick={() => void call.end()} disabled={!live}>
              {scoring ? "Scoring..." : "End Call"}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
