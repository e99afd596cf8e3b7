import { Link } from "react-router";
import { paths } from "@domain/app-paths";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useTeamScenarios } from "../api/get-team-scenarios";
import { ScenarioList } from "./scenario-list";

/** The team's own scenarios, to open another one or start a new one. */
export function TeamScenarioLinks({ current }: { current: string | null }) {
  const scenarios = useTeamScenarios();
  const team = (scenarios.data ?? []).filter((scenario) => scenario.source === "team");
  return (
    <Card aria-labelledby="team-scenarios-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="team-scenarios-heading" className="text-lg font-semibold text-slate-900">
          Your team's scenarios
        </h2>
        {current ? (
          <Link to={paths.scenarioBuilder} className={buttonClasses("secondary")}>
            New scenario
          </Link>
        ) : null}
      </div>
      {scenarios.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Loading scenarios...
        </p>
      ) : scenarios.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Failed to load your team's scenarios. Please try again.
        </p>
      ) : team.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">Your team has not written a scenario yet.</p>
      ) : (
        <div className="mt-3">
          <ScenarioList scenarios={team} caption="Your team's scenarios" />
        </div>
      )}
    </Card>
  );
}
