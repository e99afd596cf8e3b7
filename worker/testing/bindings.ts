/** @file Worker tests: requests to the Worker, with some bindings changed for the requests that follow. */
import { env, SELF } from "cloudflare:test";
import { app as localApp } from "../local-entry";

/** Bindings changed for the requests that follow (see `withBindings`); none by default. */
let overrides: Partial<Env> | null = null;

/**
 * Changes bindings the Worker reads for the requests that follow (the Objects keep theirs), e.g. per-client limits
 * back on (`{ LOAD_TEST_RATE_LIMITS: undefined }`) or a small voice plan; `null` goes back to the test config.
 */
export function withBindings(changed: Partial<Env> | null): void {
  overrides = changed;
}

/** One request to the Worker, through the same app with the changed bindings when some are set. */
export function dispatch(url: string, init: RequestInit): Promise<Response> {
  if (!overrides) return SELF.fetch(url, init);
  const background: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (work: Promise<unknown>) => background.push(work),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext;
  return Promise.resolve(localApp.fetch(new Request(url, init), { ...env, ...overrides }, ctx)).then(
    async (response) => {
      await Promise.allSettled(background);
      return response;
    },
  );
}
