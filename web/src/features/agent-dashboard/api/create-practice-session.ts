import type { InferRequestType } from "hono/client";
import { api, call } from "@/lib/api";

/** The setup form's choices: the body POST /api/practice_sessions takes. */
export type PracticeSetupInput = InferRequestType<typeof api.practice_sessions.$post>["json"];

export const createPracticeSession = (input: PracticeSetupInput) => call(api.practice_sessions.$post({ json: input }));
