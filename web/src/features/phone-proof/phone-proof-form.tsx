import { useState, type KeyboardEvent } from "react";
import { CALLER_NUMBER_MAX_LENGTH, displayPhoneNumber, INVALID_CALLER_NUMBER_MESSAGE, toE164 } from "@domain/phone";
import { CODE_SENT_MESSAGE } from "@domain/phone-verification";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { errorMessage, SOMETHING_WENT_WRONG } from "@/lib/api";
import { SimulatorInbox } from "./simulator-inbox";

export interface PhoneProofFormProps {
  /** The number to start with (e.g. one the visitor already typed). */
  initialNumber?: string;
  numberLabel: string;
  /** Texts a code to the number (E.164). */
  send: (phoneNumber: string) => Promise<unknown>;
  /** Checks the code; resolves once the number is proved. */
  confirm: (phoneNumber: string, code: string) => Promise<unknown>;
  onVerified: (phoneNumber: string) => void;
  onCancel?: () => void;
  /** The local voice simulator stands in for the text messages: its inbox is shown (development only). */
  simulated: boolean;
}

/** Enter in one of its fields does the step's action (it is no form of its own: it may sit inside one). */
function onEnter(action: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    action();
  };
}

/**
 * Proving a phone number: text a one-time code to it, then type the code. Wrong or expired codes and too many
 * tries come back as the server's clear message; the code itself is never kept anywhere but the person's phone.
 */
export function PhoneProofForm({
  initialNumber = "",
  numberLabel,
  send,
  confirm,
  onVerified,
  onCancel,
  simulated,
}: PhoneProofFormProps) {
  const [number, setNumber] = useState(initialNumber);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    const e164 = toE164(number);
    if (!e164) return setError(INVALID_CALLER_NUMBER_MESSAGE);
    setBusy(true);
    setError(null);
    try {
      await send(e164);
      setSentTo(e164);
      setCode("");
    } catch (failure) {
      setError(errorMessage(failure, SOMETHING_WENT_WRONG, { answerOnly: true }));
    } finally {
      setBusy(false);
    }
  }

  async function confirmCode() {
    if (!sentTo) return;
    if (!/^\d{4,10}$/.test(code.trim())) return setError("Enter the code from the text message: its digits only");
    setBusy(true);
    setError(null);
    try {
      await confirm(sentTo, code.trim());
      onVerified(sentTo);
    } catch (failure) {
      setError(errorMessage(failure, SOMETHING_WENT_WRONG, { answerOnly: true }));
    } finally {
      setBusy(false);
    }
  }

  if (!sentTo) {
    return (
      <div
        role="group"
        aria-label="Confirm a number by text message"
        onKeyDown={onEnter(() => void sendCode())}
        className="space-y-3"
      >
        <TextField
          label={numberLabel}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          value={number}
          onValueChange={(value) => setNumber(value.slice(0, CALLER_NUMBER_MAX_LENGTH))}
          error={error ?? undefined}
          description="We text a one-time code to it. Only calls from a number you confirm are put through to you."
          placeholder="(201)-555-0123"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={() => void sendCode()} disabled={busy}>
            {busy ? "Sending..." : "Text me a code"}
          </Button>
          {onCancel ? (
            <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div role="group" aria-label="Confirm the code" onKeyDown={onEnter(() => void confirmCode())} className="space-y-3">
      <p className="text-sm text-slate-800" role="status">
        {CODE_SENT_MESSAGE.replace("We sent a code", `We sent a code to ${displayPhoneNumber(sentTo)}`)}
      </p>
      <TextField
        label="Code from the text message"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onValueChange={setCode}
        error={error ?? undefined}
      />
      {simulated ? <SimulatorInbox phoneNumber={sentTo} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void confirmCode()} disabled={busy}>
          {busy ? "Checking..." : "Confirm number"}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void sendCode()} disabled={busy}>
          Send a new code
        </Button>
        <Button type="button" variant="secondary" onClick={() => setSentTo(null)} disabled={busy}>
          Use another number
        </Button>
      </div>
    </div>
  );
}
