import { Link } from "react-router";
import type { ScenarioListItem } from "@domain/team-scenarios";
import { paths } from "@domain/app-paths";
import { VERTICAL_NAMES } from "@domain/verticals";
import { Badge } from "@/components/ui/badge";
import { countOf } from "@/lib/count";
import { ScenarioStatusBadge } from "./scenario-status-badge";

const cell = "px-3 py-2 align-top";

/** Scenarios in a table: name (a team's links to the builder), vertical, difficulty, who wrote it, status, sessions. */
export function ScenarioList({ scenarios, caption }: { scenarios: ScenarioListItem[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              Scenario
            </th>
            <th scope="col" className={cell}>
              Vertical
            </th>
            <th scope="col" className={cell}>
              Difficulty
            </th>
            <th scope="col" className={cell}>
              Written by
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
            <th scope="col" className={cell}>
              Practice
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {scenarios.map((scenario) => (
            <tr key={scenario.id}>
              <th scope="row" className={`${cell} font-medium text-slate-900`}>
                {scenario.source === "team" ? (
                  <Link to={paths.teamScenario(scenario.id)} className="underline underline-offset-2">
                    {scenario.name}
                  </Link>
                ) : (
                  scenario.name
                )}
              </th>
              <td className={cell}>{VERTICAL_NAMES[scenario.vertical]}</td>
              <td className={`${cell} capitalize`}>{scenario.difficulty}</td>
              <td className={cell}>
                {scenario.source === "team" ? (scenario.author ?? "Your team") : <Badge>PracticeLine</Badge>}
              </td>
              <td className={cell}>
                <ScenarioStatusBadge status={scenario.status} />
              </td>
              <td className={cell}>{countOf(scenario.sessions, "session")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
