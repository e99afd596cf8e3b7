/**
 * @file Local entry (wrangler's `local` environment: `npm run dev`, preview, tests, bench and drills): the same
 * app and Durable Objects as production, with the voice simulator passed in. Its routes are mounted, its
 * Object exported, and the Worker and the Objects reach it in-process when VOICE_PROVIDER=simulator.
 * Nothing of it is in the production bundle (worker/index.ts; checked by scripts/security/scan-bundle.ts).
 */
import { ConversationDO as ProductionConversationDO } from "../durable-objects/conversation/conversation-do";
import { createApp } from "./app";
import { scheduled } from "./jobs/housekeeping";
import { SIMULATOR_PATH, simulatorNetwork } from "./simulator/network";
import { SIMULATOR_ROUTE_POLICIES } from "./simulator/route-policies";
import { simulatorRoutes } from "./simulator/routes";
import { ElevenLabsSimulatorDO as SimulatorObject } from "./simulator/simulator-do";
import type { BackgroundWork, VoiceNetwork } from "../lib/voice/provider-config";

export { PhoneLineDO } from "../durable-objects/phone-line/phone-line-do";
export { RateLimiterDO } from "../durable-objects/rate-limiter/rate-limiter-do";
export { VoicePlanDO } from "../durable-objects/voice-plan/voice-plan-do";

function localNetwork(env: Env, background: BackgroundWork): VoiceNetwork {
  // Looked up per request, so a test can stand a faulty network in front of the app (conversation.faults.test.ts).
  return simulatorNetwork(env, background, (request, bindings, ctx) => app.fetch(request, bindings, ctx));
}

const SIMULATOR_SPEECH_TO_TEXT_PATH = `${SIMULATOR_PATH}/elevenlabs/v1/speech-to-text`;

export const app = createApp({
  voiceNetwork: localNetwork,
  // The simulator's Twilio stand-ins (calls, Verify) take Twilio's form posts.
  devRoutes: {
    path: SIMULATOR_PATH.replace(/^\/api/, ""),
    routes: simulatorRoutes,
    policies: SIMULATOR_ROUTE_POLICIES,
    formPosts: [`${SIMULATOR_PATH}/twilio/*`, `${SIMULATOR_PATH}/twilio-verify/*`, SIMULATOR_SPEECH_TO_TEXT_PATH],
    // The speech-to-text stand-in takes a real call's recording, as large as the upload allows.
    largeBodies: [SIMULATOR_SPEECH_TO_TEXT_PATH],
  },
});

export class ConversationDO extends ProductionConversationDO {
  protected override voiceNetwork(): VoiceNetwork {
    return localNetwork(this.env, this.ctx);
  }
}

export class ElevenLabsSimulatorDO extends SimulatorObject {
  protected override voiceNetwork(): VoiceNetwork {
    return localNetwork(this.env, this.ctx);
  }
}

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  scheduled,
} satisfies ExportedHandler<Env>;
