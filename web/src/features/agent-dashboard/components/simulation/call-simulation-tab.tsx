import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { PracticeChannel } from "@domain/practice-calls";
import { createPracticeSession, type PracticeSetupInput } from "../../api/practice-calls";
import type { PracticeSession } from "../../api/types";
import { RetryCard } from "../retry/retry-card";
import { useRetryRequest } from "../retry/use-retry-request";
import { ActiveCall } from "./active-call";
import { QuickTips } from "./quick-tips";
import { ResultsCard } from "./results-card";
import { SetupForm } from "./setup-form";
import { TodaysProgress } from "./todays-progress";
import { usePracticeCall } from "./use-practice-call";

export function CallSimulationTab() {
  const call = usePracticeCall();
  const [creating, setCreating] = useState(false);
  const retry = useRetryRequest();

  async function startRetry(session: PracticeSession, via: PracticeChannel) {
    retry.clear();
    void toast({ title: "Session Created", description: "Connecting your practice call..." });
    await call.start(session, via);
  }

  async function startSimulation(setup: PracticeSetupInput, via: PracticeChannel) {
    setCreating(true);
    let session;
    try {
      session = await createPracticeSession(setup);
    } catch {
      void toast({ title: "Error", description: "Failed to create practice session", variant: "destructive" });
      setCreating(false);
      return;
    }
    void toast({ title: "Session Created", description: "Connecting your practice call..." });
    await call.start(session, via);
    setCreating(false);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        {call.phase === "idle" && retry.request ? <RetryCard request={retry.request} onCreated={startRetry} onCancel={retry.clear} /> : null}
        {call.phase === "idle" && !retry.request ? <SetupForm onStart={(setup, via) => void startSimulation(setup, via)} busy={creating} /> : null}
        {call.phase !== "idle" && call.phase !== "ended" ? <ActiveCall call={call} /> : null}
        {call.phase === "ended" ? <ResultsCard session={call.result} onNewCall={call.reset} /> : null}
      </div>
      <div className="space-y-6">
        <TodaysProgress />
        <QuickTips />
      </div>
    </div>
  );
}
