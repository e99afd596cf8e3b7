/** How long the LLM judge may take before the metrics stand alone. */
export const JUDGE_TIMEOUT_MS = 8000;

/**
 * Runs `work` with an abort signal and gives up after `ms`: null on timeout or on any error, never a
 * throw. The race guards against an implementation that ignores the signal (a binding, a fake fetch).
 */
export async function withDeadline<T>(work: (signal: AbortSignal) => Promise<T | null>, ms = JUDGE_TIMEOUT_MS): Promise<T | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, ms, null);
  });
  try {
    return await Promise.race([work(controller.signal).catch(() => null), timeout]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    controller.abort();
  }
}
