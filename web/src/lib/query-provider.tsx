/** @file The query client for the screens that query, loaded with them (see query-client-slot.ts). */
import { QueryClientContext, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { use, type ComponentType, type ReactNode } from "react";
import { createQueryClient } from "./query-client";
import { QueryClientSlotContext, type QueryClientSlot } from "./query-client-slot";

/**
 * The app's query client: the one in the root's slot, made on first use (one per app, shared by every screen).
 * Under a client already provided (a screen inside another, or a test's own client), that one.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const provided = use(QueryClientContext);
  const slot = use(QueryClientSlotContext);
  if (provided) return children;
  if (!slot) throw new Error("QueryProvider needs the app's Providers above it");
  slot.client ??= slotClient(slot);
  return <QueryClientProvider client={slot.client}>{children}</QueryClientProvider>;
}

function slotClient(slot: QueryClientSlot): QueryClient {
  const client: QueryClient = createQueryClient({ onUnauthorized: () => slot.onUnauthorized?.(client) });
  return client;
}

/** `Screen` under the app's query client. */
export function withQueryProvider<Props extends object>(Screen: ComponentType<Props>): ComponentType<Props> {
  function WithQueries(props: Props) {
    return (
      <QueryProvider>
        <Screen {...props} />
      </QueryProvider>
    );
  }
  return WithQueries;
}
