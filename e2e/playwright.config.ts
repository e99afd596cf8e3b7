import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/browser/find-chromium";
import { TEST_VARS_ENV } from "../scripts/local-env";

const PORT = Number(process.env.E2E_PORT ?? 8788);
export const BASE_URL = `http://localhost:${PORT}`;

const chromium = await findChromium();

export default defineConfig({
  testDir: ".",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromium.executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    // The production build served by wrangler, on a fresh database: what is deployed, as a visitor meets it.
    command: `npx tsx scripts/dev.ts --mode preview --fresh --config test --port ${PORT}`,
    cwd: "..",
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    // The suite signs up and starts demos far more often than one visitor would: per-client limits lifted, and the
    // voice plan's concurrency (a setting of ours, tested in the Worker tests and the drills) set out of its way.
    env: { [TEST_VARS_ENV]: JSON.stringify({ LOAD_TEST_RATE_LIMITS: "off", VOICE_MAX_CONCURRENT_CALLS: "100" }) },
  },
});
