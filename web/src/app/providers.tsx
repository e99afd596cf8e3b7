import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "../components/ui/toast";
import { WaitingListProvider } from "../features/waiting-list/waiting-list-provider";
import { createQueryClient } from "../lib/query-client";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <WaitingListProvider>{children}</WaitingListProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
