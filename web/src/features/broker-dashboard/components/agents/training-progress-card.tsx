import type { SkillAverages } from "@domain/broker";
import { SCORE_CATEGORY_LABELS } from "@domain/analysis";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { scoreBarClass } from "../../lib/format";

/** The three skills of the spec's Training Progress, from the session category scores. */
const SKILLS: { label: string; key: keyof SkillAverages }[] = [
  { label: "Call Confidence", key: "tone" },
  { label: SCORE_CATEGORY_LABELS.objectionHandling, key: "objectionHandling" },
  { label: SCORE_CATEGORY_LABELS.scriptAdherence, key: "scriptAdherence" },
];

export function TrainingProgressCard({ skills }: { skills: SkillAverages }) {
  return (
    <Card>
      <h3 className="text-lg font-semibold text-slate-900">Training Progress</h3>
      <p className="mt-1 text-sm text-slate-700">Average of the agent&apos;s scored sessions.</p>
      <div className="mt-4 space-y-4">
        {SKILLS.map(({ label, key }) => {
          const value = skills[key];
          return (
            <ProgressBar
              key={key}
              label={label}
              value={value}
              barClassName={value === null ? undefined : scoreBarClass(value)}
            />
          );
        })}
      </div>
    </Card>
  );
}
