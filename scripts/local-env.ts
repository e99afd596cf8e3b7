/** @file The embedded local defaults of DESIGN.md §10, overridden by `.dev.vars` and then the process environment. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEV_BROKER_EMAIL } from "../domain/dev-accounts";
import { AUDIO_RETENTION_DAYS, DEMO_CALL_SECONDS } from "../domain/constants";

export const CONFIG_NAMES = [
  "ENVIRONMENT",
  "APP_ORIGIN",
  "DATABASE_URL",
  "SESSION_SECRET",
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "VOICE_PROVIDER",
  "ELEVENLABS_API_KEY",
  "ELEVENLABS_AGENT_ID",
  "ELEVENLABS_BASE_URL",
  "ELEVENLABS_WEBHOOK_SECRET",
  "ELEVENLABS_INIT_WEBHOOK_SECRET",
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "ANALYSIS_PROVIDER",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENAI_MODEL",
  "WORKERS_AI_MODEL",
  "DEMO_CALL_SECONDS",
  "AUDIO_RETENTION_DAYS",
  "LEAD_EXPORT_EMAILS",
  "CALIBRATION_TOKEN",
  "ALLOW_TEAM_CREATION",
  "LOAD_TEST_RATE_LIMITS",
  "VOICE_MAX_CONCURRENT_CALLS",
  "TWILIO_VERIFY_SERVICE_SID",
] as const;

export type LocalConfig = Partial<Record<(typeof CONFIG_NAMES)[number], string>>;

export function localDefaults(origin: string): LocalConfig {
  return {
    ENVIRONMENT: "development",
    APP_ORIGIN: origin,
    SESSION_SECRET: "dev-only-session-secret-not-for-production-0123456789",
    VOICE_PROVIDER: "simulator",
    ELEVENLABS_API_KEY: "simulator-api-key",
    ELEVENLABS_AGENT_ID: "simulator-agent",
    ELEVENLABS_BASE_URL: `${origin}/api/dev/simulator/elevenlabs`,
    ELEVENLABS_WEBHOOK_SECRET: "dev-only-elevenlabs-webhook-secret",
    ELEVENLABS_INIT_WEBHOOK_SECRET: "dev-only-elevenlabs-init-secret",
    ANALYSIS_PROVIDER: "metrics",
    DEMO_CALL_SECONDS: String(DEMO_CALL_SECONDS),
    AUDIO_RETENTION_DAYS: String(AUDIO_RETENTION_DAYS),
    // The seeded dev broker stands in for an operator locally, so the lead export stays usable.
    LEAD_EXPORT_EMAILS: DEV_BROKER_EMAIL,
    ALLOW_TEAM_CREATION: "true",
    // npm run calibrate -- --scorer workers-ai --url <local stack> plays graded calls through this Worker.
    CALIBRATION_TOKEN: "dev-only-calibration-token",
    // A small plan, as a trial one is: enough for a developer's calls, and the demos' half shows when it fills.
    VOICE_MAX_CONCURRENT_CALLS: "20",
  };
}

export function readDevVars(path = ".dev.vars"): LocalConfig {
  if (!existsSync(path)) return {};
  const config: Record<string, string> = {};
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith("#")) continue;
    config[match[1]!] = match[2]!.replace(/^"(.*)"$/, "$1");
  }
  return config;
}

/** Overrides a test harness hands `scripts/dev.ts --config test` (JSON), instead of `.dev.vars` or the shell. */
export const TEST_VARS_ENV = "PRACTICELINE_TEST_VARS";

/**
 * What the tests, the bench and the drills run with: the embedded defaults and their own overrides only, so a
 * developer's `.dev.vars` (a real OIDC issuer, an LLM key) or shell never changes what they measure.
 */
export function testConfig(origin: string, overrides: LocalConfig = readTestVars()): LocalConfig {
  return { ...localDefaults(origin), ...overrides };
}

function readTestVars(): LocalConfig {
  const raw = process.env[TEST_VARS_ENV];
  return raw ? (JSON.parse(raw) as LocalConfig) : {};
}

/**
 * Every name a developer's `.dev.vars` or `.env` hands the Worker, blanked, for test runners that load
 * those files themselves (the Workers test pool does); the test's own bindings are laid over this.
 */
export function blankedDeveloperVars(root = "."): Record<string, string> {
  const names = new Set<string>([
    ...Object.keys(readDevVars(join(root, ".dev.vars"))),
    ...Object.keys(readDevVars(join(root, ".env"))),
  ]);
  return Object.fromEntries([...names].map((name) => [name, ""]));
}

export function resolveLocalConfig(origin: string): LocalConfig {
  const config: LocalConfig = { ...localDefaults(origin), ...readDevVars() };
  for (const name of CONFIG_NAMES) {
    const value = process.env[name];
    if (value !== undefined && value !== "") config[name] = value;
  }
  return config;
}

/** Local Postgres needs the WebSocket bridge; a remote (Neon) URL is reached directly by the driver. */
export function isLocalDatabase(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "127.0.0.1" || host === "localhost" || host === "::1";
}
