import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { api, call } from "@/lib/api";
import { brokerKeys } from "./query-keys";

/** Whether the team's scored real calls count in its practice figures. */
export const getRealCallFigures = () => call(api.broker.settings["real-calls"].$get());
export const saveRealCallFigures = (includeRealCalls: boolean) =>
  call(api.broker.settings["real-calls"].$put({ json: { includeRealCalls } }));

export const useRealCallFigures = () =>
  useQuery({ queryKey: brokerKeys.realCallFigures(), queryFn: getRealCallFigures });

/** Saves the setting; every figure of the workspace is asked afresh, since what it counts has changed. */
export function useSaveRealCallFigures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRealCallFigures,
    onSuccess: (setting) => {
      queryClient.setQueryData(brokerKeys.realCallFigures(), setting);
      void queryClient.invalidateQueries({
        queryKey: brokerKeys.all,
        predicate: (query) => query.queryKey[1] !== "settings",
      });
      toast({
        title: "Settings saved",
        description: setting.includeRealCalls
          ? "Scored real calls now count in your team's practice figures."
          : "Your team's practice figures now count practice calls only.",
      });
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to save settings. Please try again.", variant: "destructive" }),
  });
}
