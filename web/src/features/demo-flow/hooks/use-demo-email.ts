import { useSyncExternalStore } from "react";
import { clearDemoEmail, readDemoEmail, saveDemoEmail, type KeyValueStorage } from "@domain/demo-email-cache";

const listeners = new Set<() => void>();

/** localStorage, or nothing where the browser refuses it (private modes, blocked storage). */
function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function cachedEmail(): string | null {
  const storage = browserStorage();
  try {
    return storage ? readDemoEmail(storage, Date.now()) : null;
  } catch (error) {
    console.warn("Could not read the saved demo email", error);
    return null;
  }
}

function update(change: (storage: KeyValueStorage) => void): void {
  const storage = browserStorage();
  try {
    if (storage) change(storage);
  } catch (error) {
    console.warn("Could not update the saved demo email", error);
  }
  for (const listener of listeners) listener();
}

function saveEmail(email: string): void {
  update((storage) => saveDemoEmail(storage, email, Date.now()));
}

function clearEmail(): void {
  update(clearDemoEmail);
}

/**
 * The cached demo email. The prerendered HTML and the hydrating render see none (the server snapshot); the
 * stored one appears right after, so hydration always matches.
 */
export function useDemoEmail() {
  const email = useSyncExternalStore(subscribe, cachedEmail, () => null);
  return { email, save: saveEmail, clear: clearEmail };
}
