import { call, pathParams, send, simulatorApi, type Result } from "./api";

/**
 * The local voice simulator's phone (development only): it dials a practice line, then the trainee types what
 * they would say and the simulated lead answers. (A browser call needs none of this: @elevenlabs/client talks
 * to the simulator's conversation WebSocket as it would to the provider's.)
 */
export type DialedCall = Result<typeof simulatorApi.calls.$post>;

/** Dials from the simulator's own number, or from `callerId` (the visitor's, for a call routed by it). */
export const dialPracticeLine = (phoneNumber: string, callerId?: string) =>
  call(simulatorApi.calls.$post({ json: callerId ? { phoneNumber, callerId } : { phoneNumber } }));

export const sayToLead = (simCallId: string, text: string) =>
  call(simulatorApi.calls[":simCallId"].say.$post({ param: pathParams({ simCallId }), json: { text } }));

export const hangUpPracticeCall = (simCallId: string) =>
  send(simulatorApi.calls[":simCallId"].hangup.$post({ param: pathParams({ simCallId }) }));

/** The texts the simulator's phones received (the one-time codes it stands in for Twilio to send), newest first. */
export const readSimulatorTexts = (to: string) => call(simulatorApi.sms.$get({ query: { to } }));
