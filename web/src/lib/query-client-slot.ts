import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react";

/**
 * Where the app's one query client lives once something needs it. The app root provides the empty slot; the first
 * screen that queries fills it (lib/query-provider.tsx), so React Query's code loads with that screen and a page
 * that never queries (the landing page, for a visitor) never downloads it.
 */
export interface QueryClientSlot {
  client?: QueryClient;
  /** Any call answered 401 (the session ended while the app was in use), with the client that saw it. */
  onUnauthorized?: (client: QueryClient) => void;
}

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);
