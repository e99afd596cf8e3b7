import { api, call, pathParams, send } from "@/lib/api";

export const publishTeamScenario = (id: string) =>
  call(api.team.scenarios[":id"].publish.$post({ param: pathParams({ id }) }));
export const archiveTeamScenario = (id: string) =>
  call(api.team.scenarios[":id"].archive.$post({ param: pathParams({ id }) }));
export const restoreTeamScenario = (id: string) =>
  call(api.team.scenarios[":id"].restore.$post({ param: pathParams({ id }) }));
export const deleteTeamScenario = (id: string) =>
  send(api.team.scenarios[":id"].$delete({ param: pathParams({ id }) }));
