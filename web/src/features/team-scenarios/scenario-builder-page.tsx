import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { paths } from "@domain/app-paths";
import { SCENARIO_AUTHORS_ONLY_MESSAGE, writesScenarios } from "@domain/team-scenarios";
import { RequireRole, useSignedInUser } from "@/features/auth";
import { ScreenFrame } from "@/features/layout";
import { errorCodeOf } from "@/lib/api";
import { useTeamScenario } from "./api/get-team-scenario";
import { TeamScenarioLinks } from "./components/team-scenario-links";
import { ScenarioEditor } from "./components/scenario-editor";

function BuilderFrame({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const back =
    user.role === "broker"
      ? { to: paths.brokerScenarios, label: "Back to Training Scenarios" }
      : { to: paths.agentDashboard, label: "Back to your dashboard" };
  return (
    <ScreenFrame back={back}>
      <h1 className="text-2xl font-bold text-slate-900">Custom Scenario Builder</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Write a lead for your team: who they are, what they want, how they push back and what ends the call.
        PracticeLine builds the persona from it, you try it, then publish it to your team.
      </p>
      <div className="mt-8">{children}</div>
    </ScreenFrame>
  );
}

function Builder() {
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const id = params.get("id");
  const scenario = useTeamScenario(writesScenarios(user) ? id : null);
  if (!writesScenarios(user))
    return <p className="text-slate-900">{SCENARIO_AUTHORS_ONLY_MESSAGE} Ask your broker to make you a trainer.</p>;
  if (id && scenario.isPending)
    return (
      <p role="status" className="text-slate-700">
        Loading scenario...
      </p>
    );
  if (id && scenario.isError) {
    return (
      <p className="text-slate-900">
        {errorCodeOf(scenario.error) === "not_found"
          ? "This scenario was not found: it was deleted, or it is another team's."
          : "The scenario could not be loaded. Please try again."}
      </p>
    );
  }
  return (
    <div className="space-y-10">
      <ScenarioEditor key={id ?? "new"} scenario={id ? scenario.data! : null} />
      <TeamScenarioLinks current={id} />
    </div>
  );
}

/** /scenario-builder (?id= one of the team's scenarios): for the broker and the team's trainers. */
export function ScenarioBuilderPage() {
  return (
    <RequireRole>
      <BuilderFrame>
        <Builder />
      </BuilderFrame>
    </RequireRole>
  );
}
