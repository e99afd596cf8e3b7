import {
  CALL_FROM_ENTERED_NUMBER_TEXT,
  CALL_MUST_COME_FROM_NUMBER_TEXT,
  CALLING_FROM_ANOTHER_NUMBER_TEXT,
  LINE_GIVEN_BACK_TEXT,
  type ConversationStartResponse,
  type DemoScenarioListItem,
} from "@domain/demo";
import { displayPhoneNumber, formatPhoneNumber, toE164 } from "@domain/phone";
import { Button } from "@/components/ui/button";
import { useLiveCallStatus } from "../api/get-call-status";
import { formatCountdown, useCountdown } from "../hooks/use-countdown";
import type { useTypedSimulatorCall } from "../hooks/use-practice-call";
import { PracticePanel } from "./practice-panel";
import { ScenarioSummary } from "./scenario-summary";

export interface LiveStepProps {
  scenario: DemoScenarioListItem;
  conversation: ConversationStartResponse;
  /** What the visitor entered as the number they call from; used when the call is routed by it. */
  callerNumber: string;
  ending: boolean;
  onEnd: () => void;
  /** The dial window closed with no call: the page asks for the line to be given back. */
  onDialWindowClosed: () => void;
  /** The line was given back undialled (the server says so). */
  givenBack: boolean;
  /** Another call on the same scenario (after the line was given back). */
  onStartAgain: () => void;
  /** The visitor calls from a number other than the one they entered: a new call on a line of its own. */
  onCallFromAnotherNumber: () => void;
  /** The local simulator's phone; absent where real calls are made. */
  practice: ReturnType<typeof useTypedSimulatorCall> | null;
}

/**
 * Step 2 live: the number to call, the minute to dial it in, the time left (the call ends at zero), and the way out.
 * A line nobody dialled within the minute is given back: the countdowns stop and the visitor can start again.
 */
export function LiveStep(props: LiveStepProps) {
  const { scenario, conversation, callerNumber, ending, onEnd, practice } = props;
  const byCaller = conversation.routing === "caller";
  const status = useLiveCallStatus(conversation.conversationId, !props.givenBack);
  const callStatus = status.data?.callStatus ?? "started";
  const givenBack = props.givenBack || callStatus === "abandoned";
  const connected = callStatus !== "started" && !givenBack;
  const secondsLeft = useCountdown(Date.parse(conversation.expiresAt), onEnd, !givenBack);
  const dialLeft = useCountdown(Date.parse(conversation.dialBy), props.onDialWindowClosed, !connected && !givenBack);
  const phoneNumber = conversation.phoneNumber ? formatPhoneNumber(conversation.phoneNumber) : "Loading...";
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-slate-900">Live Training Session</h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {givenBack ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-slate-200 px-3 py-1 text-sm font-bold text-slate-900">
            Line given back
          </p>
        ) : (
          <p className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-emerald-600" />
            AI Agent is LIVE
          </p>
        )}
        <p className="text-sm text-slate-700">
          Time remaining{" "}
          <span role="timer" aria-label="Time remaining" className="font-mono text-lg font-bold text-slate-900">
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      </div>
      {givenBack ? (
        <div role="status" className="rounded-xl border border-slate-300 bg-slate-50 p-5 text-center">
          <p className="font-semibold text-slate-900">{LINE_GIVEN_BACK_TEXT}</p>
          <Button className="mt-4" onClick={props.onStartAgain}>
            Start again
          </Button>
        </div>
      ) : (
        <div className="rounded-xl border border-slate-200 p-5 text-center">
          <p className="text-sm font-medium text-slate-700">
            {byCaller ? CALL_FROM_ENTERED_NUMBER_TEXT : "Call this number from your phone"}
          </p>
          <p className="mt-1 font-mono text-3xl font-extrabold tracking-tight text-slate-900">{phoneNumber}</p>
          {connected ? (
            <p className="mt-2 text-sm font-semibold text-emerald-900">Your call is connected.</p>
          ) : (
            <p className="mt-2 text-sm font-semibold text-slate-900">
              Dial within{" "}
              <span role="timer" aria-label="Dial within" className="font-mono">
                {formatCountdown(dialLeft)}
              </span>
            </p>
          )}
          {byCaller && !connected ? (
            <div className="mt-3 space-y-2 text-sm text-slate-700">
              <p>Your number: {displayPhoneNumber(callerNumber)}</p>
              <p>{CALL_MUST_COME_FROM_NUMBER_TEXT}</p>
              <Button variant="secondary" onClick={props.onCallFromAnotherNumber} disabled={ending}>
                {CALLING_FROM_ANOTHER_NUMBER_TEXT}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <ScenarioSummary scenario={scenario} />
      {practice && !givenBack ? (
        <PracticePanel
          practice={practice}
          phoneNumber={conversation.phoneNumber}
          callerId={byCaller ? toE164(callerNumber) : undefined}
          disabled={ending}
        />
      ) : null}
      {givenBack ? null : (
        <div className="flex flex-col items-center gap-2">
          <Button variant="destructive" onClick={onEnd} disabled={ending}>
            {ending ? "Ending Session..." : "End Training Session"}
          </Button>
          {ending ? (
            <div role="status" className="text-center">
              <p className="font-semibold text-slate-900">Processing Call...</p>
              <p className="text-sm text-slate-700">Analyzing Your Performance</p>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
