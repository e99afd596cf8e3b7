import { useState } from "react";
import type { PracticeChannel } from "@domain/practice-calls";
import { errorMessage } from "@/lib/api";
import type { PracticeSession } from "../../api/get-practice-session";

/**
 * A card's way to set up a session and hand it on to be called (practising a moment or a real call again): busy
 * while it runs, and the server's refusal (or `fallback`) as the card's error.
 */
export function useSessionStart(onCreated: (session: PracticeSession, via: PracticeChannel) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(create: () => Promise<PracticeSession>, via: PracticeChannel, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await onCreated(await create(), via);
    } catch (failure) {
      setError(errorMessage(failure, fallback));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, start };
}
