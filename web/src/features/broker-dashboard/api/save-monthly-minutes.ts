import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { api, call } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const saveMonthlyMinutes = (monthlyPracticeMinutes: number) =>
  call(api.broker.usage.budget.$put({ json: { monthlyPracticeMinutes } }));

/** Saves the team's monthly practice minutes; the usage shown is the server's answer. */
export function useSaveMonthlyMinutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMonthlyMinutes,
    onSuccess: (usage) => {
      queryClient.setQueryData(brokerKeys.usage(), usage);
      toast({
        title: "Settings saved",
        description: `Your team may now practise ${usage.budgetMinutes} minutes a month.`,
      });
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to save settings. Please try again.", variant: "destructive" }),
  });
}
