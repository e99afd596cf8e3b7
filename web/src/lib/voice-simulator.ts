import type { BrowserCallOverrides } from "@domain/practice-calls";
import { call, pathParams, send, simulatorApi, type Result } from "./api";

/**
 * The local voice simulator (development only): its phone dials a practice line, and a browser session opens a
 * URL the provider signed; either way the trainee then types what they would say and the simulated lead answers.
 */
export type DialedCall = Result<typeof simulatorApi.calls.$post>;

export const dialPracticeLine = (phoneNumber: string) => call(simulatorApi.calls.$post({ json: { phoneNumber } }));

/** What `@elevenlabs/client` does with a signed URL and its overrides, on the simulator. */
export const openSignedSession = (signedUrl: string, overrides: BrowserCallOverrides) =>
  call(simulatorApi.calls.web.$post({ json: { signedUrl, overrides } }));

export const sayToLead = (simCallId: string, text: string) =>
  call(simulatorApi.calls[":simCallId"].say.$post({ param: pathParams({ simCallId }), json: { text } }));

export const hangUpPracticeCall = (simCallId: string) => send(simulatorApi.calls[":simCallId"].hangup.$post({ param: pathParams({ simCallId }) }));
