import { api, call, pathParams } from "@/lib/api";

/** Ends the call. It carries nothing: the transcript, duration, audio and score come from the call itself. */
export const endPracticeCall = (id: string) =>
  call(api.practice_sessions[":id"].complete.$post({ param: pathParams({ id }) }));
