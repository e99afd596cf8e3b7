import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";

/** The number this browser proved with a texted code (a demo routed by it may start), or null. */
export const getProvenCallerNumber = () => call(api.demo["caller-number"].$get());

export const provenCallerNumberKey = ["demo", "caller-number"] as const;

export const useProvenCallerNumber = () =>
  useQuery({ queryKey: provenCallerNumberKey, queryFn: getProvenCallerNumber });
