import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Toaster } from "@/components/ui/toast";
import { fakeApi } from "@/features/broker-dashboard/testing/fake-api";
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

export interface FakeApi {
  requests: unknown[];
  /** Answers the next POST; until called, the request stays pending. */
  respond(status: number, body: string): void;
}

/** The waiting list's one endpoint on the shared fake API: records each body and answers as told. */
export function fakeWaitingListApi(defaultAnswer?: { status: number; body: string }): FakeApi {
  const requests: unknown[] = [];
  const pending: Array<(response: Response) => void> = [];
  fakeApi({
    "POST /api/waiting-list": (body) => {
      requests.push(body);
      if (defaultAnswer) return new Response(defaultAnswer.body, { status: defaultAnswer.status });
      return new Promise<Response>((resolve) => pending.push(resolve));
    },
  });
  return {
    requests,
    respond: (status, body) => pending.shift()?.(new Response(body, { status })),
  };
}

export const CREATED = {
  status: 201,
  body: JSON.stringify({ id: "V1StGXR8_Z5jdHi6B-myT", email: "x", vertical: "real_estate" }),
};
export const DUPLICATE = {
  status: 409,
  body: JSON.stringify({ message: "This email is already registered on the waiting list.", code: "duplicate_email" }),
};
