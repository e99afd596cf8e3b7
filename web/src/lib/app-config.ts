import { useQuery } from "@tanstack/react-query";
import { getJson } from "./api";

export interface AppConfig {
  /** The local voice simulator answers the practice lines (development only). */
  voiceSimulator: boolean;
}

export function useAppConfig() {
  return useQuery({
    queryKey: ["app-config"],
    queryFn: async () => (await getJson<AppConfig>("/api/config")()) ?? { voiceSimulator: false },
    staleTime: Infinity,
  });
}
