/** Business constants and limits of spec §9, verbatim. Times are milliseconds unless named otherwise. */
export const BETA_BUSINESS_LIMIT = 100;
export const EARLY_ACCESS_DISCOUNT_PERCENT = 20;
export const REVIEW_WITHIN_HOURS = 24;
export const SETUP_MINUTES = 5;

export const DEMO_CALL_SECONDS = 240;
/** Default of AUDIO_RETENTION_DAYS: how long demo-call audio and transcripts are kept. */
export const AUDIO_RETENTION_DAYS = 30;
export const PROCESSING_POLL_MS = 2000;
/**
 * How long the visitor waits for an analysis at most. The pipeline itself ends every call completed or failed
 * within about 3 minutes of hanging up (a minute for the provider's webhooks, then four tries of its REST API).
 */
export const PROCESSING_GIVE_UP_MS = 5 * 60_000;
/** A status poll that failed on the way (network, 5xx, 429) is asked again after 2 s, 4 s, 8 s, ... at most this. */
export const PROCESSING_RETRY_MAX_DELAY_MS = 30_000;
export const DEMO_EMAIL_CACHE_DAYS = 30;
export const DEMO_GATE_SUCCESS_ADVANCE_MS = 2000;
export const DEMO_GATE_WELCOME_BACK_ADVANCE_MS = 1000;
export const WAITING_LIST_SUCCESS_CLOSE_MS = 3000;
/** Entrance delays of the waiting-list welcome modal (spec §2: 150, 400, 300 ms). */
export const WELCOME_MODAL_DELAY_MS = { icon: 150, nextSteps: 400, message: 300 } as const;
export const UNAUTHORIZED_REDIRECT_MS = 500;

export const FEEDBACK_EXCELLENT_MIN = 90;
export const FEEDBACK_GOOD_MIN = 80;
export const IMPROVEMENT_BULLET_BELOW = 70;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = "F8";
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Spec §6 and §9: analytics shows the first 5 suggestions and 5 recent sessions; the history, the latest 10. */
export const ANALYTICS_SUGGESTION_LIMIT = 5;
export const ANALYTICS_RECENT_SESSION_LIMIT = 5;
export const SESSION_HISTORY_LIMIT = 10;

export const BILLING_AGENTS_USED = 24;
export const BILLING_AGENTS_LIMIT = 50;
export const BILLING_ACTIVE_UNTIL = "March 2025";

export const DEMO_PRICE_USD = 0;
