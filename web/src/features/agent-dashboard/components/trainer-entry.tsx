import { Link } from "react-router";
import { paths } from "@domain/app-paths";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSignedInUser } from "@/features/auth";

/** A trainer writes the team's scenarios: the way to the builder, for them only. */
export function TrainerEntry() {
  const user = useSignedInUser();
  if (user.isTrainer !== "yes") return null;
  return (
    <Card className="mt-6 flex flex-wrap items-center justify-between gap-4" aria-labelledby="trainer-entry-heading">
      <div>
        <h2 id="trainer-entry-heading" className="text-lg font-bold text-slate-900">
          You are a trainer
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Write scenarios for your team, try them, and publish them for everyone to practise.
        </p>
      </div>
      <Link to={paths.scenarioBuilder} className={buttonClasses()}>
        Custom Scenario Builder
      </Link>
    </Card>
  );
}
