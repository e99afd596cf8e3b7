/** Value sets of spec §3, shared by the database schema, the API contracts and the UI. */
export const ROLES = ["broker", "agent"] as const;
export type Role = (typeof ROLES)[number];

export const YES_NO = ["yes", "no"] as const;
export type YesNo = (typeof YES_NO)[number];

export const VERTICALS = ["real_estate", "insurance", "saas", "homepage"] as const;
export type Vertical = (typeof VERTICALS)[number];

/** Verticals that have their own landing page, scenarios and demo. */
export const TRAINING_VERTICALS = ["real_estate", "insurance", "saas"] as const;
export type TrainingVertical = (typeof TRAINING_VERTICALS)[number];

export const PHONE_PROVIDERS = ["elevenlabs", "twilio", "other"] as const;
export type PhoneProvider = (typeof PHONE_PROVIDERS)[number];

export const PRACTICE_SESSION_STATUSES = ["pending", "active", "completed", "failed"] as const;
export type PracticeSessionStatus = (typeof PRACTICE_SESSION_STATUSES)[number];

/** Where a scored call came from: the practice pipeline, or an uploaded real call. */
export const CALL_SOURCES = ["practice", "real_call"] as const;
export type CallSource = (typeof CALL_SOURCES)[number];

export const PROCESSING_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

export const LEAD_SENTIMENTS = ["positive", "neutral", "negative", "hostile", "interested"] as const;
export type LeadSentiment = (typeof LEAD_SENTIMENTS)[number];

export const ANALYTICS_PERIODS = ["daily", "weekly", "monthly"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const DEMO_CALL_STATUSES = ["started", "active", "completed", "failed", "abandoned"] as const;
export type DemoCallStatus = (typeof DEMO_CALL_STATUSES)[number];

export const SCENARIO_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type ScenarioDifficulty = (typeof SCENARIO_DIFFICULTIES)[number];
