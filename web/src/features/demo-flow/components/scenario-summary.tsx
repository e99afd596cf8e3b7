import { useMemo } from "react";
import type { DemoScenarioListItem } from "@domain/demo";
import { parseLeadProfile } from "@domain/scenario-profile";
import { DifficultyBadge } from "./difficulty-badge";

/** The chosen scenario in one box: name, difficulty, and who picks up. */
export function ScenarioSummary({ scenario }: { scenario: DemoScenarioListItem }) {
  const profile = useMemo(() => parseLeadProfile(scenario.promptText), [scenario.promptText]);
  const who = [profile.name, profile.role, profile.location].filter(Boolean).join(", ");
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        <DifficultyBadge difficulty={scenario.difficulty} />
        <span>{scenario.name}</span>
      </p>
      {who ? <p className="mt-1 text-sm text-slate-700">{`You are calling ${who}.`}</p> : null}
    </div>
  );
}
