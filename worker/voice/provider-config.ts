/**
 * @file Which voice provider the Worker talks to, and how. Production talks to ElevenLabs and Twilio over
 * the network. With VOICE_PROVIDER=simulator (development only) the same adapter code talks to the
 * simulator routes of this very Worker; requests for our own origin are dispatched to `app.fetch`
 * in-process, so the simulator works where the Worker has no HTTP server of its own (workerd tests).
 */
import { createElevenLabsClient, type ElevenLabsClient, type FetchLike } from "./elevenlabs-client";
import { TWILIO_API_BASE } from "./twilio";

export const SIMULATOR_PATH = "/api/dev/simulator";

export interface BackgroundWork {
  waitUntil(promise: Promise<unknown>): void;
}

export function isSimulatorEnabled(env: Pick<Env, "ENVIRONMENT" | "VOICE_PROVIDER">): boolean {
  return env.ENVIRONMENT === "development" && env.VOICE_PROVIDER === "simulator";
}

export function providerFetch(env: Env, background: BackgroundWork): FetchLike {
  const ownOrigin = isSimulatorEnabled(env) && env.APP_ORIGIN ? new URL(env.APP_ORIGIN).origin : null;
  if (!ownOrigin) return (input, init) => fetch(input, init);
  return async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== ownOrigin) return fetch(request);
    const { app } = await import("../app");
    const executionContext = {
      waitUntil: (promise: Promise<unknown>) => background.waitUntil(promise),
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext;
    return app.fetch(request, env, executionContext);
  };
}

export function elevenLabsClient(env: Env, fetcher: FetchLike): ElevenLabsClient | null {
  if (!env.ELEVENLABS_API_KEY || !env.ELEVENLABS_BASE_URL) return null;
  return createElevenLabsClient({ baseUrl: env.ELEVENLABS_BASE_URL, apiKey: env.ELEVENLABS_API_KEY, fetch: fetcher });
}

export interface TwilioTarget {
  baseUrl: string;
  accountSid: string;
  authToken: string;
}

/** Where a hang-up goes: the simulator's Twilio stand-in locally, Twilio when credentials are set, else nowhere. */
export function twilioTarget(env: Env): TwilioTarget | null {
  if (isSimulatorEnabled(env) && env.APP_ORIGIN) {
    return {
      baseUrl: `${new URL(env.APP_ORIGIN).origin}${SIMULATOR_PATH}/twilio`,
      accountSid: env.TWILIO_ACCOUNT_SID ?? "ACsimulator",
      authToken: env.TWILIO_AUTH_TOKEN ?? "simulator",
    };
  }
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) return null;
  return { baseUrl: TWILIO_API_BASE, accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN };
}
