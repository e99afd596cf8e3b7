import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { blankedDeveloperVars, localDefaults } from "./scripts/local-env";

const TEST_ORIGIN = "http://localhost:8787";

const WORKER_TESTS = ["worker/**/*.test.ts", "durable-objects/**/*.test.ts", "lib/**/*.test.ts"];

/**
 * Files that measure or change what is shared by every caller of one runtime, and so need a runtime of their own:
 * the local client's per-client limits (every local request is one client), the voice provider's one plan-wide
 * count, and the database driver's one connection setting (a test that points a request at a dead database proxy
 * sets it for the whole runtime; another file's work still running in the background set it back mid-request, and
 * the request reached the database: seen once in a fresh-clone run).
 */
const NEED_A_FRESH_RUNTIME = [
  "worker/http/middleware/rate-limit.test.ts",
  "worker/http/routes/security-smaller.test.ts",
  "worker/calls/routes/call-budgets.test.ts",
  "worker/calls/routes/call-capacity.test.ts",
  "worker/calls/routes/demo.capability.test.ts",
  "worker/http/middleware/error-handler.test.ts",
  "worker/http/middleware/database-faults.test.ts",
  "worker/http/routes/health.test.ts",
  "worker/waiting-list/routes/waiting-list.test.ts",
  "durable-objects/conversation/conversation.faults.test.ts",
];

export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => ({
      // The local entry: the production app with the voice simulator passed in (wrangler.toml [env.local]).
      wrangler: { configPath: "./wrangler.toml", environment: "local" },
      // The Workers AI binding only exists on Cloudflare; tests pass a stand-in and never log in.
      remoteBindings: false,
      miniflare: {
        bindings: {
          // The pool reads the developer's .dev.vars itself; the tests run on their own configuration only.
          ...blankedDeveloperVars(),
          ...localDefaults(TEST_ORIGIN),
          // The tests send far more requests from one machine than a visitor would, like the bench: the
          // per-client limits are lifted, and worker/http/middleware/rate-limit.test.ts turns them back on.
          LOAD_TEST_RATE_LIMITS: "off",
          // Every test file starts calls at once: the plan's limit is a test of its own (voice-plan tests lower it).
          VOICE_MAX_CONCURRENT_CALLS: "10000",
          DATABASE_URL: inject("databaseUrl"),
          DB_WS_PROXY: inject("dbWsProxy"),
          OIDC_ISSUER: inject("oidcIssuer"),
          OIDC_CLIENT_ID: inject("oidcClientId"),
          OIDC_CLIENT_SECRET: inject("oidcClientSecret"),
        },
      },
    })),
  ],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "workers",
          include: WORKER_TESTS,
          exclude: ["lib/analysis/**", ...NEED_A_FRESH_RUNTIME],
          // One runtime runs these files in turn and keeps the Worker imported: importing it afresh for every file
          // was most of this tier's time. Each of these files owns its data (its own users, teams, numbers and
          // Durable Object names), so what another file left behind cannot change its result.
          isolate: false,
        },
      },
      { extends: true, test: { name: "workers-fresh-runtime", include: NEED_A_FRESH_RUNTIME } },
    ],
    globalSetup: ["./scripts/testing/worker-global-setup.ts", "./scripts/testing/oidc-global-setup.ts"],
    // Request log lines (hono logger) drown the test output.
    onConsoleLog: (line) => !/^(<--|-->) /.test(line),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
