/**
 * @file The answers of the requests the entry script started early (lib/early-request-start.ts): the API client's
 * first GET of the same path takes that answer instead of asking again, so a screen's data and its code arrive
 * together, not one after the other.
 */
import type { EarlyRequests } from "./early-request-start";

/** An answer not taken by then is left alone: the app asks afresh. */
export const EARLY_ANSWER_KEPT_MS = 10_000;

const early: EarlyRequests = new Map();

/** The app starts: the entry script's requests become takeable. */
export function adoptEarlyRequests(requests: EarlyRequests | null): void {
  for (const [path, request] of requests ?? []) early.set(path, request);
}

/** The early answer for a plain GET of `path`: given once, while fresh; undefined otherwise. */
export function takeEarlyResponse(
  path: string,
  init: RequestInit | undefined,
  now = Date.now(),
): Promise<Response> | undefined {
  const request = early.get(path);
  if (!request) return undefined;
  early.delete(path);
  const plainGet = (init?.method ?? "GET") === "GET" && init?.body == null && !hasHeaders(init?.headers);
  return plainGet && now - request.at <= EARLY_ANSWER_KEPT_MS ? request.response : undefined;
}

function hasHeaders(headers: HeadersInit | undefined): boolean {
  if (!headers) return false;
  return new Headers(headers).keys().next().done !== true;
}

/** `fetch`, but a GET that was started early gets that answer. */
export function fetchTakingEarlyAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const answer = typeof input === "string" ? takeEarlyResponse(input, init) : undefined;
  return answer ?? fetch(input, init);
}
