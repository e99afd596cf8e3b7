import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { agentKeys } from "./query-keys";

/** The training lines the agent may dial and the AI personalities to practise with. */
export const getTrainingOptions = () => call(api.agent["training-options"].$get());

export const trainingOptionsQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.trainingOptions(), queryFn: getTrainingOptions });

export const useTrainingOptions = () => useQuery(trainingOptionsQueryOptions());
