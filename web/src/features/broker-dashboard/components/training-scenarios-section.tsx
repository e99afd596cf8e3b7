import { Link } from "react-router";
import { paths } from "@domain/app-paths";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ScenarioList, useTeamScenarios } from "@/features/team-scenarios";
import { EmptyText, ErrorText, QueryView } from "@/components/ui/query-view";
import { SectionHeading } from "./section-heading";

/** PracticeLine's scenarios, and the ones the team writes in the Custom Scenario Builder (drafts and archived too). */
export function TrainingScenariosSection() {
  const scenarios = useTeamScenarios();
  const team = scenarios.data?.filter((scenario) => scenario.source === "team") ?? [];
  const practiceLine = scenarios.data?.filter((scenario) => scenario.source === "practiceline") ?? [];
  return (
    <section aria-label="Training Scenarios">
      <SectionHeading
        title="Training Scenarios"
        description="The leads your agents practise with: PracticeLine's scenarios, and the ones you and your trainers write for the team."
        action={
          <Link to={paths.scenarioBuilder} className={buttonClasses()}>
            Write a scenario
          </Link>
        }
      />
      <QueryView
        query={scenarios}
        loading={<Skeleton className="h-64" />}
        failed={<ErrorText>Failed to load the scenarios. Please try again.</ErrorText>}
      >
        {() => (
          <div className="space-y-6">
            <Card aria-labelledby="team-scenario-list-heading">
              <h3 id="team-scenario-list-heading" className="text-lg font-semibold text-slate-900">
                Your team's scenarios
              </h3>
              {team.length === 0 ? (
                <EmptyText>
                  Your team has not written a scenario yet. Write one in the Custom Scenario Builder, or ask a trainer
                  to.
                </EmptyText>
              ) : (
                <div className="mt-3">
                  <ScenarioList scenarios={team} caption="Your team's scenarios" />
                </div>
              )}
            </Card>
            <Card aria-labelledby="practiceline-scenario-list-heading">
              <h3 id="practiceline-scenario-list-heading" className="text-lg font-semibold text-slate-900">
                PracticeLine scenarios
              </h3>
              <p className="mt-1 text-sm text-slate-700">
                Every team has these; they are kept up to date by PracticeLine and cannot be edited.
              </p>
              <div className="mt-3">
                <ScenarioList scenarios={practiceLine} caption="PracticeLine scenarios" />
              </div>
            </Card>
          </div>
        )}
      </QueryView>
    </section>
  );
}
