import { api, call, pathParams } from "@/lib/api";

/** A practice session of the author's own on the scenario (a draft too); its call starts like any practice call. */
export const startScenarioTrial = (id: string, aiAgentId?: string) =>
  call(api.team.scenarios[":id"].trials.$post({ param: pathParams({ id }), json: aiAgentId ? { aiAgentId } : {} }));
