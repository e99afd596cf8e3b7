import { errorMessage, HttpError } from "@/lib/api";
import { useCountdown } from "../hooks/use-countdown";

/** Why the demo call did not start, and when the server said to try again (its Retry-After). */
export interface StartFailure {
  message: string;
  /** ms since epoch; null when the server named no time. */
  retryAt: number | null;
}

export const START_FAILED_MESSAGE = "We could not start your practice call. Please try again.";

export function startFailureOf(error: unknown, now = Date.now()): StartFailure {
  const message = errorMessage(error, START_FAILED_MESSAGE, { answerOnly: true });
  const seconds = error instanceof HttpError ? error.retryAfterSeconds : undefined;
  return { message, retryAt: seconds === undefined ? null : now + seconds * 1000 };
}

/** Seconds until the failed start may be tried again; 0 when it may be tried now. */
export function useRetryWait(failure: StartFailure | null): number {
  return useCountdown(failure?.retryAt ?? 0, noop);
}

function noop() {}

function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** The server's message for a refused start (all lines busy, too many requests), and when to try again. */
export function StartFailureNotice({ failure, wait }: { failure: StartFailure; wait: number }) {
  return (
    <div className="w-full rounded-lg border border-amber-300 bg-amber-50 p-4 text-center text-sm text-amber-950">
      <p role="alert" className="font-semibold">
        {failure.message}
      </p>
      {failure.retryAt !== null ? (
        <p className="mt-1">{wait > 0 ? `You can try again in ${inWords(wait)}.` : "You can try again now."}</p>
      ) : null}
    </div>
  );
}
