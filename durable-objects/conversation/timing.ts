/** Time limits of the call pipeline (DESIGN.md §6). Milliseconds unless named otherwise. */

/** After a connected call ends, how long we wait for the transcript webhook before asking the REST API. */
export const WEBHOOK_WAIT_MS = 60_000;
/** After the transcript, how long we wait for the audio webhook before asking the REST API for it. */
export const AUDIO_WAIT_MS = 30_000;
export const PROVIDER_FETCH_RETRY_MS = 30_000;
export const PROVIDER_FETCH_MAX_ATTEMPTS = 4;
/** Retries of the database mirror and other side effects when a dependency is down (backing off, about 30 min in all). */
export const EFFECTS_RETRY_MS = 5_000;
export const EFFECTS_MAX_ATTEMPTS = 12;
/** Retries of storing the analysis (backing off, about 15 min in all): a database outage must not fail the call. */
export const ANALYSIS_RETRY_MS = 10_000;
export const ANALYSIS_MAX_ATTEMPTS = 8;
export const RETRY_BACKOFF_CAP_MS = 5 * 60_000;

/** The wait before retry number `attempt` (1 = the first retry): base, 2×, 4×, … up to the cap. */
export function backoffMs(baseMs: number, attempt: number): number {
  return Math.min(RETRY_BACKOFF_CAP_MS, baseMs * 2 ** Math.max(0, attempt - 1));
}
/** A browser call whose connection the provider could not confirm is asked about again after this. */
export const CONNECT_RECHECK_MS = 30_000;
/** An abandoned browser call's link is asked about this long after it expired (clocks differ). */
export const URL_CHECK_SLACK_MS = 30_000;
