/** @file Production entry: HTTP, cron and the Durable Object classes. The voice provider is reached over the internet. */
import { app } from "./app";
import { scheduled } from "./jobs/housekeeping";

export { ConversationDO } from "../durable-objects/conversation/conversation-do";
export { PhoneLineDO } from "../durable-objects/phone-line/phone-line-do";
export { RateLimiterDO } from "../durable-objects/rate-limiter/rate-limiter-do";
export { VoicePlanDO } from "../durable-objects/voice-plan/voice-plan-do";

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
