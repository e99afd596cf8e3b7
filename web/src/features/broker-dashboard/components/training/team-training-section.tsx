import { SectionHeading } from "../section-heading";
import { LeaderboardPanel } from "@/features/training";
import { AssignmentForm } from "./assignment-form";
import { CompletionMatrix } from "./completion-matrix";
import { SkillGapSuggestions } from "./skill-gap-suggestions";

/** Team training: assignments and who did them, suggestions from skill gaps, and the leaderboard. */
export function TeamTrainingSection() {
  return (
    <section aria-label="Team training" className="space-y-6">
      <SectionHeading title="Team training" description="Assign practice, see who passed, and certify your team." />
      <AssignmentForm />
      <CompletionMatrix />
      <div className="grid gap-6 xl:grid-cols-2">
        <SkillGapSuggestions />
        <LeaderboardPanel manage />
      </div>
    </section>
  );
}
