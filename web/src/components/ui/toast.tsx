import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToastInput } from "./toast-input";

// The toast UI (Ark UI and its state machines, about 20 KB gzip) loads with the first toast, so no page
// pays for it in its first download.
const ToastRegion = lazy(async () => ({ default: (await import("./toast-region")).ToastRegion }));

let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast; a new toast replaces the one on screen. Resolves once it is shown (its code loaded). */
export function toast(input: ToastInput): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return import("./toast-region").then((region) => region.showToast(input));
}

/** Mount once: renders the toast region from the first toast on. */
export function Toaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return active ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
