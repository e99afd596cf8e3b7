/** @file Load generation and latency statistics shared by the bench sections. */

export interface Outcome {
  /** HTTP status, or 0 when the request failed without an answer. */
  status: number;
  ms: number;
  body?: unknown;
}

/** Times one request until its whole body has arrived; keeps the JSON body when `keepBody` is set. */
export async function timed(request: () => Promise<Response>, keepBody = false): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await request();
    const text = await response.text();
    const ms = performance.now() - started;
    return keepBody
      ? { status: response.status, ms, body: text ? (JSON.parse(text) as unknown) : null }
      : { status: response.status, ms };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** `workers` loops, each sending its next request as soon as the previous answer arrives: a fixed number in flight. */
export async function closedLoop(count: number, workers: number, send: (index: number) => Promise<Outcome>) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) outcomes.push(await send(next++));
    }),
  );
  return { outcomes, wallMs: performance.now() - started };
}

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** How many outcomes had each status. */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of outcomes) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
