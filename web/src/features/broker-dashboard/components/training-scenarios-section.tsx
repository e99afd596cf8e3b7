import { Card } from "@/components/ui/card";
import { SectionHeading } from "./section-heading";

/** Scenarios are reference data: the seeded demo_scenarios table is the one place they are managed. */
export function TrainingScenariosSection() {
  return (
    <section aria-label="Training Scenarios">
      <SectionHeading title="Training Scenarios" />
      <Card>
        <p className="text-slate-800">
          Demo scenarios live in the <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">demo_scenarios</code> database
          table and are managed there: each one holds the lead&apos;s persona prompt, first line, voice and objections.
        </p>
        <p className="mt-3 text-slate-800">
          Your agents pick from them when they set up a practice call. Scenarios cannot be edited from the dashboard.
        </p>
      </Card>
    </section>
  );
}
