/**
 * @file Requests that `wrangler dev`'s proxy dropped on its own hop to the Worker, sent again. On a starved machine
 * that hop loses its connection and the proxy answers 500 "Network connection lost." (it resends only GET and HEAD
 * itself); production has no such hop. A resend is honest only for a request the Worker never received, so every
 * send is counted here and the drills check the count against the requests the Worker logged
 * (scripts/drills/run.ts): a dropped request that had reached the Worker fails the drill.
 */
import { redactUrlForLog } from "../../domain/log-redaction";

const DROPPED = "Network connection lost";
/**
 * On two cores with 200 calls at once the proxy dropped one request three times running (caller-routing drill,
 * 2026-11-28), and on 2026-11-29 six requests five times running (its hop was down for over 2.5 s): eight tries,
 * each after a pause that grows (7 s in all), let the starved hop recover.
 */
const ATTEMPTS = 8;
const PAUSE_MS = 250;

/** Per request line as the Worker logs it (`POST /api/…`): how many were answered, and how many the proxy dropped. */
export interface SendCount {
  answered: number;
  dropped: number;
}

const ledger = new Map<string, SendCount>();

/** The sends since the last `forgetSends()`, by request line. */
export function sendsSoFar(): ReadonlyMap<string, SendCount> {
  return new Map([...ledger].map(([line, count]) => [line, { ...count }]));
}

export function forgetSends(): void {
  ledger.clear();
}

/** `fetch`, with a request other than GET or HEAD sent again when the dev proxy dropped it (counted per request line). */
export async function fetchResendingProxyDrops(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase();
  if (method === "GET" || method === "HEAD") return fetch(url, init);
  const { pathname, search } = new URL(url);
  const line = `${method} ${redactUrlForLog(`${pathname}${search}`)}`;
  const count = ledger.get(line) ?? { answered: 0, dropped: 0 };
  ledger.set(line, count);
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, init);
    if (response.status === 500 && attempt < ATTEMPTS && (await response.clone().text()).includes(DROPPED)) {
      count.dropped++;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS * attempt));
      continue;
    }
    count.answered++;
    return response;
  }
}
