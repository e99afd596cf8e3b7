import { pgEnum } from "drizzle-orm/pg-core";
import {
  ANALYTICS_PERIODS,
  CALL_SOURCES,
  DEMO_CALL_STATUSES,
  LEAD_SENTIMENTS,
  PHONE_PROVIDERS,
  PRACTICE_SESSION_STATUSES,
  PROCESSING_STATUSES,
  ROLES,
  SCENARIO_DIFFICULTIES,
  VERTICALS,
  YES_NO,
} from "../../../domain/enums";

export const roleEnum = pgEnum("role", ROLES);
export const yesNoEnum = pgEnum("yes_no", YES_NO);
export const verticalEnum = pgEnum("vertical", VERTICALS);
export const phoneProviderEnum = pgEnum("phone_provider", PHONE_PROVIDERS);
export const practiceSessionStatusEnum = pgEnum("practice_session_status", PRACTICE_SESSION_STATUSES);
export const processingStatusEnum = pgEnum("processing_status", PROCESSING_STATUSES);
export const leadSentimentEnum = pgEnum("lead_sentiment", LEAD_SENTIMENTS);
export const analyticsPeriodEnum = pgEnum("analytics_period", ANALYTICS_PERIODS);
export const demoCallStatusEnum = pgEnum("demo_call_status", DEMO_CALL_STATUSES);
export const scenarioDifficultyEnum = pgEnum("scenario_difficulty", SCENARIO_DIFFICULTIES);
export const callSourceEnum = pgEnum("call_source", CALL_SOURCES);
