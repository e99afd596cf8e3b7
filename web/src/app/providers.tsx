import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "@/components/ui/toast";
import { currentUserQueryKey } from "@/features/auth/api/get-current-user";
import { WaitingListProvider } from "@/features/waiting-list/waiting-list-provider";
import { createQueryClient } from "@/lib/query-client";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    // A 401 anywhere means the session is over: auth then reads as signed out, and the dashboard's guard shows
    // the spec's 'Unauthorized' toast and sends the browser to sign in (use-unauthorized-redirect.ts).
    const client = createQueryClient({ onUnauthorized: () => client.setQueryData(currentUserQueryKey, null) });
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <WaitingListProvider>{children}</WaitingListProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
