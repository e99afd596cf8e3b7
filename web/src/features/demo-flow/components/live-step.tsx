import { CALL_FROM_ENTERED_NUMBER_TEXT, type ConversationStartResponse, type DemoScenarioListItem } from "@domain/demo";
import { displayPhoneNumber, formatPhoneNumber, toE164 } from "@domain/phone";
import { Button } from "@/components/ui/button";
import { formatCountdown, useCountdown } from "../hooks/use-countdown";
import type { usePracticeCall } from "../hooks/use-practice-call";
import { PracticePanel } from "./practice-panel";
import { ScenarioSummary } from "./scenario-summary";

export interface LiveStepProps {
  scenario: DemoScenarioListItem;
  conversation: ConversationStartResponse;
  /** What the visitor entered as the number they call from; used when the call is routed by it. */
  callerNumber: string;
  ending: boolean;
  onEnd: () => void;
  /** The local simulator's phone; absent where real calls are made. */
  practice: ReturnType<typeof usePracticeCall> | null;
}

/** Step 2 live: the number to call, the time left (the call ends at zero), and the way out. */
export function LiveStep({ scenario, conversation, callerNumber, ending, onEnd, practice }: LiveStepProps) {
  const byCaller = conversation.routing === "caller";
  const secondsLeft = useCountdown(Date.parse(conversation.expiresAt), onEnd);
  const phoneNumber = conversation.phoneNumber ? formatPhoneNumber(conversation.phoneNumber) : "Loading...";
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-slate-900">Live Training Session</h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900">
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-emerald-600" />
          AI Agent is LIVE
        </p>
        <p className="text-sm text-slate-700">
          Time remaining{" "}
          <span role="timer" aria-label="Time remaining" className="font-mono text-lg font-bold text-slate-900">
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 p-5 text-center">
        <p className="text-sm font-medium text-slate-700">{byCaller ? CALL_FROM_ENTERED_NUMBER_TEXT : "Call this number from your phone"}</p>
        <p className="mt-1 font-mono text-3xl font-extrabold tracking-tight text-slate-900">{phoneNumber}</p>
        {byCaller ? <p className="mt-1 text-sm text-slate-700">Your number: {displayPhoneNumber(callerNumber)}</p> : null}
      </div>
      <ScenarioSummary scenario={scenario} />
      {practice ? <PracticePanel practice={practice} phoneNumber={conversation.phoneNumber} callerId={byCaller ? toE164(callerNumber) : undefined} disabled={ending} /> : null}
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
    </div>
  );
}
