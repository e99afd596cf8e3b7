/** @file Worker-test helper: call the app with some bindings changed (production mode, other providers). */
import { env } from "cloudflare:test";
import { app } from "../../app";

const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;

export function fetchWithEnv(overrides: Partial<Env>, url: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(url, { redirect: "manual", ...init }), { ...env, ...overrides }, ctx));
}

export const PRODUCTION_ORIGIN = "https://practiceline.example";

/** A secret of this test run: long, random, never one of the published examples the Worker refuses. */
const realSecret = () => `${crypto.randomUUID()}${crypto.randomUUID()}`;

/**
 * Bindings as deployed: production, served over https from its own origin, real secrets (a production Worker
 * refuses the examples the local defaults use), no development-only settings.
 */
export const productionEnv: Partial<Env> = {
  ENVIRONMENT: "production",
  APP_ORIGIN: PRODUCTION_ORIGIN,
  LOAD_TEST_RATE_LIMITS: undefined,
  SESSION_SECRET: realSecret(),
  ELEVENLABS_API_KEY: realSecret(),
  ELEVENLABS_WEBHOOK_SECRET: realSecret(),
  ELEVENLABS_INIT_WEBHOOK_SECRET: realSecret(),
  CALIBRATION_TOKEN: realSecret(),
};
