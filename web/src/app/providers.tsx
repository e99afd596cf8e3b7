import { useState, type ReactNode } from "react";
import { Toaster } from "@/components/ui/toast";
import { currentUserQueryKey } from "@/features/auth/api/current-user-key";
import { WaitingListProvider } from "@/features/waiting-list/waiting-list-provider";
import { QueryClientSlotContext, type QueryClientSlot } from "@/lib/query-client-slot";

export function Providers({ children }: { children: ReactNode }) {
  // The query client itself comes with the first screen that queries (lib/query-provider.tsx).
  const [querySlot] = useState<QueryClientSlot>(() => ({
    // A 401 anywhere means the session is over: auth then reads as signed out, and the dashboard's guard shows
    // the spec's 'Unauthorized' toast and sends the browser to sign in (use-unauthorized-redirect.ts).
    onUnauthorized: (client) => client.setQueryData(currentUserQueryKey, null),
  }));
  return (
    <QueryClientSlotContext value={querySlot}>
      <WaitingListProvider>{children}</WaitingListProvider>
      <Toaster />
    </QueryClientSlotContext>
  );
}
