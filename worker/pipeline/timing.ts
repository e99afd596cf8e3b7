/** Time limits of the call pipeline (DESIGN.md §6). Milliseconds unless named otherwise. */

/** A line lease outlives the call a little, so a lost release frees the line on its own. */
export const LINE_LEASE_MARGIN_SECONDS = 120;
/** After a connected call ends, how long we wait for the transcript webhook before asking the REST API. */
export const WEBHOOK_WAIT_MS = 60_000;
/** After the transcript, how long we wait for the audio webhook before asking the REST API for it. */
export const AUDIO_WAIT_MS = 30_000;
export const PROVIDER_FETCH_RETRY_MS = 30_000;
export const PROVIDER_FETCH_MAX_ATTEMPTS = 4;
/** Retries of the database mirror and other side effects when a dependency is down. */
export const EFFECTS_RETRY_MS = 5_000;
export const EFFECTS_MAX_ATTEMPTS = 12;
export const ANALYSIS_RETRY_MS = 10_000;
export const ANALYSIS_MAX_ATTEMPTS = 5;
/** The hourly cron gives up on a call whose conversation never settled after this long. */
export const STALE_CALL_MS = 60 * 60_000;
