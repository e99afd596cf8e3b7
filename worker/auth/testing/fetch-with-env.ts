/** @file Worker-test helper: call the app with some bindings changed (production mode, other providers). */
import { env } from "cloudflare:test";
import { app } from "../../app";

const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;

export function fetchWithEnv(overrides: Partial<Env>, url: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(url, { redirect: "manual", ...init }), { ...env, ...overrides }, ctx));
}

export const PRODUCTION_ORIGIN = "https://practiceline.example";

/** Bindings as deployed: production, served over https from its own origin, no development-only settings. */
export const productionEnv: Partial<Env> = { ENVIRONMENT: "production", APP_ORIGIN: PRODUCTION_ORIGIN, LOAD_TEST_RATE_LIMITS: undefined };
