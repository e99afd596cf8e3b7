/** @file Reading the drill stack's log (wrangler's output) for what a caller never sees. */

/**
 * The lines reporting an exception that escaped the Worker: wrangler prints a throw nobody caught as
 * `✘ [ERROR] Uncaught …` (a rejection as `Uncaught (in promise) …`). The Worker's own log lines may quote such
 * words in an error's text; only wrangler's report counts.
 */
export function uncaughtErrors(logText: string): string[] {
  return plainLines(logText).filter((line) => /^(✘ )?\[ERROR\] (Uncaught|Unhandled)\b/.test(line));
}

/**
 * How many times the Worker logged receiving each request line (`<-- POST /api/…`, its request logger's first line),
 * by the line without its arrow.
 */
export function requestsReceived(logText: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of plainLines(logText))
    if (line.startsWith("<-- ")) counts.set(line.slice(4), (counts.get(line.slice(4)) ?? 0) + 1);
  return counts;
}

function plainLines(logText: string): string[] {
  // eslint-disable-next-line no-control-regex -- wrangler colours its output with ANSI escapes.
  const plain = logText.replace(/\x1b\[[0-9;]*m/g, "");
  return plain.split("\n").map((line) => line.trim());
}
