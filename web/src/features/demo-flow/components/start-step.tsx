import { useId, useState } from "react";
import type { DemoScenarioListItem } from "@domain/demo";
import {
  CALLER_NUMBER_MAX_LENGTH,
  displayPhoneNumber,
  EXAMPLE_CALLER_NUMBER,
  INVALID_CALLER_NUMBER_MESSAGE,
  toE164,
} from "@domain/phone";
import { Button } from "@/components/ui/button";
import { PhoneProofForm } from "@/features/phone-proof";
import { confirmCallerCode } from "../api/confirm-caller-code";
import { sendCallerCode } from "../api/send-caller-code";
import { ScenarioSummary } from "./scenario-summary";
import { StartFailureNotice, useRetryWait, type StartFailure } from "./start-failure-notice";

export interface StartStepProps {
  scenario: DemoScenarioListItem;
  starting: boolean;
  cachedEmail: string | null;
  /** The last start was refused; the button waits for the server's Retry-After. */
  failure: StartFailure | null;
  /** The number the visitor will call from (optional): their call is then routed by it, once proved. */
  callerNumber: string;
  onCallerNumberChange: (value: string) => void;
  /** The number this browser proved (E.164), or null. */
  provenNumber: string | null;
  /** The visitor proved `callerNumber` with the texted code. */
  onProven: (phoneNumber: string) => void;
  /** The local voice simulator texts the codes (its inbox is shown). */
  simulated: boolean;
  onStart: () => void;
  onClearEmail: () => void;
  onBack: () => void;
}

/** Step 2 before the call: one button to get a practice line. */
export function StartStep(props: StartStepProps) {
  const {
    scenario,
    starting,
    cachedEmail,
    failure,
    callerNumber,
    onCallerNumberChange,
    provenNumber,
    onProven,
    simulated,
    onStart,
    onClearEmail,
    onBack,
  } = props;
  const wait = useRetryWait(failure);
  const fieldId = useId();
  const [invalid, setInvalid] = useState(false);
  const [proving, setProving] = useState(false);
  const isValid = (value: string) => value.trim() === "" || toE164(value) !== null;
  const typed = toE164(callerNumber);
  const startIfValid = () => {
    if (!isValid(callerNumber)) return setInvalid(true);
    // A number routes the call only once this browser proved it is the visitor's (a code texted to it).
    if (typed && typed !== provenNumber) return setProving(true);
    onStart();
  };
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">Live Training Session</h2>
        <p className="mt-1 text-sm text-slate-700">
          You get a real phone number to call. The AI lead picks up and stays in character.
        </p>
      </div>
      <ScenarioSummary scenario={scenario} />
      <div className="space-y-1">
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-900">
          The number you will call from (optional)
        </label>
        <input
          id={fieldId}
          type="tel"
          autoComplete="tel"
          maxLength={CALLER_NUMBER_MAX_LENGTH}
          value={callerNumber}
          placeholder={EXAMPLE_CALLER_NUMBER}
          aria-invalid={invalid}
          aria-describedby={`${fieldId}-hint`}
          onChange={(event) => {
            onCallerNumberChange(event.target.value);
            if (invalid) setInvalid(!isValid(event.target.value));
          }}
          onBlur={() => {
            setInvalid(!isValid(callerNumber));
            if (toE164(callerNumber)) onCallerNumberChange(displayPhoneNumber(callerNumber));
          }}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600"
        />
        <p id={`${fieldId}-hint`} className={invalid ? "text-sm text-red-700" : "text-sm text-slate-700"}>
          {invalid
            ? INVALID_CALLER_NUMBER_MESSAGE
            : typed && typed === provenNumber
              ? "Confirmed: your call from this number gets through even while others are calling the line."
              : "With your number, your call gets through even while others are calling the line. We text you a code to confirm it; it is erased with the call's record."}
        </p>
      </div>
      {proving && typed ? (
        <div className="rounded-lg border border-slate-200 p-4">
          <h3 className="text-sm font-semibold text-slate-900">Confirm your number</h3>
          <PhoneProofForm
            key={typed}
            initialNumber={displayPhoneNumber(typed)}
            numberLabel="The number you will call from"
            send={sendCallerCode}
            confirm={confirmCallerCode}
            simulated={simulated}
            onCancel={() => setProving(false)}
            onVerified={(proven) => {
              setProving(false);
              onCallerNumberChange(displayPhoneNumber(proven));
              onProven(proven);
            }}
          />
        </div>
      ) : null}
      <div className="flex flex-col items-center gap-3">
        {failure && !starting ? <StartFailureNotice failure={failure} wait={wait} /> : null}
        <Button className="w-full sm:w-auto" onClick={startIfValid} disabled={starting || wait > 0}>
          {starting ? "Setting Up..." : "Start Live Training"}
        </Button>
        {cachedEmail ? (
          <p className="text-sm text-slate-700">
            Email saved - quick access enabled{" "}
            <button
              type="button"
              onClick={onClearEmail}
              className="font-semibold text-slate-900 underline underline-offset-2"
            >
              clear
            </button>
          </p>
        ) : null}
      </div>
      <div>
        <Button variant="secondary" onClick={onBack} disabled={starting}>
          Back
        </Button>
      </div>
    </div>
  );
}
