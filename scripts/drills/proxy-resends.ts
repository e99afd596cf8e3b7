/**
 * @file After a drill: the requests `wrangler dev`'s proxy dropped were sent again (scripts/bench/dev-proxy-resend.ts);
 * that is honest only if none of them had reached the Worker, so the Worker's log must hold exactly one
 * `<-- …` line per answered send of each such request.
 */
import type { SendCount } from "../bench/dev-proxy-resend";
import { requestsReceived } from "./stack-log";

export interface ResendVerdict {
  /** How many sends were dropped and sent again, for the drill's summary; null when none. */
  note: string | null;
  /** Requests the Worker received more (or fewer) of than were answered. */
  failures: string[];
}

export function judgeResends(sends: ReadonlyMap<string, SendCount>, logText: string): ResendVerdict {
  const dropped = [...sends].filter(([, count]) => count.dropped > 0);
  if (dropped.length === 0) return { note: null, failures: [] };
  const receivedByLine = requestsReceived(logText);
  const failures = dropped.flatMap(([line, count]) => {
    const received = receivedByLine.get(line) ?? 0;
    return received === count.answered
      ? []
      : [
          `the Worker logged ${received} × "${line}" for ${count.answered} answered sends: a dropped request had reached it, and resending it was not safe`,
        ];
  });
  const total = dropped.reduce((sum, [, count]) => sum + count.dropped, 0);
  const resent = total === 1 ? "1 send" : `${total} sends`;
  return { note: `${resent} dropped by wrangler's dev proxy before the Worker got them, sent again`, failures };
}
