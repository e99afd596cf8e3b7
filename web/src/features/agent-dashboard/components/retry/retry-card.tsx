import { useState } from "react";
import { clock, type TimelineMoment } from "@domain/call-review";
import type { PracticeChannel } from "@domain/practice-calls";
import { REAL_CALL_SETUP_REQUIRED } from "@domain/real-calls/real-call";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { createRetrySession } from "../../api/create-retry-session";
import { useRetrySource } from "../../api/get-retry-source";
import type { PracticeSession } from "../../api/get-practice-session";
import { LineAndPersonalityFields, type LineAndPersonality } from "../simulation/line-and-personality-fields";
import { CHANNELS } from "../simulation/setup-form";
import { useSessionStart } from "../simulation/use-session-start";
import type { RetryRequest } from "./use-retry-request";

interface RetryCardProps {
  request: RetryRequest;
  onCreated: (session: PracticeSession, via: PracticeChannel) => Promise<void>;
  onCancel: () => void;
}

const SAME_MOMENT_SECONDS = 0.01;

/**
 * Practise one objection of an earlier call again: same scenario and setup, the lead opens with that objection.
 * For a real call the lead is the one drafted from it, on a line and voice the agent picks.
 */
export function RetryCard({ request, onCreated, onCancel }: RetryCardProps) {
  const source = useRetrySource(request.sessionId);
  const [via, setVia] = useState<PracticeChannel>("browser");
  const { busy, error, setError, start: startSession } = useSessionStart(onCreated);
  /** A real call was made on no training line: the agent picks the line and the voice for its lead. */
  const [setup, setSetup] = useState<LineAndPersonality>({ phoneNumberId: "", aiAgentId: "" });
  const realCall = Boolean(source.data?.realCall);
  const objection = source.data?.analysis?.timeline.find(
    (moment): moment is Extract<TimelineMoment, { kind: "objection" }> =>
      moment.kind === "objection" && Math.abs(moment.time - request.momentTime) < SAME_MOMENT_SECONDS,
  );

  async function start() {
    if (realCall && (!setup.phoneNumberId || !setup.aiAgentId)) return setError(REAL_CALL_SETUP_REQUIRED);
    const input = realCall ? { momentTime: request.momentTime, ...setup } : { momentTime: request.momentTime };
    await startSession(
      () => createRetrySession(request.sessionId, input),
      via,
      "The retry could not be set up. Please try again.",
    );
  }

  return (
    <Card aria-labelledby="retry-heading">
      <h2 id="retry-heading" className="text-lg font-bold text-slate-900">
        Practise this moment again
      </h2>
      {source.isPending ? (
        <p className="mt-3 text-sm text-slate-700">Loading the call...</p>
      ) : !objection || !source.data ? (
        <p className="mt-3 text-sm text-slate-900">
          That objection could not be found in the call. Set up a new call instead.
        </p>
      ) : (
        <div className="mt-3 space-y-4">
          <p className="text-sm text-slate-800">
            {realCall ? "The lead drafted from " : "Same scenario as "}
            <span className="font-semibold">{source.data.title}</span>. The lead opens with the objection from{" "}
            {clock(objection.time)}:
          </p>
          <blockquote className="border-l-4 border-amber-500 pl-3 text-slate-900">“{objection.quote}”</blockquote>
          {realCall ? <LineAndPersonalityFields value={setup} onChange={setSetup} /> : null}
          <SelectField label="Practise" value={via} onValueChange={setVia} options={CHANNELS} />
          {error ? (
            <p className="text-sm text-red-700" role="alert">
              {error}
            </p>
          ) : null}
          <Button onClick={() => void start()} disabled={busy}>
            {busy ? "Setting up..." : "Start the retry"}
          </Button>
        </div>
      )}
      <Button variant="ghost" className="mt-3" onClick={onCancel}>
        Set up another call instead
      </Button>
    </Card>
  );
}
