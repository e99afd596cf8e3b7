import { useQuery } from "@tanstack/react-query";
import { api, call } from "./api";

export const getAppConfig = () => call(api.config.$get());

/** Public settings of the running stack: whether the local voice simulator answers the practice lines. */
export function useAppConfig() {
  return useQuery({ queryKey: ["app-config"], queryFn: getAppConfig, staleTime: Infinity });
}
