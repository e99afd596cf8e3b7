/**
 * @file Worker-test helper: what would reach the runtime as an uncaught exception while some work runs (and a
 * moment after, when late timers fire): errors thrown by event listeners, which workerd reports as the global
 * "error" event, and by timer callbacks, which it logs. The errors still reach the runtime as before.
 */
export async function uncaughtErrorsDuring(work: () => Promise<unknown>, settleMs = 200): Promise<unknown[]> {
  const errors: unknown[] = [];
  const onError = (event: Event) => errors.push((event as ErrorEvent).error ?? (event as ErrorEvent).message);
  const setTimeoutBefore = globalThis.setTimeout;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
    setTimeoutBefore(() => {
      try {
        callback(...args);
      } catch (error) {
        errors.push(error);
        throw error;
      }
    }, ms)) as typeof setTimeout;
  const global = globalThis as unknown as EventTarget;
  global.addEventListener("error", onError);
  try {
    await work();
    await new Promise((resolve) => setTimeoutBefore(resolve, settleMs));
  } finally {
    globalThis.setTimeout = setTimeoutBefore;
    global.removeEventListener("error", onError);
  }
  return errors;
}
