import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Toaster } from "@/components/ui/toast";
import { fakeApi, json, type FakeAnswer } from "@/testing/fake-api";
import { createQueryClient } from "@/lib/query-client";

/** Renders with the app's real query client defaults and the toast region. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

/** An answer to POST /api/waiting-list, made afresh for each request (a body is read once). */
export type WaitingListAnswer = () => FakeAnswer<"POST /api/waiting-list">;

export interface FakeApi {
  requests: unknown[];
  /** Answers the next POST; until called, the request stays pending. */
  respond(answer: WaitingListAnswer): void;
}

/** The waiting list's one endpoint on the shared fake API: records each body and answers as told. */
export function fakeWaitingListApi(defaultAnswer?: WaitingListAnswer): FakeApi {
  const requests: unknown[] = [];
  const pending: Array<(response: FakeAnswer<"POST /api/waiting-list">) => void> = [];
  fakeApi({
    "POST /api/waiting-list": (body) => {
      requests.push(body);
      if (defaultAnswer) return defaultAnswer();
      return new Promise<FakeAnswer<"POST /api/waiting-list">>((resolve) => pending.push(resolve));
    },
  });
  return {
    requests,
    respond: (answer) => pending.shift()?.(answer()),
  };
}

/** A new sign-up (201). */
export const CREATED: WaitingListAnswer = () =>
  json(
    {
      id: "V1StGXR8_Z5jdHi6B-myT",
      email: "x@ops.test",
      vertical: "real_estate",
      createdAt: "2026-01-05T10:00:00.000Z",
      completedDemoEntry: false,
    },
    201,
  );
export const DUPLICATE: WaitingListAnswer = () =>
  json({ message: "This email is already registered on the waiting list.", code: "duplicate_email" }, 409);
