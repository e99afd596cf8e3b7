import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { AnalysisResult } from "@domain/analysis";
import { FALLBACK_OVERALL_SCORE } from "@domain/constants";
import type { ConversationStartResponse } from "@domain/demo";
import type { Vertical } from "@domain/enums";
import { toast } from "@/components/ui/toast";
import { paths } from "@domain/app-paths";
import { useWaitingList } from "@/features/waiting-list";
import { useEndDemoConversation } from "./api/end-demo-conversation";
import { useAppConfig } from "@/lib/app-config";
import { useDemoScenarios } from "./api/get-demo-scenarios";
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
import { usePracticeCall } from "./hooks/use-practice-call";

export interface DemoFlowProps {
  /** A trained vertical, or `homepage` for the home page's multi-vertical practice view (every scenario). */
  vertical: Vertical;
  /** Where the step container is; each advance scrolls it into view. */
  containerRef: React.RefObject<HTMLElement | null>;
  /** Step 1's Back; the /demo picker unless given. */
  onBack?: () => void;
  /** After the closing waiting-list sign-up; the home page unless given. */
  onFinish?: () => void;
}

interface DemoResult {
  analysis: AnalysisResult | null;
  simulated: boolean;
}

/**
 * The demo's steps (spec §2, §4): 1 scenario → 2 live call → 2.5 processing → 3 analysis. Render it keyed by
 * vertical: a new vertical starts over, without a chosen scenario.
 */
export function DemoFlow({ vertical, containerRef, onBack, onFinish }: DemoFlowProps) {
  const navigate = useNavigate();
  const waitingList = useWaitingList();
  const [step, setStep] = useState<DemoStep>(1);
  const [scenarioId, setScenarioId] = useState<string | null>(null);
  const [customInstructions, setCustomInstructions] = useState("");
  const [callerNumber, setCallerNumber] = useState("");
  const [conversation, setConversation] = useState<ConversationStartResponse | null>(null);
  const [result, setResult] = useState<DemoResult | null>(null);
  const [gateOpen, setGateOpen] = useState(false);
  const [startFailure, setStartFailure] = useState<StartFailure | null>(null);
  const demoEmail = useDemoEmail();
  const scenarios = useDemoScenarios(vertical);
  const provenNumber = useProvenCallerNumber();
  const queryClient = useQueryClient();
  const simulator = useAppConfig().data?.voiceSimulator === true;
  const practice = usePracticeCall();
  const start = useStartDemoConversation();
  const end = useEndDemoConversation();
  const ending = useRef(false);
  const [isEnding, setIsEnding] = useState(false);
  const scenario = scenarios.data?.find((item) => item.id === scenarioId) ?? null;

  useEffect(() => {
    if (scenarios.error) console.error("Failed to load demo scenarios", scenarios.error);
  }, [scenarios.error]);

  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    containerRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [step, conversation, containerRef]);

  const startConversation = useCallback(() => {
    if (!scenario) return;
    const instructions = customInstructions.trim();
    const caller = callerNumber.trim();
    setStartFailure(null);
    start.mutate(
      { scenarioId: scenario.id, ...(instructions ? { customInstructions: instructions } : {}), ...(caller ? { callerNumber: caller } : {}) },
      {
        onSuccess: setConversation,
        onError: (error) => {
          console.error("Failed to start the demo call", error);
          setStartFailure(startFailureOf(error));
        },
      },
    );
  }, [scenario, customInstructions, callerNumber, start]);

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

  const restart = () => {
    ending.current = false;
    setIsEnding(false);
    setConversation(null);
    setResult(null);
    setStartFailure(null);
    setStep(1);
  };

  const clearEmail = () => {
    demoEmail.clear();
    window.location.reload();
  };

  const overallScore = result?.analysis?.overallScore ?? FALLBACK_OVERALL_SCORE;

  return (
    <div className="space-y-8">
      <StepIndicator step={step} vertical={vertical} />
      {step === 1 ? (
        <ScenarioStep
          scenarios={scenarios.data ?? []}
          loading={scenarios.isPending}
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
        <LiveStep scenario={scenario} conversation={conversation} callerNumber={callerNumber} ending={isEnding} onEnd={() => void endCall()} practice={simulator ? practice : null} />
      ) : null}
      {step === 2.5 && conversation ? (
        <ProcessingStep
          conversationId={conversation.conversationId}
          onDone={(analysis) => {
            setResult({ analysis, simulated: simulator });
            setStep(3);
          }}
        />
      ) : null}
      {step === 3 ? (
        <>
          {result?.analysis ? (
            <AnalysisStep
              analysis={result.analysis}
              simulated={result.simulated}
              reviewHref={conversation ? paths.demoReview(conversation.conversationId) : null}
              onJoinWaitingList={() => waitingList.open({ vertical, overallScore })}
            />
          ) : (
            <AnalysisUnavailable onRestart={restart} />
          )}
          <WaitingListBanner onJoin={() => waitingList.open({ vertical, overallScore, onComplete: onFinish ?? (() => navigate(paths.home)) })} />
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
