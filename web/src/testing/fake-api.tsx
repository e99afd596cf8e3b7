/** @file Test helpers shared by every feature: a component with real providers (and a router, for its links), and a stand-in for the API. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { createQueryClient } from "@/lib/query-client";
import type { ApiAnswer, ErrorAnswer, IsApiRoute, RouteAnswer } from "@/testing/api-responses";

declare const contract: unique symbol;
/**
 * A fake answer whose status, body and format the compiler knows: a phantom field, nothing of it exists at run
 * time. Only the helpers below make one, so every answer a fake gives goes through the API's contract.
 */
export type FakeResponse<Answer extends ApiAnswer> = Response & { readonly [contract]: Answer };

/** The HTML error page of a proxy in front of the Worker that could not reach it: no answer of the API's. */
type GatewayPage = ApiAnswer<502 | 503 | 504, string, "html">;

/**
 * What "METHOD /api/path" may answer in a fake: an answer its route declares, the API's error body, or a
 * proxy's error page (`gatewayPage`).
 */
export type FakeAnswer<Route extends string> = FakeResponse<RouteAnswer<Route> | ErrorAnswer | GatewayPage>;

/**
 * A JSON answer per body a union allows (as `AnswersOf`). `NoInfer`: the body is the one written, never one the
 * expected answer suggests (which would widen its literals).
 */
type JsonAnswers<Status extends number, Body> = Body extends unknown ? ApiAnswer<Status, NoInfer<Body>, "json"> : never;

/**
 * A JSON answer (200 unless told). It fits a route when the route declares this body with this status (and
 * not a field more), or when it is the API's error body with an error status.
 */
export function json<const Body>(body: Body): FakeResponse<JsonAnswers<200, Body>>;
export function json<const Body, Status extends number>(
  body: Body,
  status: Status,
): FakeResponse<JsonAnswers<NoInfer<Status>, Body>>;
export function json(body: unknown, status = 200): FakeResponse<ApiAnswer> {
  const response = new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  return response as FakeResponse<ApiAnswer>;
}

/** The 204 of a route that answers with no content (`c.body(null, 204)`). */
export function noContent(): FakeResponse<ApiAnswer<204, null, "body">> {
  return new Response(null, { status: 204 }) as FakeResponse<ApiAnswer<204, null, "body">>;
}

/**
 * The one answer that is not the API's (an escape from the contract, for every route alike): the HTML page a
 * proxy in front of the Worker gives when it cannot reach it, for a test of how the app copes with a body that is
 * not ours. The Worker itself never sends one; only these statuses may carry it.
 */
export function gatewayPage(status: 502 | 503 | 504, html: string): FakeResponse<GatewayPage> {
  return new Response(html, { status, headers: { "content-type": "text/html" } }) as FakeResponse<GatewayPage>;
}

/** An answer that never comes (a request the test leaves in flight). */
export const unanswered = (): Promise<never> => new Promise<never>(() => {});

type Handler<Route extends string> = (body: unknown) => FakeAnswer<Route> | Promise<FakeAnswer<Route>>;

/**
 * A fake's routes: each key a route of the API written out ("GET /api/practice_sessions/s1"), each handler
 * answering as that route may. A key of type `string` (a computed one) cannot be checked, so it is refused.
 */
export type FakeRoutes<Route extends string> = string extends Route
  ? { "Each key is a route of the API, written out: METHOD /api/path": never }
  : { [Key in Route]: IsApiRoute<Key> extends true ? Handler<Key> : `${Key} is no route of the API` };

export interface FakeApiOptions<Default extends string> {
  /** `"pending"`: a call to no route of `routes` never answers (else it is the API's 404). */
  unknown?: "404" | "pending";
  /** Routes answered unless `routes` answers them too (a test file's usual answers). */
  defaults?: FakeRoutes<Default>;
}

/**
 * Stands in for the Worker at the network boundary: `routes` maps "METHOD /api/path" to an answer; anything
 * else is a 404, or with `unknown: "pending"` never answers (for tests that open pages whose other calls they
 * do not care about: a failed call would be retried after the test). Every call is recorded as
 * "METHOD /api/path" (with the JSON body when there is one). Each answer is typed from the API's contract
 * (web/src/testing/api-responses.ts): a fake answer the Worker would never send fails the typecheck.
 */
export function fakeApi<Route extends string, Default extends string = never>(
  routes: FakeRoutes<Route>,
  options: FakeApiOptions<Default> = {},
) {
  const table = { ...options.defaults, ...routes } as Partial<Record<string, Handler<string>>>;
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? "GET"} ${url}`;
      calls.push(init.body ? `${key} ${String(init.body)}` : key);
      const handler = table[key];
      if (handler) return handler(init.body ? JSON.parse(String(init.body)) : undefined);
      return options.unknown === "pending" ? unanswered() : json({ message: "Not found", code: "not_found" }, 404);
    }),
  );
  return { calls };
}

/** A request that stays unanswered until the test says so, with an answer of `Route` ("METHOD /api/path"). */
export function deferred<Route extends string>() {
  let resolve!: (response: FakeAnswer<Route>) => void;
  const promise = new Promise<FakeAnswer<Route>>((done) => (resolve = done));
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
