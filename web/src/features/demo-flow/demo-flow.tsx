import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ConversationStartResponse } from "@domain/demo";
import type { Vertical } from "@domain/enums";
import { toast } from "@/components/ui/toast";
import { paths } from "@domain/app-paths";
import { useWaitingList } from "@/features/waiting-list";
import { endUndialledCall, useEndDemoConversation } from "./api/end-demo-conversation";
import { useAppConfig } from "@/lib/app-config";
import { useDemoScenarios } from "./api/get-demo-scenarios";
import { getProcessingStatus } from "./api/get-processing-status";
import { provenCallerNumberKey, useProvenCallerNumber } from "./api/get-proven-caller-number";
import { useStartDemoConversation } from "./api/start-demo-conversation";
import { AnalysisStep } from "./components/analysis-step";
import { AnalysisUnavailable } from "./components/analysis-unavailable";
import { EmailGateDialog } from "./components/email-gate-dialog";
import { LiveStep } from "./components/live-step";
import { ProcessingStep } from "./components/processing-step";
import { ScenarioStep } from "./components/scenario-step";
import { startFailureOf, type StartFailure } from "./components/start-failure-notice";
import { StartStep } from "./components/start-step";
import { StepIndicator } from "./components/step-indicator";
import { WaitingListBanner } from "./components/waiting-list-banner";
import type { DemoStep } from "./demo-steps";
import { useDemoEmail } from "./hooks/use-demo-email";
import { useTypedSimulatorCall } from "./hooks/use-practice-call";
import { useResumedResult } from "./hooks/use-resumed-result";
import { keepResult, type DemoResult } from "./lib/kept-results";

/** Which step is on screen, for the scroll that follows each advance. */
const stepKey = (step: DemoStep, conversation: ConversationStartResponse | null) =>
  `${step}|${conversation?.conversationId ?? ""}`;

export interface DemoFlowProps {
  /** A trained vertical, or `homepage` for the multi-vertical demo (every scenario). */
  vertical: Vertical;
  /** Where the step container is; each advance scrolls it into view. */
  containerRef: React.RefObject<HTMLElement | null>;
  /** Step 1's Back; the /demo picker unless given. */
  onBack?: () => void;
  /** After the closing waiting-list sign-up; the home page unless given. */
  onFinish?: () => void;
  /** A call of this visitor whose results (step 3) to show again, e.g. on the way back from its review. */
  resume?: string | null;
}

/**
 * The demo's steps (spec §2, §4): 1 scenario → 2 live call → 2.5 processing → 3 analysis. Render it keyed by
 * vertical: a new vertical starts over, without a chosen scenario.
 */
