/**
 * @file The voice network of a local run with VOICE_PROVIDER=simulator (development only): requests for our own
 * origin (the simulator's ElevenLabs and Twilio stand-ins, and our webhooks it calls) are dispatched in-process
 * to the local app, so the simulator works where the Worker has no HTTP server of its own (workerd tests).
 * Anything else, and every request when the simulator is off, goes over the internet.
 */
import { internetVoiceNetwork, type BackgroundWork, type VoiceNetwork } from "../../lib/voice/provider-config";

export const SIMULATOR_PATH = "/api/dev/simulator";
/** The Verify Service the simulator's Twilio Verify stand-in answers for. */
export const SIMULATOR_VERIFY_SERVICE_SID = "VAsimulator00000000000000000000000";

export function isSimulatorEnabled(env: Pick<Env, "ENVIRONMENT" | "VOICE_PROVIDER">): boolean {
  return env.ENVIRONMENT === "development" && env.VOICE_PROVIDER === "simulator";
}

/** Runs a request through the local app, as if it had come over the network. */
export type Dispatch = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

export function simulatorNetwork(env: Env, background: BackgroundWork, dispatch: Dispatch): VoiceNetwork {
  const ownOrigin = isSimulatorEnabled(env) && env.APP_ORIGIN ? new URL(env.APP_ORIGIN).origin : null;
  if (!ownOrigin) return internetVoiceNetwork(env, background);
  const executionContext = {
    waitUntil: (promise: Promise<unknown>) => background.waitUntil(promise),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext;
  return {
    simulated: true,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== ownOrigin) return fetch(request);
      return dispatch(request, env, executionContext);
    },
    twilio: {
      baseUrl: `${ownOrigin}${SIMULATOR_PATH}/twilio`,
      // Blank settings (the test configuration blanks every name) count as unset.
      accountSid: env.TWILIO_ACCOUNT_SID || "ACsimulator",
      authToken: env.TWILIO_AUTH_TOKEN || "simulator",
    },
    twilioVerify: {
      baseUrl: `${ownOrigin}${SIMULATOR_PATH}/twilio-verify/v2`,
      accountSid: env.TWILIO_ACCOUNT_SID || "ACsimulator",
      authToken: env.TWILIO_AUTH_TOKEN || "simulator",
      serviceSid: env.TWILIO_VERIFY_SERVICE_SID || SIMULATOR_VERIFY_SERVICE_SID,
    },
  };
}
