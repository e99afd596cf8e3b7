/** @file Reading the drill stack's log (wrangler's output) for what a caller never sees. */

/**
 * The lines reporting an exception that escaped the Worker: wrangler prints a throw nobody caught as
 * `✘ [ERROR] Uncaught …` (a rejection as `Uncaught (in promise) …`). The Worker's own log lines may quote such
 * words in an error's text; only wrangler's report counts.
 */
export function uncaughtErrors(logText: string): string[] {
  return plainLines(logText).filter((line) => /^(✘ )?\[ERROR\] (Uncaught|Unhandled)\b/.test(line));
}

/** How many requests the Worker logged receiving as `<-- POST /api/…` (its request logger's first line). */
export function requestsReceived(logText: string, requestLine: string): number {
  return plainLines(logText).filter((line) => line === `<-- ${requestLine}`).length;
}

function plainLines(logText: string): string[] {
  // eslint-disable-next-line no-control-regex -- wrangler colours its output with ANSI escapes.
  const plain = logText.replace(/\x1b\[[0-9;]*m/g, "");
  return plain.split("\n").map((line) => line.trim());
}
