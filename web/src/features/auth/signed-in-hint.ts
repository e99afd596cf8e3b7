import { useSyncExternalStore } from "react";
import { hasSignedInHint } from "./signed-in-cookie";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after a response that signed the browser in or out: every reader looks at the cookie again. */
export function signedInHintChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * False on the server and during hydration, so prerendered pages hydrate as rendered. Without the hint
 * the visitor is signed out and `/api/auth/user` is not asked at all.
 */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, hasSignedInHint, () => false);
}
