import type { ScenarioDraftInput } from "@domain/team-scenarios";
import { api, call, pathParams } from "@/lib/api";

/** A new draft (no id) or new words for one of the team's scenarios; the server builds the persona from it. */
export const saveTeamScenario = (draft: ScenarioDraftInput, id: string | null) =>
  id
    ? call(api.team.scenarios[":id"].$put({ param: pathParams({ id }), json: draft }))
    : call(api.team.scenarios.$post({ json: draft }));
