/** @file Worker entry: HTTP, cron and the Durable Object classes. */
import { app } from "./app";
import { runHousekeeping } from "./housekeeping";

export { ConversationDO } from "../durable-objects/conversation";
export { ElevenLabsSimulatorDO } from "../durable-objects/elevenlabs-simulator";
export { PhoneLineDO } from "../durable-objects/phone-line";
export { RateLimiterDO } from "../durable-objects/rate-limiter";

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runHousekeeping(env, new Date(controller.scheduledTime)).then(() => undefined));
  },
} satisfies ExportedHandler<Env>;
