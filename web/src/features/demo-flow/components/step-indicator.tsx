import type { Vertical } from "@domain/enums";
import { cn } from "@/lib/cn";
import type { DemoStep } from "../demo-steps";

const STEPS = [
  { number: 1, label: "Choose Scenario" },
  { number: 2, label: "Live Training" },
  { number: 3, label: "AI Analysis" },
] as const;

const ACTIVE: Record<Vertical, string> = {
  real_estate: "border-real-estate bg-real-estate text-white",
  insurance: "border-insurance bg-insurance text-white",
  saas: "border-saas bg-saas text-white",
  homepage: "border-slate-900 bg-slate-900 text-white",
};

/** Steps 1–3 coloured by vertical (multi-vertical in the site's own dark); completed steps show a checkmark (2.5 counts as inside step 2). */
export function StepIndicator({ step, vertical }: { step: DemoStep; vertical: Vertical }) {
  return (
    <ol aria-label="Demo progress" className="flex items-center justify-center gap-2 sm:gap-4">
      {STEPS.map(({ number, label }, index) => {
        const done = step > number && !(number === 2 && step === 2.5);
        const current = Math.floor(step) === number;
        return (
          <li key={number} className="flex items-center gap-2 sm:gap-4" aria-current={current ? "step" : undefined}>
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold",
                  done || current ? ACTIVE[vertical] : "border-slate-300 bg-white text-slate-700",
                )}
              >
                {done ? "✓" : number}
              </span>
              <span
                aria-hidden="true"
                className={cn("hidden text-sm font-medium sm:inline", current ? "text-slate-900" : "text-slate-700")}
              >
                {label}
              </span>
              <span className="sr-only">{`Step ${number}: ${label}${done ? " (completed)" : ""}`}</span>
            </span>
            {index < STEPS.length - 1 ? <span aria-hidden="true" className="h-0.5 w-6 bg-slate-300 sm:w-12" /> : null}
          </li>
        );
      })}
    </ol>
  );
}
