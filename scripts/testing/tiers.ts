/**
 * @file Which Node-side tests belong to the integration tier rather than `npm run verify`'s unit tier: those that
 * start Postgres, run ESLint (the lint-rule fixtures; `npm run lint` lints the tree itself), unpack or launch
 * Chromium, start wrangler's workerd, or play every graded call through the analyser (minutes, not seconds).
 */
export const NODE_INTEGRATION_TESTS = [
  // Postgres (one server under `npm test`, scripts/testing/with-postgres.ts)
  "scripts/local-database/sql-over-http.test.ts",
  "scripts/local-database/ws-bridge.test.ts",
  "scripts/migration-0012.test.ts",
  "scripts/local-database/local-postgres.test.ts",
  // ESLint
  "scripts/lint/**/*.test.ts",
  // Chromium
  "scripts/browser/**/*.test.ts",
  // wrangler (starts a workerd to read the runtime's types)
  "scripts/worker-configuration.test.ts",
  // The whole graded set: the analyser's agreement and refit, and its generality guard over every call
  "scripts/calibrate/agreement.test.ts",
  "scripts/quality/**/*.test.ts",
];
