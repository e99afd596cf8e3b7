import { useState, type FormEvent } from "react";
import { CUSTOM_PROMPT_MAX_CHARS } from "@domain/practice-sessions";
import type { PracticeChannel } from "@domain/practice-calls";
import type { LeadDraft } from "@domain/real-calls/lead-draft";
import { REAL_CALL_PERSONA_REQUIRED, REAL_CALL_SETUP_REQUIRED } from "@domain/real-calls/real-call";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { errorCodeOf } from "@/lib/api";
import { createPracticeSession } from "../../api/create-practice-session";
import type { PracticeSession } from "../../api/get-practice-session";
import { useLeadDraft } from "../../api/get-lead-draft";
import { useVerifiedNumber } from "../../api/get-verified-number";
import { LineAndPersonalityFields, type LineAndPersonality } from "../simulation/line-and-personality-fields";
import { PhoneNumberCard } from "../simulation/phone-number-card";
import { useSessionStart } from "../simulation/use-session-start";
import { CHANNELS } from "../simulation/setup-form";
import { DraftedLeadProfile } from "./drafted-lead-profile";

interface RealCallPracticeCardProps {
  realCallId: string;
  onCreated: (session: PracticeSession, via: PracticeChannel) => Promise<void>;
  onCancel: () => void;
}

const PERSONA_FIELD_ID = "real-call-persona";

/** What stops the practice from starting, checked here first and again on the server. */
function setupError(persona: string, setup: LineAndPersonality, needsNumber: boolean): string | null {
  if (!persona.trim()) return REAL_CALL_PERSONA_REQUIRED;
  if (!setup.phoneNumberId || !setup.aiAgentId) return REAL_CALL_SETUP_REQUIRED;
  if (needsNumber) return "Verify your phone number first: confirm the number you will call from.";
  return null;
}

function PracticeForm({
  realCallId,
  draft,
  onCreated,
}: { realCallId: string; draft: LeadDraft } & Pick<RealCallPracticeCardProps, "onCreated">) {
  const [persona, setPersona] = useState(draft.personaPrompt);
  const [setup, setSetup] = useState<LineAndPersonality>({ phoneNumberId: "", aiAgentId: "" });
  const [via, setVia] = useState<PracticeChannel>("browser");
  const { busy, error, setError, start } = useSessionStart(onCreated);
  const verifiedNumber = useVerifiedNumber();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = setupError(persona, setup, via === "phone" && !verifiedNumber.data);
    if (problem) return setError(problem);
    await start(
      () => createPracticeSession({ ...setup, customPrompt: persona.trim(), realCallId }),
      via,
      "The practice call could not be set up. Please try again.",
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" noValidate>
      <DraftedLeadProfile profile={draft.profile} />
      <TextField
        label="Persona prompt"
        name="personaPrompt"
        controlId={PERSONA_FIELD_ID}
        value={persona}
        onValueChange={setPersona}
        rows={10}
        maxLength={CUSTOM_PROMPT_MAX_CHARS}
        description={`How the AI lead plays this call. Adjust it as you like (${persona.length}/${CUSTOM_PROMPT_MAX_CHARS} characters); it shapes the lead only, never your score.`}
      />
      {persona !== draft.personaPrompt ? (
        <Button variant="ghost" onClick={() => setPersona(draft.personaPrompt)}>
          Back to the drafted persona
        </Button>
      ) : null}
      <LineAndPersonalityFields value={setup} onChange={setSetup} />
      <SelectField label="Practise" value={via} onValueChange={setVia} options={CHANNELS} />
      {via === "phone" ? <PhoneNumberCard /> : null}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? "Setting up..." : "Start the practice call"}
      </Button>
    </form>
  );
}

/** "Practise this call again": the lead drafted from the real call, a persona the agent may adjust, then a practice call against it. */
export function RealCallPracticeCard({ realCallId, onCreated, onCancel }: RealCallPracticeCardProps) {
  const draft = useLeadDraft(realCallId);
  return (
    <Card aria-labelledby="real-call-practice-heading">
      <h2 id="real-call-practice-heading" className="text-lg font-bold text-slate-900">
        Practise this call again
      </h2>
      {draft.isPending ? (
        <p className="mt-3 text-sm text-slate-700">Drafting the lead from your call...</p>
      ) : draft.isError ? (
        <p className="mt-3 text-sm text-slate-900" role="alert">
          {errorCodeOf(draft.error) === "not_found"
            ? "That real call could not be found: it may have been deleted. Set up a new call instead."
            : "The lead could not be drafted. Please try again."}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-800">
            The lead below is drafted from what the real lead said. Your practice call&apos;s review shows its score
            beside the real call&apos;s.
          </p>
          <PracticeForm realCallId={realCallId} draft={draft.data} onCreated={onCreated} />
        </>
      )}
      <Button variant="ghost" className="mt-3" onClick={onCancel}>
        Set up another call instead
      </Button>
    </Card>
  );
}
