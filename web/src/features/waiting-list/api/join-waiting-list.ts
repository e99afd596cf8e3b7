import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import type { Vertical } from "@domain/enums";
import type { WaitingListFormValues, WaitingListSource } from "@domain/waiting-list";
import { api, call, HttpError, type Result } from "@/lib/api";

export interface JoinWaitingListInput {
  values: WaitingListFormValues;
  vertical: Vertical;
  /** The visitor's demo score, recorded with the sign-up so the team knows how the demo went. */
  overallScore?: number;
  /** Set by the demo's email gate; the sign-up forms leave it out. */
  source?: WaitingListSource;
}

/** The body POST /api/waiting-list takes, as its route declares it. */
export type WaitingListRequest = InferRequestType<(typeof api)["waiting-list"]["$post"]>["json"];

/** `completedDemoEntry`: the email was only known from the demo's email gate, and this sign-up completed that entry. */
export type JoinWaitingListResult = Pick<Result<(typeof api)["waiting-list"]["$post"]>, "completedDemoEntry">;

export function toWaitingListRequest({
  values,
  vertical,
  overallScore,
  source,
}: JoinWaitingListInput): WaitingListRequest {
  const notes = values.notes.trim();
  const scoreLine = overallScore === undefined ? "" : `Demo overall score: ${overallScore}/100`;
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    businessName: values.businessName.trim(),
    phoneNumber: values.phone.trim() || undefined,
    additionalNotes: [notes, scoreLine].filter(Boolean).join("\n") || undefined,
    vertical,
    ...(source ? { source } : {}),
  };
}

/** Success is the 2xx itself; the body only says whether the demo's own entry was completed. */
export async function joinWaitingList(input: JoinWaitingListInput): Promise<JoinWaitingListResult> {
  const { completedDemoEntry } = await call(api["waiting-list"].$post({ json: toWaitingListRequest(input) }));
  return { completedDemoEntry };
}

/** Retries once (spec §7) but only when the answer could change: a network failure or a 5xx, never a 4xx. */
function retryTransientOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof HttpError) || error.status >= 500;
}

export function useJoinWaitingList() {
  return useMutation({ mutationFn: joinWaitingList, retry: retryTransientOnce });
}
