import { api, call, pathParams, type Result } from "@/lib/api";

/** A practice session as the API answers it (GET /api/practice_sessions/{id}, and every call that returns one). */
export type PracticeSession = Result<(typeof api.practice_sessions)[":id"]["$get"]>;

export const getPracticeSession = (id: string) =>
  call(api.practice_sessions[":id"].$get({ param: pathParams({ id }) }));
