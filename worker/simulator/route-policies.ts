import type { RoutePolicies } from "../http/middleware/authorize";
import { SIMULATOR_PATH } from "./network";

/**
 * Who may call the voice simulator's routes (local entry only): a development stack, as the simulator itself
 * requires. Its provider stand-ins then ask for what the real provider asks (the ElevenLabs API key, Twilio's Basic
 * auth, a signed conversation URL); its phone and text messages are open, as the demo is.
 */
export const SIMULATOR_ROUTE_POLICIES: RoutePolicies = Object.fromEntries(
  [
    "GET /elevenlabs/v1/convai/conversation",
    "GET /elevenlabs/v1/convai/conversations",
    "GET /elevenlabs/v1/convai/conversations/:conversationId",
    "GET /elevenlabs/v1/convai/conversations/:conversationId/audio",
    "GET /elevenlabs/v1/convai/conversation/get-signed-url",
    "POST /elevenlabs/v1/speech-to-text",
    "POST /twilio/2010-04-01/Accounts/:accountSid/Calls/:callFile",
    "POST /twilio-verify/v2/Services/:serviceSid/Verifications",
    "POST /twilio-verify/v2/Services/:serviceSid/VerificationCheck",
    "GET /sms",
    "POST /calls",
    "GET /calls/:simCallId",
    "POST /calls/:simCallId/say",
    "POST /calls/:simCallId/hangup",
  ].map((route) => {
    const [method, path] = route.split(" ");
    return [`${method} ${SIMULATOR_PATH}${path}`, { access: "dev-only" }];
  }),
);
