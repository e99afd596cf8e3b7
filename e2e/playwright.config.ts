import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/browser/find-chromium";
import { TEST_VARS_ENV } from "../scripts/local-env";

const PORT = Number(process.env.E2E_PORT ?? 8788);
export const BASE_URL = `http://localhost:${PORT}`;

const chromium = await findChromium();
const DESKTOP = { ...devices["Desktop Chrome"], channel: undefined };
/** Specs that sign no one in and make all they use (see `workers` below). */
const VISITOR_SPECS = [
  "demo.spec.ts",
  "demo-dead-ends.spec.ts",
  "first-click.spec.ts",
  "site.spec.ts",
  "toasts-tooltips.spec.ts",
  "waiting-list.spec.ts",
].map((file) => `**/${file}`);
/** Specs that hold every practice line at once. */
const ALONE_SPECS = ["**/demo-edges.spec.ts"];

export default defineConfig({
  testDir: ".",
  fullyParallel: false,
  // Two files at a time: the visitors' specs each own their data (their own emails, demos and page clock); the specs
  // that sign in as the seeded dev agent and broker share those users and their team, so they run one at a time;
  // and the spec that holds both practice lines (all lines busy) runs alone, after the rest. Any other test holds at
  // most one line, so two at once always find one.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    // A click or fill on something that never comes fails on its own, naming what it waited for, instead of holding
    // the test until its whole timeout (one run of score-corrections.spec.ts once hung 150 s with no step named).
    actionTimeout: 30_000,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromium.executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "visitors", testMatch: VISITOR_SPECS, use: DESKTOP },
    { name: "dev-users", testIgnore: [...VISITOR_SPECS, ...ALONE_SPECS], workers: 1, use: DESKTOP },
    { name: "alone", testMatch: ALONE_SPECS, dependencies: ["visitors", "dev-users"], use: DESKTOP },
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
