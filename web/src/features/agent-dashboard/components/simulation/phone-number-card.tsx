import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { displayPhoneNumber } from "@domain/phone";
import { Button } from "@/components/ui/button";
import { useAppConfig } from "@/lib/app-config";
import { PhoneProofForm } from "@/features/phone-proof";
import { confirmNumberCode } from "../../api/confirm-number-code";
import { useVerifiedNumber } from "../../api/get-verified-number";
import { agentKeys } from "../../api/query-keys";
import { sendNumberCode } from "../../api/send-number-code";

/**
 * "Verify my phone number": a phone practice call reaches the agent's session only from the number they proved
 * (a code texted to it), so nobody else's call can take it. Shown where the agent chooses to practise by phone.
 */
export function PhoneNumberCard() {
  const queryClient = useQueryClient();
  const verified = useVerifiedNumber();
  const simulated = useAppConfig().data?.voiceSimulator ?? false;
  const [changing, setChanging] = useState(false);

  if (verified.isPending) return <p className="text-sm text-slate-700">Loading your phone number...</p>;
  if (verified.isError)
    return <p className="text-sm text-red-700">Failed to load your phone number. Please try again.</p>;
  if (verified.data && !changing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-green-50 p-3">
        <p className="text-sm text-green-950">
          Calls from <strong className="font-mono">{displayPhoneNumber(verified.data.phoneNumber)}</strong> reach your
          practice sessions.
        </p>
        <Button type="button" variant="secondary" onClick={() => setChanging(true)}>
          Change number
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-900">Verify my phone number</h3>
      <p className="text-sm text-slate-700">
        A practice call by phone is answered only when it comes from your own verified number.
      </p>
      <PhoneProofForm
        numberLabel="Your phone number"
        send={sendNumberCode}
        confirm={confirmNumberCode}
        simulated={simulated}
        onVerified={() => {
          setChanging(false);
          void queryClient.invalidateQueries({ queryKey: agentKeys.verifiedNumber() });
        }}
        onCancel={verified.data ? () => setChanging(false) : undefined}
      />
    </div>
  );
}
