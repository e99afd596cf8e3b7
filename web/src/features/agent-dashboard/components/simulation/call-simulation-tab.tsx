import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api";
import type { PracticeChannel } from "@domain/practice-calls";
import {
  AssignedToYou,
  AssignmentVerdict,
  LeaderboardPanel,
  startAssignmentAttempt,
  type AgentAssignment,
} from "@/features/training";
import type { PracticeSession } from "../../api/get-practice-session";
import { createPracticeSession, type PracticeSetupInput } from "../../api/create-practice-session";
import { RealCallPracticeCard } from "../real-call-practice/real-call-practice-card";
import { useRealCallPracticeRequest } from "../real-call-practice/use-real-call-practice-request";
import { RetryCard } from "../retry/retry-card";
import { useRetryRequest } from "../retry/use-retry-request";
import { verifiedNumberQueryOptions } from "../../api/get-verified-number";
import { ActiveCall } from "./active-call";
import { PhoneNumberCard } from "./phone-number-card";
import { QuickTips } from "./quick-tips";
import { ResultsCard } from "./results-card";
import { SetupForm } from "./setup-form";
import { TodaysProgress } from "./todays-progress";
import { usePracticeCall } from "./use-practice-call";

export function CallSimulationTab() {
  const call = usePracticeCall();
  const [creating, setCreating] = useState(false);
  /** The assignment the current call is an attempt at, if any. */
  const [assignment, setAssignment] = useState<AgentAssignment | null>(null);
  const retry = useRetryRequest();
  const realCallPractice = useRealCallPracticeRequest();
  /** Practising again (a moment, or a real call's lead) takes the place of the setup form. */
  const practisingAgain = Boolean(retry.request || realCallPractice.realCallId);
  const queryClient = useQueryClient();
  /** An assignment was to be attempted by phone before the agent proved their number: the proof is shown. */
  const [needsNumber, setNeedsNumber] = useState(false);

  async function startRetry(session: PracticeSession, via: PracticeChannel) {
    retry.clear();
    realCallPractice.clear();
    setAssignment(null);
    void toast({ title: "Session Created", description: "Connecting your practice call..." });
    await call.start(session, via);
  }

  /** `failure`: the toast's text when the session cannot be made (the spec's, unless an assignment's refusal says more). */
  async function startCall(
    create: () => Promise<PracticeSession>,
    via: PracticeChannel,
    failure: (error: unknown) => string,
  ) {
    setCreating(true);
    let session;
    try {
      session = await create();
    } catch (error) {
      void toast({ title: "Error", description: failure(error), variant: "destructive" });
      setCreating(false);
      return false;
    }
    void toast({ title: "Session Created", description: "Connecting your practice call..." });
    await call.start(session, via);
    setCreating(false);
    return true;
  }

  function startSimulation(setup: PracticeSetupInput, via: PracticeChannel) {
    setAssignment(null);
    void startCall(
      () => createPracticeSession(setup),
      via,
      () => "Failed to create practice session",
    );
  }

  /** One click: a session set up for the assignment, in the browser or by phone (once the agent's number is proved, so no attempt is spent on a call that cannot be routed). */
  async function startAssignment(chosen: AgentAssignment, via: PracticeChannel) {
    const verified =
      via === "phone" ? await queryClient.ensureQueryData(verifiedNumberQueryOptions()).catch(() => null) : null;
    if (via === "phone" && !verified) {
      setNeedsNumber(true);
      void toast({
        title: "Verify your phone number",
        description: "Confirm the number you will call from first.",
        variant: "destructive",
      });
      return;
    }
    setNeedsNumber(false);
    setAssignment(chosen);
    void startCall(
      () => startAssignmentAttempt(chosen.id, via),
      via,
      (error) => errorMessage(error, "Failed to start the assignment's practice call", { answerOnly: true }),
    ).then((started) => {
      if (!started) setAssignment(null);
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        {call.phase === "idle" && retry.request ? (
          <RetryCard request={retry.request} onCreated={startRetry} onCancel={retry.clear} />
        ) : null}
        {call.phase === "idle" && !retry.request && realCallPractice.realCallId ? (
          <RealCallPracticeCard
            realCallId={realCallPractice.realCallId}
            onCreated={startRetry}
            onCancel={realCallPractice.clear}
          />
        ) : null}
        {call.phase === "idle" && !practisingAgain && needsNumber ? (
          <Card>
            <PhoneNumberCard />
          </Card>
        ) : null}
        {call.phase === "idle" && !practisingAgain ? (
          <AssignedToYou onStart={(chosen, via) => void startAssignment(chosen, via)} busy={creating} />
        ) : null}
        {call.phase === "idle" && !practisingAgain ? <SetupForm onStart={startSimulation} busy={creating} /> : null}
        {call.phase !== "idle" && call.phase !== "ended" ? <ActiveCall call={call} /> : null}
        {call.phase === "ended" ? (
          <ResultsCard
            session={call.result}
            onNewCall={() => {
              setAssignment(null);
              call.reset();
            }}
            verdict={
              assignment ? <AssignmentVerdict assignment={assignment} score={call.result?.score ?? null} /> : null
            }
          />
        ) : null}
      </div>
      <div className="space-y-6">
        <TodaysProgress />
        <QuickTips />
        <LeaderboardPanel />
      </div>
    </div>
  );
}
