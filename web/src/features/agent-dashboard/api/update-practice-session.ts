import { api, call, pathParams } from "@/lib/api";

const setStatus = (id: string, status: "active" | "failed") =>
  call(api.practice_sessions[":id"].$put({ param: pathParams({ id }), json: { status } }));

/** The browser joined its call: the server asks the voice provider, and answers the session as it now is. */
export const reportJoined = (id: string) => setStatus(id, "active");

/** Gives up on a call that never connected; the session ends failed, saying why. */
export const cancelPracticeCall = (id: string) => setStatus(id, "failed");
