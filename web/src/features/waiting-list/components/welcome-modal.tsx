import type { CSSProperties, ReactNode } from "react";
import { BETA_BUSINESS_LIMIT, REVIEW_WITHIN_HOURS, WELCOME_MODAL_DELAY_MS } from "@domain/constants";
import type { Vertical } from "@domain/enums";
import { verticalLabel } from "@domain/verticals";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DemoEntryCompleted } from "./demo-entry-completed";

export interface WelcomeModalProps {
  open: boolean;
  vertical: Vertical;
  email: string;
  /** The sign-up completed the entry the demo's email gate had made for this email. */
  completedDemoEntry?: boolean;
  onOpenChange: (open: boolean) => void;
  onContinue: () => void;
}

/** Fades and lifts in after `delayMs`; with reduced motion it is simply there. */
function Entrance({ delayMs, children, className }: { delayMs: number; children: ReactNode; className?: string }) {
  const style: CSSProperties = { transitionDelay: `${delayMs}ms` };
  return (
    <div
      data-entrance-delay={delayMs}
      style={style}
      className={`motion-safe:transition motion-safe:duration-500 motion-safe:ease-out motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0 ${className ?? ""}`}
    >
      {children}
    </div>
  );
}

/** Shown when the sign-up screen succeeds (spec §2). */
export function WelcomeModal({
  open,
  vertical,
  email,
  completedDemoEntry,
  onOpenChange,
  onContinue,
}: WelcomeModalProps) {
  const label = verticalLabel(vertical);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Welcome to the Priority List!"
      className="max-w-md text-center"
    >
      <Entrance delayMs={WELCOME_MODAL_DELAY_MS.icon} className="flex justify-center">
        <span
          aria-hidden="true"
          className="inline-flex size-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700"
        >
          ✓
        </span>
      </Entrance>
      <Entrance delayMs={WELCOME_MODAL_DELAY_MS.message} className="mt-4">
        <p className="text-slate-700">
          You're on the <strong className="text-slate-900">{label}</strong> priority list. We'll reach you at{" "}
          <strong className="break-all text-slate-900">{email}</strong>.
        </p>
        {completedDemoEntry ? <DemoEntryCompleted email={email} /> : null}
      </Entrance>
      <Entrance delayMs={WELCOME_MODAL_DELAY_MS.nextSteps} className="mt-5 rounded-xl bg-slate-50 p-4 text-left">
        <h3 className="font-semibold text-slate-900">What happens next?</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Your application will be reviewed within {REVIEW_WITHIN_HOURS} hours</li>
          <li>Priority access to the beta, limited to {BETA_BUSINESS_LIMIT} businesses</li>
          <li>Exclusive pricing and setup help</li>
          <li>Custom training scenarios for your industry</li>
        </ul>
      </Entrance>
      <Button className="mt-6 w-full" onClick={onContinue}>
        Continue Exploring
      </Button>
    </Dialog>
  );
}
