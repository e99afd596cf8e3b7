/**
 * @file How the voice provider (ElevenLabs) and Twilio are reached. Production goes over the internet. A local
 * entry may pass in another network (the voice simulator, which speaks the same protocol), so the same adapter
 * code runs against it; nothing here knows the simulator.
 */
import { createElevenLabsClient, type ElevenLabsClient, type FetchLike } from "./elevenlabs-client";
import { TWILIO_API_BASE } from "./twilio";
import { createTwilioVerify, TWILIO_VERIFY_BASE, type TwilioVerify, type TwilioVerifyTarget } from "./twilio-verify";

export interface BackgroundWork {
  waitUntil(promise: Promise<unknown>): void;
}

export interface TwilioTarget {
  baseUrl: string;
  accountSid: string;
  authToken: string;
}

export interface VoiceNetwork {
  fetch: FetchLike;
  /** Where hang-ups go instead of Twilio's API (a stand-in with its own credentials); unset = Twilio. */
  twilio?: TwilioTarget;
  /** Where one-time codes are sent and checked instead of Twilio Verify (a stand-in with its own service); unset = Twilio. */
  twilioVerify?: TwilioVerifyTarget;
  /** A local stand-in answers as the provider: the SPA may offer its phone and typed lines. */
  simulated: boolean;
}

export type VoiceNetworkFactory = (env: Env, background: BackgroundWork) => VoiceNetwork;

export const internetVoiceNetwork: VoiceNetworkFactory = () => ({
  fetch: (input, init) => fetch(input, init),
  simulated: false,
});

export function elevenLabsClient(env: Env, network: VoiceNetwork): ElevenLabsClient | null {
  if (!env.ELEVENLABS_API_KEY || !env.ELEVENLABS_BASE_URL) return null;
  return createElevenLabsClient({
    baseUrl: env.ELEVENLABS_BASE_URL,
    apiKey: env.ELEVENLABS_API_KEY,
    fetch: network.fetch,
  });
}

/** Where a hang-up goes: the network's stand-in, Twilio when credentials are set, else nowhere. */
export function twilioTarget(env: Env, network: VoiceNetwork): TwilioTarget | null {
  if (network.twilio) return network.twilio;
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) return null;
  return { baseUrl: TWILIO_API_BASE, accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN };
}

/** Twilio Verify: the network's stand-in, else Twilio when the account and a Verify Service are set, else none. */
export function twilioVerify(env: Env, network: VoiceNetwork): TwilioVerify | null {
  const target =
    network.twilioVerify ??
    (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_VERIFY_SERVICE_SID
      ? {
          baseUrl: TWILIO_VERIFY_BASE,
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          serviceSid: env.TWILIO_VERIFY_SERVICE_SID,
        }
      : null);
  return target ? createTwilioVerify(target, network.fetch) : null;
}
