import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React renders on the server and while it hydrates prerendered HTML, true from the render after:
 * what depends on the browser (the URL's query, script-only controls) waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
