import { useState, type ReactNode } from "react";
import { Toaster } from "../components/ui/toast";
import { WaitingListProvider } from "../features/waiting-list/waiting-list-provider";
import { QueryClientSlotContext, type QueryClientSlot } from "./query-client-slot";

export function Providers({ children }: { children: ReactNode }) {
  // The query client itself comes with the first screen that queries (app/query-provider.tsx).
  const [querySlot] = useState<QueryClientSlot>(() => ({}));
  return (
    <QueryClientSlotContext value={querySlot}>
      <WaitingListProvider>{children}</WaitingListProvider>
      <Toaster />
    </QueryClientSlotContext>
  );
}