export function DemoFlow({ vertical, containerRef, onBack, onFinish, resume }: DemoFlowProps) {
  const navigate = useNavigate();
  const waitingList = useWaitingList();
  const [step, setStep] = useState<DemoStep>(1);
  const [scenarioId, setScenarioId] = useState<string | null>(null);
  const [customInstructions, setCustomInstructions] = useState("");
  const [callerNumber, setCallerNumber] = useState("");
  const [conversation, setConversation] = useState<ConversationStartResponse | null>(null);
  const [givenBack, setGivenBack] = useState(false);
  const [result, setResult] = useState<DemoResult | null>(null);
  const [gateOpen, setGateOpen] = useState(false);
  const [startFailure, setStartFailure] = useState<StartFailure | null>(null);
  const demoEmail = useDemoEmail();
  const scenarios = useDemoScenarios(vertical);
  const provenNumber = useProvenCallerNumber();
  const queryClient = useQueryClient();
  const simulator = useAppConfig().data?.voiceSimulator === true;
  const practice = useTypedSimulatorCall();
  const start = useStartDemoConversation();
  const end = useEndDemoConversation();
  const ending = useRef(false);
  const [isEnding, setIsEnding] = useState(false);
  const scenario = scenarios.data?.find((item) => item.id === scenarioId) ?? null;

  // Each advance brings the step into view; opening the page (or coming back to its results) does not scroll.
  const inView = useRef(stepKey(step, conversation));
  const showResult = useCallback((shown: DemoResult) => {
    keepResult(shown);
    setResult(shown);
    setStep(3);
  }, []);
  const resuming = useResumedResult(resume ?? null, (resumed) => {
    // Coming back to the results is opening the page on them: nothing to scroll to.
    inView.current = stepKey(3, null);
    showResult({ ...resumed, simulated: resumed.simulated || simulator });
  });

  useEffect(() => {
    if (scenarios.error) console.error("Failed to load demo scenarios", scenarios.error);
  }, [scenarios.error]);

  useEffect(() => {
    const key = stepKey(step, conversation);
    if (inView.current === key) return;
    inView.current = key;
    containerRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [step, conversation, containerRef]);

  const startConversation = useCallback(
    (caller = callerNumber) => {
      if (!scenario) return;
      const instructions = customInstructions.trim();
      const number = caller.trim();
      setStartFailure(null);
      setGivenBack(false);
      start.mutate(
        {
          scenarioId: scenario.id,
          ...(instructions ? { customInstructions: instructions } : {}),
          ...(number ? { callerNumber: number } : {}),
        },
        {
          onSuccess: setConversation,
          onError: (error) => {
            console.error("Failed to start the demo call", error);
            setConversation(null);
            setStartFailure(startFailureOf(error));
          },
        },
      );
    },
    [scenario, customInstructions, callerNumber, start],
  );

  const onStartClick = () => {
    if (!scenario) return;
    if (!demoEmail.email) {
      setGateOpen(true);
      return;
    }
    void toast({ title: "Welcome Back!" });
    startConversation();
  };

  const endCall = useCallback(async () => {
    if (ending.current) return;
    ending.current = true;
    setIsEnding(true);
    await practice.hangUp();
    try {
      await end.mutateAsync(conversation?.conversationId ?? null);
    } catch (error) {
      console.error("Failed to end the demo call", error);
    }
    setStep(2.5);
  }, [practice, end, conversation]);

  /**
   * The minute to dial is over: unless the call reached the line meanwhile, the line is given back (the server
   * abandons the call at the same moment; ending it here says so at once, and is idempotent with that).
   */
  const giveBackLine = useCallback(async () => {
    const id = conversation?.conversationId;
    if (!id || ending.current) return;
    const latest = await getProcessingStatus(id).catch(() => null);
    if (latest && latest.callStatus !== "started") {
      if (latest.callStatus === "abandoned") setGivenBack(true);
      return;
    }
    const ended = await endUndialledCall(id).catch(() => getProcessingStatus(id).catch(() => null));
    if (ended?.callStatus === "abandoned") setGivenBack(true);
    else if (ended && ended.callStatus !== "started") setStep(2.5);
  }, [conversation]);

  /** Back to step 2 on the same scenario, for a new call. */
  const startAgain = () => {
    ending.current = false;
    setIsEnding(false);
    setGivenBack(false);
    setConversation(null);
  };

  /** The visitor's phone shows another caller ID: a new call on a line held for them alone (no number). */
  const callFromAnotherNumber = () => {
    setConversation(null);
    setCallerNumber("");
    startConversation("");
  };

  const restart = () => {
    ending.current = false;
    setIsEnding(false);
    setConversation(null);
    setResult(null);
    setGivenBack(false);
    setStartFailure(null);
    setStep(1);
    // Off the results' address, so a reload starts afresh too.
    if (resume) void navigate({ search: "" }, { replace: true });
  };

  const clearEmail = () => {
    demoEmail.clear();
    window.location.reload();
  };

  // Only a real score is recorded with a sign-up: a demo without an analysis has none to give.
  const overallScore = result?.analysis?.overallScore;

  return (
    <div className="space-y-8">
      <StepIndicator step={step} vertical={vertical} />
      {step === 1 && resuming ? (
        <p role="status" className="text-center text-slate-700">
          Loading your results...
        </p>
      ) : null}
      {step === 1 && !resuming ? (
        <ScenarioStep
          scenarios={scenarios.data ?? []}
          loading={scenarios.isPending}
          failed={scenarios.isError && !scenarios.isFetching}
          onRetry={() => void scenarios.refetch()}
          scenario={scenario}
          onScenarioChange={setScenarioId}
          customInstructions={customInstructions}
          onCustomInstructionsChange={setCustomInstructions}
          onContinue={() => scenario && setStep(2)}
          onBack={onBack ?? (() => navigate(paths.demo))}
        />
      ) : null}
      {step === 2 && scenario && !conversation ? (
        <StartStep
          scenario={scenario}
          starting={start.isPending}
          cachedEmail={demoEmail.email}
          failure={startFailure}
          callerNumber={callerNumber}
          onCallerNumberChange={setCallerNumber}
          provenNumber={provenNumber.data?.phoneNumber ?? null}
          onProven={(phoneNumber) => {
            queryClient.setQueryData(provenCallerNumberKey, { phoneNumber });
            onStartClick();
          }}
          simulated={simulator}
          onStart={onStartClick}
          onClearEmail={clearEmail}
          onBack={() => setStep(1)}
        />
      ) : null}
      {step === 2 && scenario && conversation ? (
        <LiveStep
          key={conversation.conversationId}
          scenario={scenario}
          conversation={conversation}
          callerNumber={callerNumber}
          ending={isEnding}
          onEnd={() => void endCall()}
          onDialWindowClosed={() => void giveBackLine()}
          givenBack={givenBack}
          onStartAgain={startAgain}
          onCallFromAnotherNumber={callFromAnotherNumber}
          practice={simulator ? practice : null}
        />
      ) : null}
      {step === 2.5 && conversation ? (
        <ProcessingStep
          conversationId={conversation.conversationId}
          onDone={(analysis) =>
            showResult({ conversationId: conversation.conversationId, analysis, simulated: simulator })
          }
        />
      ) : null}
      {step === 3 ? (
        <>
          {result?.analysis ? (
            <AnalysisStep
              analysis={result.analysis}
              simulated={result.simulated}
              reviewHref={paths.demoReview(result.conversationId, vertical)}
              onJoinWaitingList={() => waitingList.open({ vertical, overallScore })}
            />
          ) : (
            <AnalysisUnavailable onRestart={restart} />
          )}
          <WaitingListBanner
            onJoin={() =>
              waitingList.open({ vertical, overallScore, onJoined: onFinish ?? (() => navigate(paths.home)) })
            }
          />
        </>
      ) : null}
      {scenario ? (
        <EmailGateDialog
          open={gateOpen}
          onOpenChange={setGateOpen}
          vertical={vertical}
          scenarioName={scenario.name}
          onEmailSaved={demoEmail.save}
          onProceed={() => {
            setGateOpen(false);
            startConversation();
          }}
        />
      ) : null}
    </div>
  );
}
