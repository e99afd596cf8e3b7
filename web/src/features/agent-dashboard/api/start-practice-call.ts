import type { PracticeChannel } from "@domain/practice-calls";
import { api, call, pathParams } from "@/lib/api";

/** Starts the session's call: a line to dial from your phone, or a signed URL for the browser. */
export const startPracticeCall = (id: string, via: PracticeChannel) =>
  call(api.practice_sessions[":id"].call.$post({ param: pathParams({ id }), json: { via } }));
