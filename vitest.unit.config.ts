import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { NODE_INTEGRATION_TESTS } from "./scripts/testing/tiers";

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["domain/**/*.test.ts", "lib/analysis/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    // Postgres, ESLint, Chromium and workerd belong to the integration tier (vitest.integration.config.ts).
    exclude: [...configDefaults.exclude, ...NODE_INTEGRATION_TESTS],
    environment: "node",
    globals: true,
    setupFiles: ["./web/src/testing/setup.ts"],
  },
});
