/** @file Test helpers: a broker-workspace component with real providers (and a router, for its links), and a stand-in for the broker API. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { createQueryClient } from "@/lib/query-client";

type Handler = (body: unknown) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Stands in for the Worker at the network boundary: `routes` maps "METHOD /api/path" to an answer; anything
 * else is a 404, or with `unknown: "pending"` never answers (for tests that open pages whose other calls they
 * do not care about: a failed call would be retried after the test). Every call is recorded as
 * "METHOD /api/path" (with the JSON body when there is one).
 */
export function fakeApi(routes: Record<string, Handler>, options: { unknown?: "404" | "pending" } = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? "GET"} ${url}`;
      calls.push(init.body ? `${key} ${String(init.body)}` : key);
      const handler = routes[key];
      if (handler) return handler(init.body ? JSON.parse(String(init.body)) : undefined);
      return options.unknown === "pending"
        ? new Promise<Response>(() => {})
        : json({ message: "Not found", code: "not_found" }, 404);
    }),
  );
  return { calls };
}

/** A request that stays unanswered until the test says so. */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { handler: () => promise, resolve };
}

export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { queryClient };
}

export async function clearToasts(): Promise<void> {
  const { toaster } = await import("@/components/ui/toast-region");
  act(() => toaster.remove());
}
