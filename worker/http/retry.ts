export interface RetryOptions {
  /** Total tries, the first included. */
  attempts: number;
  /** Wait before the second try; doubles each time, with jitter so a burst of failures does not retry in step. */
  baseDelayMs: number;
  shouldRetry: (error: unknown) => boolean;
}

export async function withRetry<T>(
  task: () => Promise<T>,
  { attempts, baseDelayMs, shouldRetry }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error)) throw error;
      const delay = baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
