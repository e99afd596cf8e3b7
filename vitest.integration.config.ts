import { defineConfig } from "vitest/config";
import { NODE_INTEGRATION_TESTS } from "./scripts/testing/tiers";

/** The Node side of the integration tier (the Worker side is vitest.workers.config.ts): see scripts/testing/tiers.ts. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: NODE_INTEGRATION_TESTS,
    environment: "node",
    globals: true,
  },
});
