import type { RetryInput } from "@domain/call-review-input";
import { api, call, pathParams } from "@/lib/api";

/** A new session on the setup of call `sessionId`, whose lead opens with that call's objection at `momentTime`. */
export const createRetrySession = (sessionId: string, input: RetryInput) =>
  call(api.practice_sessions[":id"].retries.$post({ param: pathParams({ id: sessionId }), json: input }));
