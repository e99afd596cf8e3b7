import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { blankedDeveloperVars, localDefaults } from "./scripts/local-env";

const TEST_ORIGIN = "http://localhost:8787";

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
    include: ["worker/**/*.test.ts", "durable-objects/**/*.test.ts", "lib/**/*.test.ts"],
    exclude: ["lib/analysis/**"],
    globalSetup: ["./scripts/testing/worker-global-setup.ts", "./scripts/testing/oidc-global-setup.ts"],
    // Request log lines (hono logger) drown the test output.
    onConsoleLog: (line) => !/^(<--|-->) /.test(line),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
