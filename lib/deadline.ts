/** @file A deadline for work that waits on another service: one that never answers must not hold a call open. */

export class DeadlineExceededError extends Error {
  constructor(
    readonly what: string,
    readonly timeoutMs: number,
  ) {
    super(`${what} did not answer within ${timeoutMs} ms`);
    this.name = "DeadlineExceededError";
  }
}

/**
 * Runs `work` with an abort signal and rejects with DeadlineExceededError after `timeoutMs`. The race guards
 * against an implementation that ignores the signal (a fake, or a body that stalls after the headers).
 */
export async function withDeadline<T>(
  what: string,
  timeoutMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DeadlineExceededError(what, timeoutMs));
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
