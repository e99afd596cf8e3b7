import { useEffect, useRef, useState, type FormEvent } from "react";
import { DEMO_GATE_SUCCESS_ADVANCE_MS, DEMO_GATE_WELCOME_BACK_ADVANCE_MS } from "@domain/constants";
import type { Vertical } from "@domain/enums";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { errorCodeOf } from "@/lib/api";
import { useJoinWaitingList } from "@/features/waiting-list";

export interface EmailGateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vertical: Vertical;
  scenarioName: string;
  /** The email is known (new or already registered): cache it, then start the demo. */
  onEmailSaved: (email: string) => void;
  onProceed: () => void;
}

/** The demo uses the waiting-list API with fixed name and business (spec §7). */
export const DEMO_GATE_FULL_NAME = "Demo User";
export const DEMO_GATE_BUSINESS_NAME = "Demo Access";

/** The server's duplicate-email refusal (spec §8: its 409, "already registered"). */
const isAlreadyRegistered = (error: unknown) => errorCodeOf(error) === "duplicate_email";

/** 'Access Demo Training': asks for an email once; success starts the demo after 2 s, a known email after 1 s. */
export function EmailGateDialog({
  open,
  onOpenChange,
  vertical,
  scenarioName,
  onEmailSaved,
  onProceed,
}: EmailGateDialogProps) {
  const [email, setEmail] = useState("");
  const [succeeded, setSucceeded] = useState(false);
  const join = useJoinWaitingList();
  const timer = useRef<number | undefined>(undefined);
  const trimmed = email.trim();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const proceedAfter = (ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(onProceed, ms);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || join.isPending) return;
    join.mutate(
      {
        values: {
          fullName: DEMO_GATE_FULL_NAME,
          email: trimmed,
          businessName: DEMO_GATE_BUSINESS_NAME,
          phone: "",
          notes: `Demo access: ${scenarioName}`,
        },
        vertical,
        source: "demo_email_gate",
      },
      {
        onSuccess: () => {
          onEmailSaved(trimmed);
          setSucceeded(true);
          proceedAfter(DEMO_GATE_SUCCESS_ADVANCE_MS);
        },
        onError: (error) => {
          if (isAlreadyRegistered(error)) {
            onEmailSaved(trimmed);
            void toast({
              title: "Welcome Back!",
              description: "This email is already registered. Proceeding to demo.",
            });
            proceedAfter(DEMO_GATE_WELCOME_BACK_ADVANCE_MS);
            return;
          }
          console.error("Demo email gate failed", error);
          void toast({
            title: "Error",
            description: "Failed to save email. Please try again.",
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Access Demo Training"
      description={succeeded ? undefined : "Enter your email to start your free AI practice call."}
    >
      {succeeded ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-4 text-center font-semibold text-emerald-900">
          Success! Starting your demo session...
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            placeholder="you@company.com"
          />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || join.isPending}>
              Start Demo
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
