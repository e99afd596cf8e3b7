import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { useTypedSimulatorCall } from "../hooks/use-practice-call";

export interface PracticePanelProps {
  practice: ReturnType<typeof useTypedSimulatorCall>;
  phoneNumber: string;
  /** The number the simulator's phone calls from (the visitor's own, when the call is routed by it). */
  callerId?: string | null;
  disabled: boolean;
}

/** Development only: hold the practice call by typing, through the local voice simulator. */
export function PracticePanel({ practice, phoneNumber, callerId, disabled }: PracticePanelProps) {
  const [text, setText] = useState("");
  const { state, lines } = practice;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (!line || practice.sending) return;
    setText("");
    void practice.say(line);
  };

  return (
    <section
      aria-labelledby="practice-panel-heading"
      className="rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-5"
    >
      <h3 id="practice-panel-heading" className="font-bold text-amber-950">
        Practice line simulator — local development only
      </h3>
      <p className="mt-1 text-sm text-amber-950">
        No phone here? Dial the practice line from this panel and type what you would say.
      </p>
      {state === "idle" || state === "dialling" ? (
        <Button
          className="mt-3"
          onClick={() => void practice.dial(phoneNumber, callerId ?? undefined)}
          disabled={disabled || state === "dialling"}
        >
          {state === "dialling" ? "Dialling..." : "Dial practice line"}
        </Button>
      ) : null}
      {lines.length > 0 ? (
        <ol
          aria-label="Call transcript"
          aria-live="polite"
          tabIndex={0}
          className="mt-4 max-h-80 space-y-2 overflow-y-auto"
        >
          {lines.map((line, index) => (
            <li key={index} className={line.speaker === "you" ? "text-right" : "text-left"}>
              <span
                className={`inline-block max-w-[85%] rounded-lg px-3 py-2 text-sm ${line.speaker === "you" ? "bg-slate-900 text-white" : "bg-white text-slate-900"}`}
              >
                <span className="sr-only">{line.speaker === "you" ? "You: " : "Lead: "}</span>
                {line.text}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {state === "connected" ? (
        <form onSubmit={send} className="mt-4 space-y-3">
          <TextField
            label="What you say"
            name="practiceLine"
            value={text}
            onValueChange={setText}
            disabled={disabled}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={disabled || practice.sending || !text.trim()}>
              {practice.sending ? "Waiting for the lead..." : "Say it"}
            </Button>
            <Button variant="secondary" onClick={() => void practice.hangUp()} disabled={disabled}>
              Hang up
            </Button>
          </div>
        </form>
      ) : null}
      {state === "lead-hung-up" ? (
        <p className="mt-3 text-sm font-semibold text-amber-950">
          The lead hung up. End the session to get your analysis.
        </p>
      ) : null}
      {state === "hung-up" ? (
        <p className="mt-3 text-sm font-semibold text-amber-950">You hung up. End the session to get your analysis.</p>
      ) : null}
      {practice.error ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
          {practice.error}
        </p>
      ) : null}
    </section>
  );
}
